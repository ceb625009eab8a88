// Vite plugin: keeps Mantine's stylesheets (core 290 KB, plus dropzone and charts) off the critical path.
// In the browser build their imports in src/web/app/providers.tsx become one separate file, linked in
// index.html by a <meta> that main.tsx turns into a link once the page has painted (not downloaded before the
// first paint at all), and by a <noscript> link that applies it at once when JavaScript is off. For the first paint, the server inlines only
// the parts of it a rendered page uses (src/server/plugins/critical-css.ts), read from the table this plugin
// writes beside the server bundle: Mantine's per-component files, in the order of its full stylesheet, each
// with the class names it styles. The stylesheet sits before the app's own CSS, so the cascade is unchanged.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import {
  CRITICAL_CSS_MARK,
  CRITICAL_CSS_TABLE,
  type CriticalCssPart,
  DEFERRED_STYLE_META,
  isBasePart,
} from '../src/shared/critical-css.ts';

/** The stylesheets moved off the critical path, in the order providers.tsx imports them. */
export const DEFERRED_STYLESHEETS = [
  '@mantine/core/styles.css',
  '@mantine/dropzone/styles.css',
  '@mantine/charts/styles.css',
];
const EMPTY = '\0sede:deferred-stylesheet';
const require = createRequire(import.meta.url);

const minify = (css: string, filename: string) =>
  transform({ filename, code: Buffer.from(css), minify: true }).code.toString();

/**
 * The parts of each deferred stylesheet: a package's per-component files (Mantine core's `styles/*.css`) in
 * their order inside its full file; a package without them is one part. Baseline, CSS variables and global
 * classes (the first parts of core, styling no component class) are always needed.
 */
function criticalParts(): CriticalCssPart[] {
  return DEFERRED_STYLESHEETS.flatMap((specifier) => {
    const file = require.resolve(specifier);
    const full = readFileSync(file, 'utf8');
    const dir = path.join(path.dirname(file), 'styles');
    const pieces = specifier.startsWith('@mantine/core/')
      ? readdirSync(dir)
          .filter((name: string) => name.endsWith('.css') && !name.endsWith('.layer.css'))
          .map((name: string) => readFileSync(path.join(dir, name), 'utf8').trim())
          .sort((a: string, b: string) => full.indexOf(a) - full.indexOf(b))
      : [full];
    return pieces.map((css: string) => {
      const classes = [...new Set(css.match(/\.m_[0-9a-f]+/g) ?? [])].map((name) => name.slice(1));
      // Base parts (no component class) are always needed; the stylesheets of other packages always have one.
      return { classes, css: minify(css, file) };
    });
  });
}

/**
 * The file linked once a page has painted: the component parts only. The base parts (baseline, CSS variables,
 * global classes) are in every page the server sends, so linking them again would only make the browser restyle
 * the whole page (they select `:root`, `*` and `body`); the component parts select by class, and restyle only the
 * elements that carry one.
 */
const deferredStylesheet = (parts: CriticalCssPart[]) =>
  parts
    .filter((part) => !isBasePart(part))
    .map((part) => part.css)
    .join('');

export function criticalCss(): Plugin[] {
  let root = process.cwd();
  // Only the web's own build (index.html): Storybook builds with this config too and keeps the imports.
  let deferred: { fileName: string; source: string } | undefined;
  let parts: CriticalCssPart[] | undefined;
  const strip: Plugin = {
    name: 'sede:critical-css',
    apply: 'build',
    // Before Vite's own resolver, which would find the stylesheets in node_modules.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      const deferredHere = deferred && this.environment.name === 'client';
      return deferredHere && DEFERRED_STYLESHEETS.includes(source) ? EMPTY : null;
    },
    load(id) {
      return id === EMPTY ? '' : null;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (path.resolve(root, context.filename) !== path.resolve(root, 'index.html')) return html;
        parts = criticalParts();
        const source = deferredStylesheet(parts);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        deferred = { fileName: `assets/mantine-${hash}.css`, source };
        // Before the tags Vite adds (the app's own CSS among them): the links follow the mark (below).
        return html.replace('</head>', `  ${CRITICAL_CSS_MARK}\n  </head>`);
      },
    },
  };
  // Not `pre`: Vite drops the assets of a server build that exist when its own hook runs.
  const emit: Plugin = {
    name: 'sede:critical-css-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.name === 'client' && deferred) {
        this.emitFile({ type: 'asset', fileName: deferred.fileName, source: deferred.source });
      } else if (this.environment.name === 'ssr') {
        this.emitFile({
          type: 'asset',
          fileName: CRITICAL_CSS_TABLE,
          source: JSON.stringify(parts ?? criticalParts()),
        });
      }
    },
    // Once the bundle is written (`post`): earlier, Vite would look for the linked file and warn.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!deferred) return html;
        const href = `/${deferred.fileName}`;
        const tags = [
          `<meta name="${DEFERRED_STYLE_META}" content="${href}" />`,
          `<noscript><link rel="stylesheet" href="${href}" /></noscript>`,
        ];
        return html.replace(CRITICAL_CSS_MARK, () => [CRITICAL_CSS_MARK, ...tags].join('\n    '));
      },
    },
  };
  return [strip, emit];
}
