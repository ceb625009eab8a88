import sharp, { type Sharp } from 'sharp';

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

/** The stem and extension of a picture's file name (undefined when it is not a picture). */
export function pictureName(name: string): { stem: string; ext: string } | undefined {
  const [, stem, ext] = PICTURE.exec(name) ?? [];
  return stem && ext ? { stem, ext: ext.toLowerCase() } : undefined;
}

/** The file names the variants of `name` would have (none when it is not a picture). */
export function variantFileNames(name: string): string[] {
  const picture = pictureName(name);
  if (!picture) return [];
  return MODERN_FORMATS.filter((format) => format.ext !== picture.ext).map(
    (format) => `${picture.stem}.${format.ext}`,
  );
}

/**
 * The same picture in the modern formats (AVIF, then WebP), each kept only when smaller than the original
 * (`ext` is the original's: a WebP gets no WebP copy).
 */
export async function modernVariants(content: Buffer, ext: string): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const format of MODERN_FORMATS) {
    if (format.ext === ext) continue;
    const encoded = await format.encode(sharp(content)).toBuffer();
    if (encoded.length < content.length) variants.push({ ext: format.ext, content: encoded });
  }
  return variants;
}

/** The variants of `name` an `Accept` header takes, best first (named types only: a bare wildcard promises nothing). */
export function acceptedVariantNames(name: string, accept: string | undefined): string[] {
  if (!accept) return [];
  const accepted = MODERN_FORMATS.filter((format) => accept.includes(format.mime)).map(
    (format) => format.ext,
  );
  return variantFileNames(name).filter((file) => accepted.some((ext) => file.endsWith(`.${ext}`)));
}
