import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { attribute, der, fromDer, OID } from './cms.ts';

type Asn1 = forge.asn1.Asn1;

/** Given the seal's signature value, the unsigned attributes to add (the RFC 3161 timestamp token). */
export type Timestamper = (signature: Buffer) => Promise<Asn1[]>;

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;

/** A TimeStampReq (RFC 3161 §2.4.1) for a SHA-256 digest, asking for the TSA's certificate. */
export function timestampRequest(digest: Buffer, nonce: Buffer): Buffer {
  return der(
    asn1.create(U, asn1.Type.SEQUENCE, true, [
      asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(1).getBytes()),
      asn1.create(U, asn1.Type.SEQUENCE, true, [
        asn1.create(U, asn1.Type.SEQUENCE, true, [
          asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(OID.sha256).getBytes()),
          asn1.create(U, asn1.Type.NULL, false, ''),
        ]),
        asn1.create(U, asn1.Type.OCTETSTRING, false, digest.toString('binary')),
      ]),
      // A positive INTEGER: a leading zero byte keeps the sign bit clear.
      asn1.create(U, asn1.Type.INTEGER, false, Buffer.concat([Buffer.of(0), nonce]).toString('binary')),
      asn1.create(U, asn1.Type.BOOLEAN, false, String.fromCharCode(0xff)),
    ]),
  );
}

/**
 * The RFC 3161 client of the seal (SEAL_TSA_URL): posts the request for the signature's digest and returns the
 * token as the signature-time-stamp unsigned attribute (PAdES B-T). A TSA that does not grant (status other than
 * granted / grantedWithMods) fails the sealing, so no receipt claims a timestamp it lacks.
 */
export function createTimestamper(url: string, timeoutMs = 10_000): Timestamper {
  return async (signature) => {
    const digest = createHash('sha256').update(signature).digest();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: new Uint8Array(timestampRequest(digest, randomBytes(8))),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`La autoridad de sellado de tiempo respondió ${response.status}`);
    const resp = fromDer(Buffer.from(await response.arrayBuffer()));
    const [statusInfo, token] = resp.value as Asn1[];
    const status = (statusInfo?.value as Asn1[] | undefined)?.[0];
    const code = status ? asn1.derToInteger(status.value as string) : -1;
    if ((code !== 0 && code !== 1) || !token) {
      throw new Error(`La autoridad de sellado de tiempo no concedió el sello (estado ${code})`);
    }
    return [attribute(OID.timeStampToken, token)];
  };
}
