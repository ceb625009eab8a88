import { expect, it } from 'vitest';
import { moveHoistablesToHead } from './page-head.ts';

const TEMPLATE = [
  '<html><head><meta name="description" content="Por defecto" />',
  '<title>Ayuntamiento</title>',
  '</head><body><div id="root"></div></body></html>',
].join('');

it("replaces the template's title and description with the page's, and moves its preloads to <head>", () => {
  const app =
    '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>Fiestas · Villa</title>' +
    '<meta name="description" content="Programa de fiestas"/><main><h1>Fiestas</h1></main>';
  const { document, appHtml } = moveHoistablesToHead(TEMPLATE, app);
  expect(appHtml).toBe('<main><h1>Fiestas</h1></main>');
  expect(document).toBe(
    '<html><head><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>Fiestas · Villa</title>' +
      '<meta name="description" content="Programa de fiestas"/></head><body><div id="root"></div></body></html>',
  );
});

it('keeps the defaults a page does not replace, and never takes tags from inside the page', () => {
  const app = '<link rel="preload" as="image" href="/b.svg"/><main><svg><title>Icono</title></svg></main>';
  const { document, appHtml } = moveHoistablesToHead(TEMPLATE, app);
  expect(appHtml).toBe('<main><svg><title>Icono</title></svg></main>');
  expect(document).toContain('<title>Ayuntamiento</title>');
  expect(document).toContain('content="Por defecto"');
  expect(document).toContain('<link rel="preload" as="image" href="/b.svg"/></head>');
});
