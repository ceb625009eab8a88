/**
 * How the web build (scripts/vite-critical-css.ts), the server (src/server/plugins/critical-css.ts) and the
 * browser (src/web/main.tsx) agree on the deferred Mantine stylesheet and the critical CSS inlined for it.
 */

/** The table of the stylesheet's parts, written beside the server bundle (ssr/). */
export const CRITICAL_CSS_TABLE = 'critical-css.json';

/** Marks the place in index.html where the server writes a rendered page's critical CSS. */
export const CRITICAL_CSS_MARK = '<!--critical-css-->';

/**
 * Name of the <meta> whose content is the deferred stylesheet's address: the browser's code links it once the
 * page has painted (a <noscript> link applies it at once when JavaScript is off).
 */
export const DEFERRED_STYLE_META = 'estilos-diferidos';

/** One part of the stylesheet: always needed (`classes` empty) or when a page uses one of its classes. */
export interface CriticalCssPart {
  classes: string[];
  css: string;
}

/** A base part (baseline, CSS variables, global classes): inlined in every page, never in the deferred file. */
export const isBasePart = (part: CriticalCssPart) => part.classes.length === 0;
