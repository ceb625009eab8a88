import { sizeLabel } from '#engine/react/file-picker.tsx';

/** What the server accepts from staff (admin-content routes): the minute a PDF up to 30 MB, images up to 10 MB. */
export const MINUTES_MAX_BYTES = 30 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isImage = (file: File) => IMAGE_TYPES.includes(file.type) || /\.(jpe?g|png|webp)$/i.test(file.name);

/** Why a file cannot be a minute (in Spanish, saying what is wrong), or null. The server checks the content. */
export function minutesProblem(file: File): string | null {
  if (!isPdf(file)) return `El acta debe ser un documento PDF, y «${file.name}» no lo es.`;
  if (file.size > MINUTES_MAX_BYTES)
    return `El acta no puede pasar de 30 MB, y «${file.name}» ocupa ${sizeLabel(file.size)}.`;
  return null;
}

/** Why a file cannot be a news image, or null. */
export function newsImageProblem(file: File): string | null {
  if (!isImage(file)) return `La imagen debe ser JPEG, PNG o WebP, y «${file.name}» no lo es.`;
  if (file.size > IMAGE_MAX_BYTES)
    return `La imagen no puede pasar de 10 MB, y «${file.name}» ocupa ${sizeLabel(file.size)}.`;
  return null;
}
