import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { SealReport } from '#shared/api-types/generated/procedures.ts';
import { der, OID } from './cms.ts';
import { DEMO_MARK } from './seal-identity.ts';
import { tokenMismatch } from './tsa.ts';

type Asn1 = forge.asn1.Asn1;

/** What /verificar tells about a receipt's seal (procedures.json SealReport). */
export type { SealReport };

const invalid = (motivo: string, extra: Partial<SealReport> = {}): SealReport => ({
  valido: false,
  motivo,
  ...extra,
});

const oidOf = (node: Asn1) => forge.asn1.derToOid(node.value as string);
const children = (node: Asn1 | undefined) => (Array.isArray(node?.value) ? (node.value as Asn1[]) : []);

function readSignature(pdf: Buffer): { signed: Buffer; cms: Buffer } | string {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return 'El documento no lleva sello electrónico.';
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== pdf.length || b >= c) {
    return 'El sello no abarca el documento entero: se han añadido o quitado datos después de sellarlo.';
  }
  const hex = text.slice(b, c);
  if (!/^<[0-9a-fA-F]*>$/.test(hex)) return 'El sello del documento está dañado.';
  return {
    signed: Buffer.concat([pdf.subarray(a, b), pdf.subarray(c, c + d)]),
    cms: Buffer.from(hex.slice(1, -1), 'hex'),
  };
}

/** Whether the unsigned attributes carry an RFC 3161 token for this signature (not merely some token). */
function timestamped(unsignedAttrs: Asn1 | undefined, signature: Buffer): boolean {
  const attr = children(unsignedAttrs).find(
    (node) => oidOf(children(node)[0] as Asn1) === OID.timeStampToken,
  );
  const token = children(children(attr)[1])[0];
  if (!token) return false;
  try {
    return tokenMismatch(token, createHash('sha256').update(signature).digest()) === undefined;
  } catch {
    return false;
  }
}

/**
 * Checks the PAdES seal of a PDF: the CMS message digest against the bytes of the ByteRange (which must cover
 * the whole file but the signature), and the RSA signature of the signed attributes against the certificate it
 * carries. Never throws: a damaged document is an invalid seal with its reason.
 */
export function verifySeal(pdf: Buffer): SealReport {
  const found = readSignature(pdf);
  if (typeof found === 'string') return invalid(found);
  try {
    // Parsed by its declared length: the placeholder pads the DER with zeros.
    const parse = forge.asn1.fromDer as unknown as (
      bytes: forge.util.ByteStringBuffer,
      options: object,
    ) => Asn1;
    const contentInfo = parse(forge.util.createBuffer(found.cms.toString('binary')), {
      parseAllBytes: false,
    });
    const signedData = children(children(contentInfo)[1])[0];
    const fields = children(signedData);
    const certificates = fields.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 0);
    const signerInfo = children(fields.at(-1))[0];
    const info = children(signerInfo);
    const signedAttrs = info.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 0);
    const unsignedAttrs = info.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 1);
    const signature = info.find((f) => f.type === forge.asn1.Type.OCTETSTRING && !f.constructed);
    const certNode = children(certificates)[0];
    if (!signedAttrs || !signature || !certNode) return invalid('El sello del documento está dañado.');
    const certificate = new X509Certificate(der(certNode));
    const attrs = new Map(children(signedAttrs).map((attr) => [oidOf(children(attr)[0] as Asn1), attr]));
    const digestNode = children(children(attrs.get(OID.messageDigest))[1])[0];
    const timeNode = children(children(attrs.get(OID.signingTime))[1])[0];
    const details: Partial<SealReport> = {
      sellador: /^CN=(.*)$/m.exec(certificate.subject)?.[1] ?? certificate.subject,
      emisor: /^CN=(.*)$/m.exec(certificate.issuer)?.[1] ?? certificate.issuer,
      fecha: timeNode ? forge.asn1.utcTimeToDate(timeNode.value as string).toISOString() : undefined,
      demostracion: certificate.subject.includes(DEMO_MARK),
      selloDeTiempo: timestamped(unsignedAttrs, Buffer.from(signature.value as string, 'binary')),
    };
    const digest = createHash('sha256').update(found.signed).digest();
    if (!digestNode || !Buffer.from(digestNode.value as string, 'binary').equals(digest)) {
      return invalid('El documento se ha modificado después de sellarlo.', details);
    }
    // The signature covers the attributes encoded as a SET (tag 0x31), not as the [0] they are carried in.
    const signedBytes = der(signedAttrs);
    signedBytes[0] = 0x31;
    const ok = verify(
      'sha256',
      signedBytes,
      certificate.publicKey,
      Buffer.from(signature.value as string, 'binary'),
    );
    if (!ok) return invalid('La firma del sello no corresponde a su certificado.', details);
    return { valido: true, ...details };
  } catch {
    return invalid('El sello del documento está dañado.');
  }
}
