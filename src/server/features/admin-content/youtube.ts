const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character id of a YouTube video link (watch, youtu.be, embed, shorts, live), or undefined. */
export function youtubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}

/** The thumbnail YouTube publishes for a video link; null for other hosts. */
export function youtubeThumbnail(link: string): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}
