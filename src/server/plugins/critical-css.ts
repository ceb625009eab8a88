import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CRITICAL_CSS_MARK, type CriticalCssPart, isBasePart } from '#shared/critical-css.ts';

/** Mantine's hashed class names, as they appear in rendered HTML (`m_77c9d27d`). */
const MANTINE_CLASS = /\bm_[0-9a-f]+\b/g;
/** The link Vite writes for the app's own stylesheet (one file: `cssCodeSplit: false`). */
const APP_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/;

/**
 * Everything a rendered page needs to paint, in the page itself: no stylesheet to wait for.
 * - The app's own CSS (its modules and font faces, about 10 KB) replaces its <link>, once, in the template.
 * - Of Mantine's stylesheet, which loads without blocking (scripts/vite-critical-css.ts), the parts the page
 *   uses: baseline, CSS variables and global classes, and the components whose classes its HTML has, in
 *   the full stylesheet's order, at the build's mark before that stylesheet's <link>: the cascade is kept.
 * Without the table (a build without it) the template stays as built, which still paints right.
 */
export function createCriticalCss(
  webDir: string,
  tableFile: string,
): { template(built: string): string; inline(document: string, appHtml: string): string } {
  if (!existsSync(tableFile)) return { template: (built) => built, inline: (document) => document };
  const parts = JSON.parse(readFileSync(tableFile, 'utf8')) as CriticalCssPart[];
  return {
    template(built) {
      const link = APP_STYLESHEET.exec(built);
      const file = link?.[1] && path.join(webDir, link[1]);
      if (!link || !file || !existsSync(file)) return built;
      return built.replace(link[0], () => `<style>${readFileSync(file, 'utf8')}</style>`);
    },
    inline(document, appHtml) {
      const used = new Set(appHtml.match(MANTINE_CLASS));
      const css = parts
        .filter((part) => isBasePart(part) || part.classes.some((name) => used.has(name)))
        .map((part) => part.css)
        .join('');
      return document.replace(CRITICAL_CSS_MARK, () => `<style>${css}</style>`);
    },
  };
}
