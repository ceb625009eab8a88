/**
 * React 19 renders a page's <title>, <meta> and resource hints (<link rel="preload">, e.g. the largest
 * picture with fetchpriority=high) as "hoistables", which renderToString writes at the very start of the
 * page's HTML. In the browser React keeps them in <head>; this moves them there in the HTML the server
 * sends, in place of the template's default title and description, so the page's own title and description
 * are right with JavaScript off (and for crawlers), and the preloads start with the head. React adopts the
 * moved elements when it hydrates (the first <title>, metas and links with the same attributes).
 */
const LEADING_HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta name="description" content="[^"]*" ?\/?>/;

export function moveHoistablesToHead(
  document: string,
  appHtml: string,
): { document: string; appHtml: string } {
  let body = appHtml;
  const hoisted: string[] = [];
  for (let match = LEADING_HOISTABLE.exec(body); match; match = LEADING_HOISTABLE.exec(body)) {
    hoisted.push(match[0]);
    body = body.slice(match[0].length);
  }
  if (hoisted.length === 0) return { document, appHtml };
  const ownDescription = hoisted.some((tag) => tag.startsWith('<meta name="description"'));
  const head = ownDescription ? document.replace(TEMPLATE_DESCRIPTION, '') : document;
  const tags = hoisted.join('');
  // Where the template's title was (it goes when the page has its own), else at the end of <head>.
  const withTags = hoisted.some((tag) => tag.startsWith('<title>'))
    ? head.replace(TEMPLATE_TITLE, () => tags)
    : head.replace('</head>', () => `${tags}</head>`);
  return { document: withTags, appHtml: body };
}
