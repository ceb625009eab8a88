import { loadSealIdentity, type SealConfig, type SealIdentity } from './seal-identity.ts';
import { sealPdf } from './seal-pdf.ts';
import { createTimestamper, type SealLog, timestampOrNothing } from './tsa.ts';

export { type SealReport, verifySeal } from './verify-seal.ts';

/** Seals PDFs with the council's seal (and the TSA's timestamp when configured). */
export interface Sealer {
  identity: SealIdentity;
  /** `log` hears of a timestamp the TSA could not give (the receipt is sealed without it). */
  seal(pdf: Buffer, time: Date, log: SealLog): Promise<Buffer>;
}

const sealers = new WeakMap<object, Promise<Sealer>>();

/**
 * The sealer of a configuration, loaded once (the PKCS#12 read or the demo seal generated on first use) and
 * shared by every caller holding the same config object.
 */
export function sealerFor(config: SealConfig & { sealTsaUrl: string | undefined }): Promise<Sealer> {
  let sealer = sealers.get(config);
  if (!sealer) {
    sealer = loadSealIdentity(config).then((identity) => {
      const url = config.sealTsaUrl;
      return {
        identity,
        seal: (pdf, time, log) =>
          sealPdf(
            pdf,
            identity,
            time,
            url ? timestampOrNothing(createTimestamper(url), url, log) : undefined,
          ),
      };
    });
    // A failure (unreadable PKCS#12) is not cached: the next receipt tries again and reports it again.
    sealer.catch(() => sealers.delete(config));
    sealers.set(config, sealer);
  }
  return sealer;
}
