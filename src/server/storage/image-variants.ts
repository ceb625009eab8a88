import type { Sharp } from 'sharp';

/**
 * Pictures in modern formats beside their original: `<name>.avif` and `<name>.webp` next to `<name>.jpg`,
 * written when staff upload (admin-content/images.ts) or when the web is built (the demo pictures,
 * scripts/vite-image-variants.ts). The uploads route answers the original's address with the first variant
 * the browser accepts, so pages keep one plain `<img src>` and old browsers still get the JPEG or PNG.
 */
export interface ImageVariant {
  ext: ModernFormat['ext'];
  content: Buffer;
}

/** The modern formats, in order of preference, each with its MIME type and encoder settings. */
export const MODERN_FORMATS = [
  { ext: 'avif', mime: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 4 }) },
  { ext: 'webp', mime: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 80 }) },
] as const;
type ModernFormat = (typeof MODERN_FORMATS)[number];

/** Pictures that may have variants, as `<stem>.<ext>`. */
const PICTURE = /^(.+)\.(jpe?g|png|webp)$/i;

/** The file names the variants of `name` would have (none when it is not a picture). */
export function variantFileNames(name: string): string[] {
  const match = PICTURE.exec(name);
  if (!match) return [];
  const [, stem, ext] = match;
  return MODERN_FORMATS.filter((format) => format.ext !== ext?.toLowerCase()).map(
    (format) => `${stem}.${format.ext}`,
  );
}

/** The variants of `name` an `Accept` header takes, best first (named types only: a bare wildcard promises nothing). */
export function acceptedVariantNames(name: string, accept: string | undefined): string[] {
  if (!accept) return [];
  const accepted = MODERN_FORMATS.filter((format) => accept.includes(format.mime)).map(
    (format) => format.ext,
  );
  return variantFileNames(name).filter((file) => accepted.some((ext) => file.endsWith(`.${ext}`)));
}
