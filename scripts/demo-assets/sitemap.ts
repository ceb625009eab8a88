import { type PathKey, paths } from '#web/app/paths.ts';

// Routes a search engine should not list: parameters, the private area and one-off booking screens.
const EXCLUDED: PathKey[] = ['noticia', 'login', 'forgotPassword', 'admin', 'confirmacion', 'pagoCancelado'];

/** The public routes of the route table, as absolute URLs on `baseUrl`. */
export function publicUrls(baseUrl: string): string[] {
  const base = baseUrl.replace(/\/+$/, '');
  return (Object.keys(paths) as PathKey[])
    .filter((key) => !EXCLUDED.includes(key) && !paths[key].path.includes(':'))
    .map((key) => `${base}${paths[key].path === '/' ? '/' : paths[key].path}`);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** sitemap.xml of the static routes (news are dynamic: a server route should add them). */
export function sitemapXml(baseUrl: string): string {
  const urls = publicUrls(baseUrl).map((url) => `  <url><loc>${xml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `User-agent: *\nDisallow: /admin\nDisallow: /login\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`;
}
