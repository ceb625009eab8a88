// Vite plugin: announces the critical web fonts in index.html (`<link rel="preload" as="font">`) so the
// browser fetches them with the HTML instead of after the CSS that names them: text paints in its final
// font sooner, and the metric-matched fallback (src/web/app/fonts.css) covers the short gap without shifts.
import type { Plugin } from 'vite';

/** The Latin subsets (Spanish needs nothing else) of the text and heading faces, upright. */
export const CRITICAL_FONTS = [
  /source-sans-3-latin-wght-normal-[\w-]+\.woff2$/,
  /source-serif-4-latin-700-normal-[\w-]+\.woff2$/,
];

export function preloadFonts(): Plugin {
  return {
    name: 'sede:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const assets = Object.keys(context.bundle ?? {});
        return CRITICAL_FONTS.flatMap((pattern) => assets.filter((name) => pattern.test(name))).map(
          (name) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }),
        );
      },
    },
  };
}
