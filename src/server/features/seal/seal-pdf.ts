import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import site from '#content/sitio.json' with { type: 'json' };
import { buildSignedData } from './cms.ts';
import type { SealIdentity } from './seal-identity.ts';
import type { Timestamper } from './tsa.ts';

// Room for the CMS (bytes): the certificate (~1 KB, a qualified one with its policies ~2 KB), attributes and
// signature; with a TSA also the timestamp token with the TSA's own certificates. Smaller is faster to hash.
const SIGNATURE_LENGTH = 4_096;
const SIGNATURE_LENGTH_WITH_TSA = 16_384;

class SealSigner extends Signer {
  constructor(
    private readonly seal: SealIdentity,
    private readonly time: Date,
    private readonly timestamper: Timestamper | undefined,
  ) {
    super();
  }
  override sign(pdf: Buffer): Promise<Buffer> {
    const stamp = this.timestamper;
    return buildSignedData(this.seal, pdf, this.time, stamp && ((signature) => stamp(signature)));
  }
}

/**
 * Seals a PDF (PAdES baseline B, or B-T with a TSA): an incremental update adds the signature field, whose CMS
 * covers every byte of the document but the signature itself. `time` is the signing time recorded in the CMS
 * (the registry's time for receipts, so a receipt sealed again has the same bytes).
 */
export async function sealPdf(
  pdf: Buffer,
  seal: SealIdentity,
  time: Date,
  timestamper?: Timestamper,
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Sello electrónico del justificante de registro',
    contactInfo: site.email,
    name: seal.titular,
    location: site.municipio,
    signingTime: time,
    signatureLength: timestamper ? SIGNATURE_LENGTH_WITH_TSA : SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Sede electrónica',
  });
  return new SignPdf().sign(withPlaceholder, new SealSigner(seal, time, timestamper));
}
