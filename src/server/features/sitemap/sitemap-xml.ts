import type { SitemapEntry } from './site-urls.ts';

/** The sitemaps.org protocol allows 50,000 URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** sitemap.xml (sitemaps.org 0.9) with absolute URLs on `publicUrl` (no trailing slash). */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${publicUrl}${path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the private area and the API stay out of search engines; the sitemap is announced. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /login\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
