import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));

/**
 * An independent check of a PAdES seal with pkijs (not the server's code): the ByteRange must cover the whole
 * file but the signature, the CMS messageDigest must be the SHA-256 of those bytes and the signature of the
 * signed attributes must verify with the certificate the CMS carries.
 */
export async function pkijsVerify(pdf: Buffer): Promise<{ ok: boolean; signer?: string; time?: Date }> {
  const text = pdf.toString('latin1');
  const range = [...text.matchAll(/\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\s*\]/g)].at(-1);
  if (!range) return { ok: false };
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== pdf.length) return { ok: false };
  const signed = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
  const hex = text.slice(b + 1, c - 1);
  const der = Buffer.from(hex, 'hex');
  const parsed = asn1js.fromBER(new Uint8Array(der).buffer);
  if (parsed.offset === -1) return { ok: false };
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  let result: pkijs.SignedDataVerifyResult;
  try {
    result = await signedData.verify({
      signer: 0,
      data: new Uint8Array(signed).buffer,
      checkChain: false,
      extendedMode: true,
    });
  } catch {
    // pkijs throws when the digest or the signature does not match.
    return { ok: false };
  }
  const certificate = result.signerCertificate;
  const cn = certificate?.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  const timeAttr = signedData.signerInfos[0]?.signedAttrs?.attributes.find(
    (attr) => attr.type === '1.2.840.113549.1.9.5',
  );
  const digestAttr = signedData.signerInfos[0]?.signedAttrs?.attributes.find(
    (attr) => attr.type === '1.2.840.113549.1.9.4',
  );
  const digestValue = digestAttr?.values[0] as asn1js.OctetString | undefined;
  if (!digestValue) return { ok: false };
  const digest = Buffer.from(digestValue.valueBlock.valueHexView);
  const digestMatches = digest.equals(createHash('sha256').update(signed).digest());
  return {
    ok: result.signatureVerified === true && digestMatches,
    signer: cn?.value.valueBlock.value as string | undefined,
    time: (timeAttr?.values[0] as asn1js.UTCTime | undefined)?.toDate(),
  };
}
