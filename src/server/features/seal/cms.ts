import type { KeyObject } from 'node:crypto';
import { createHash, sign as rsaSign } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

/** Object identifiers of the CMS (RFC 5652), ESS (RFC 5035) and RFC 3161 structures the seal uses. */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const U = asn1.Class.UNIVERSAL;
const seq = (value: Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, value);
const set = (value: Asn1[]) => asn1.create(U, asn1.Type.SET, true, value);
const oid = (id: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (value: number) => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const NULL = () => asn1.create(U, asn1.Type.NULL, false, '');
const algorithm = (id: string, withNull = true) => seq(withNull ? [oid(id), NULL()] : [oid(id)]);
export const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
export const fromDer = (bytes: Buffer) => asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));

const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);

function utcTime(date: Date): Asn1 {
  return asn1.create(U, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(date));
}

/** DER orders the members of a SET OF by their encodings. */
function derSetOf(members: Asn1[], tagClass = U, tag: number = asn1.Type.SET): Asn1 {
  const sorted = members
    .map((member) => ({ member, bytes: der(member) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map((entry) => entry.member);
  return asn1.create(tagClass, tag, true, sorted);
}

export interface SealKey {
  /** The seal certificate, DER. */
  certificate: Buffer;
  privateKey: KeyObject;
}

/**
 * A detached CMS SignedData (CAdES baseline: content type, message digest, signing time and the ESS
 * signing-certificate-v2 attribute) over `content`, RSA PKCS#1 v1.5 with SHA-256. The RSA operation is Node's
 * (native), so sealing a receipt costs a couple of milliseconds. `unsigned` adds unsigned attributes (the RFC 3161
 * timestamp token). Deterministic: the same content, key and time give the same bytes.
 */
export function buildSignedData(
  key: SealKey,
  content: Buffer,
  signingTime: Date,
  unsigned?: (signature: Buffer) => Promise<Asn1[]>,
): Promise<Buffer> {
  const cert = fromDer(key.certificate);
  const tbs = cert.value[0] as Asn1;
  const tbsFields = tbs.value as Asn1[];
  // tbsCertificate: [0] version, serialNumber, signature, issuer, …
  const offset = (tbsFields[0] as Asn1).tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = tbsFields[offset] as Asn1;
  const issuer = tbsFields[offset + 2] as Asn1;
  const certHash = createHash('sha256').update(key.certificate).digest();
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.signingTime, utcTime(signingTime)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash)])])])),
  ];
  // The signature covers the attributes encoded as a SET; they are carried as [0] IMPLICIT.
  const signedSet = derSetOf(attributes);
  const signature = rsaSign('sha256', der(signedSet), key.privateKey);
  const build = (extra: Asn1[]) => {
    const signerInfo = seq([
      int(1),
      seq([issuer, serial]),
      algorithm(OID.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedSet.value as Asn1[]),
      algorithm(OID.rsaEncryption),
      octets(signature),
      ...(extra.length > 0 ? [derSetOf(extra, asn1.Class.CONTEXT_SPECIFIC, 1)] : []),
    ]);
    const signedData = seq([
      int(1),
      set([algorithm(OID.sha256)]),
      seq([oid(OID.data)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [cert]),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  };
  if (!unsigned) return Promise.resolve(build([]));
  return unsigned(signature).then(build);
}

export { attribute };
