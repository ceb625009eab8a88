import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { attribute, der, fromDer, OID } from './cms.ts';

type Asn1 = forge.asn1.Asn1;

/** Given the seal's signature value, the unsigned attributes to add (the RFC 3161 timestamp token). */
export type Timestamper = (signature: Buffer) => Promise<Asn1[]>;

/** Where the seal reports a timestamp it could not get (the app's logger). */
export interface SealLog {
  warn(details: object, message: string): void;
}

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const TST_INFO = '1.2.840.113549.1.9.16.1.4';

const children = (node: Asn1 | undefined) => (Array.isArray(node?.value) ? (node.value as Asn1[]) : []);
const bytesOf = (node: Asn1 | undefined) =>
  typeof node?.value === 'string' ? Buffer.from(node.value, 'binary') : undefined;

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
      asn1.create(U, asn1.Type.INTEGER, false, nonce.toString('binary')),
      asn1.create(U, asn1.Type.BOOLEAN, false, String.fromCharCode(0xff)),
    ]),
  );
}

/**
 * A random nonce whose bytes are a DER INTEGER as they are: positive (top bit clear) and minimal (first byte not
 * zero). A zero byte prepended to any random value is not DER half of the time, and strict TSAs refuse it.
 */
export function randomNonce(): Buffer {
  const nonce = randomBytes(8);
  nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x40;
  return nonce;
}

const integerValue = (bytes: Buffer | undefined) =>
  bytes && bytes.length > 0 ? BigInt(`0x${bytes.toString('hex')}`) : undefined;

/**
 * Why a granted token does not answer our request (RFC 3161 §2.4.2), or undefined when it does: it must hold a
 * TSTInfo whose message imprint is our SHA-256 digest and, when we sent one, whose nonce is ours.
 */
export function tokenMismatch(token: Asn1, digest: Buffer, nonce?: Buffer): string | undefined {
  const signedData = children(children(token)[1])[0];
  const encapsulated = children(signedData).find(
    (node) => node.tagClass === U && node.type === asn1.Type.SEQUENCE && children(node).length <= 2,
  );
  const [type, explicit] = children(encapsulated);
  if (!type || asn1.derToOid(type.value as string) !== TST_INFO) {
    return 'la respuesta no contiene un TSTInfo';
  }
  const content = children(explicit)[0];
  // A BER TSA may cut the OCTET STRING in pieces; their bytes in order are the TSTInfo.
  const octets =
    bytesOf(content) ?? Buffer.concat(children(content).map((part) => bytesOf(part) ?? Buffer.of()));
  const fields = children(fromDer(octets));
  const [algorithm, hashed] = children(fields[2]);
  const algorithmId = children(algorithm)[0];
  if (
    !algorithmId ||
    asn1.derToOid(algorithmId.value as string) !== OID.sha256 ||
    !bytesOf(hashed)?.equals(digest)
  ) {
    return 'el sello de tiempo no corresponde a la firma';
  }
  // nonce is the first INTEGER after serialNumber and genTime (accuracy is a SEQUENCE, ordering a BOOLEAN).
  const answered = fields.slice(5).find((node) => node.tagClass === U && node.type === asn1.Type.INTEGER);
  if (nonce && integerValue(bytesOf(answered)) !== integerValue(nonce))
    return 'el sello de tiempo no lleva el nonce pedido';
  return undefined;
}

/**
 * The RFC 3161 client of the seal (SEAL_TSA_URL): posts the request for the signature's digest and returns the
 * token as the signature-time-stamp unsigned attribute (PAdES B-T). It fails (Spanish reason) when the TSA cannot be
 * reached, does not grant (status other than granted / grantedWithMods) or answers a token that is not for this
 * request, so no receipt claims a timestamp it lacks.
 */
export function createTimestamper(url: string, timeoutMs = 10_000): Timestamper {
  return async (signature) => {
    const digest = createHash('sha256').update(signature).digest();
    const nonce = randomNonce();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: new Uint8Array(timestampRequest(digest, nonce)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`la autoridad de sellado de tiempo respondió ${response.status}`);
    const resp = fromDer(Buffer.from(await response.arrayBuffer()));
    const [statusInfo, token] = children(resp);
    const status = children(statusInfo)[0];
    const code = status?.type === asn1.Type.INTEGER ? asn1.derToInteger(status.value as string) : -1;
    if ((code !== 0 && code !== 1) || !token) {
      throw new Error(`la autoridad de sellado de tiempo no concedió el sello (estado ${code})`);
    }
    const mismatch = tokenMismatch(token, digest, nonce);
    if (mismatch) throw new Error(mismatch);
    return [attribute(OID.timeStampToken, token)];
  };
}

/**
 * The timestamper the seal uses: when the TSA fails, the receipt is sealed without a timestamp (PAdES B-B, which
 * /verificar reports) and a warning names the TSA's host and the reason, never the document. A TSA outage must
 * not leave a resident without the receipt of an entry already registered.
 */
export function timestampOrNothing(stamp: Timestamper, url: string, log: SealLog): Timestamper {
  const host = new URL(url).host;
  return (signature) =>
    stamp(signature).catch((error: Error) => {
      const code = (error.cause as { code?: string } | undefined)?.code;
      log.warn(
        { tsa: host, motivo: code ? `${error.message} (${code})` : error.message },
        'sello de tiempo no disponible: justificante sellado sin él',
      );
      return [];
    });
}
