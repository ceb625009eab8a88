import { saveImageUpload } from './images.ts';
import { youtubeThumbnail } from './youtube.ts';

/** Where a video link's thumbnail can be fetched from; null when its host publishes none we know of. */
export type ThumbnailSource = (videoUrl: string) => string | null;

/** A thumbnail is a small picture: anything larger is refused before it is all read. */
export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 8000;

/** The bytes at `url` when it answers 200 within the time and size limits; undefined otherwise. */
async function download(url: string): Promise<Buffer | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok || !response.body) return undefined;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_THUMBNAIL_BYTES) {
      await response.body.cancel();
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > MAX_THUMBNAIL_BYTES) return undefined;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    // Offline, refused, timed out or cut: the video simply gets the local placeholder.
    return undefined;
  }
}

/**
 * Privacy by design: a registered video's thumbnail is fetched once, here on the server, and served from
 * our own /uploads/plenos/, so visitors' browsers never contact the video host. The picture is checked by
 * content (JPEG, PNG or WebP), re-encoded without metadata and size-limited. Returns its local URL, or null
 * (the page then draws its local placeholder) when the host has no thumbnail or it could not be fetched.
 */
export async function storeVideoThumbnail(
  dataDir: string,
  videoUrl: string,
  source: ThumbnailSource = youtubeThumbnail,
): Promise<string | null> {
  const from = source(videoUrl);
  if (!from) return null;
  const bytes = await download(from);
  if (!bytes) return null;
  try {
    return await saveImageUpload(dataDir, 'plenos', bytes, 'miniatura');
  } catch {
    return null;
  }
}
