import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '#server/http-error.ts';
import { modernVariants } from '#server/storage/image-variants.ts';
import { saveUpload, type UploadFolder } from './stored-files.ts';

const FORMATS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
/** Wide enough for any news layout; larger originals are scaled down, never up. */
const MAX_WIDTH = 2000;

const notAnImage = (campo: string) =>
  new HttpError(400, 'La imagen debe ser un archivo JPEG, PNG o WebP.', {
    errores: [{ campo, mensaje: 'La imagen debe ser un archivo JPEG, PNG o WebP.' }],
  });

/**
 * Checks by content (not by name or declared type) that the upload is JPEG, PNG or WebP, and re-encodes it
 * in the same format: this drops every metadata block (GPS position, camera, author) and anything hidden
 * after the image data. Returns the new bytes and the file extension.
 */
export async function cleanImage(
  upload: Buffer,
  campo = 'imagen',
): Promise<{ content: Buffer; ext: string }> {
  const type = await fileTypeFromBuffer(upload);
  const ext = type && type.mime in FORMATS ? FORMATS[type.mime as keyof typeof FORMATS] : undefined;
  if (!ext) throw notAnImage(campo);
  try {
    // rotate() applies the EXIF orientation before the EXIF block is dropped.
    const pipeline = sharp(upload, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const content =
      ext === 'jpg'
        ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : ext === 'png'
          ? await pipeline.png().toBuffer()
          : await pipeline.webp({ quality: 85 }).toBuffer();
    return { content, ext };
  } catch {
    // The signature looked right but the image does not decode: damaged or crafted.
    throw notAnImage(campo);
  }
}

/** A staff upload checked and cleaned (cleanImage), stored with its modern variants; returns its public URL. */
export async function saveImageUpload(
  dataDir: string,
  folder: UploadFolder,
  upload: Buffer,
  campo?: string,
): Promise<string> {
  const { content, ext } = await cleanImage(upload, campo);
  return saveUpload(dataDir, folder, content, ext, await modernVariants(content, ext));
}
