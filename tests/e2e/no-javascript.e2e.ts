import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import site from '#content/sitio.json';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { paths } from '#web/app/paths.ts';
import { renderingOf, routes } from '#web/app/router.tsx';
import { useBrowser } from './browser.ts';
import { PHONE } from './phone-fit.ts';
import { siteUrls } from './site-urls.ts';

/** Every page the server renders (the route table says which ones are left to the browser). */
const serverRenderedUrls = siteUrls.filter(
  (url) => renderingOf(matchRoutes(routes, new URL(url, 'http://localhost').pathname) ?? []) !== 'client',
);

// With JavaScript off the server's HTML is the page: its h1, its text and its links must all be there.
describe('pages without JavaScript', () => {
  const browser = useBrowser();

  it('leaves out only pages the route table renders in the browser', () => {
    expect(serverRenderedUrls).toContain('/');
    expect(serverRenderedUrls.length).toBeGreaterThan(siteUrls.length / 2);
  });

  // Independent pages with no script to run: several are read at once, each on one of a few kept pages.
  const withPooledPage = browser.pagePool({ javaScriptEnabled: false });
  it.concurrent.for(serverRenderedUrls)('%s', (url, { expect }) =>
    withPooledPage(async ({ page }) => {
      await page.goto(url);
      const headings = await page.locator('h1').allInnerTexts();
      expect(headings, `h1 de ${url}`).toHaveLength(1);
      const heading = headings[0]?.trim() ?? '';
      expect(heading, `texto del h1 de ${url}`).not.toBe('');
      // The main text: more than the heading alone, and links to follow.
      const main = (await page.locator('main').allInnerTexts()).join('\n').replace(heading, '').trim();
      expect(main.length, `texto principal de ${url}`).toBeGreaterThan(20);
      expect(await page.locator('a[href]').count(), `enlaces de ${url}`).toBeGreaterThan(0);
      // The page's own title, rendered by the server (not the default one an effect used to replace).
      expect(await page.title(), `título de ${url}`).toMatch(new RegExp(`^.+ · ${site.ayuntamiento}$`));
    }),
  );

  it('on a phone, the menu is a link to the site map in place of the burger', () =>
    withPooledPage(async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
      const menu = page.getByRole('link', { name: 'Menú', exact: true });
      expect(await menu.isVisible()).toBe(true);
      await menu.click();
      await page.waitForURL(`**${paths.mapaSitio.path}`);
      expect(await page.locator('h1').textContent()).toBe(paths.mapaSitio.title);
    }));

  it('a procedure page says how else to submit it, with the council’s contact', () => {
    const procedure = loadCatalogue()[0];
    if (!procedure) throw new Error('El catálogo está vacío');
    return withPooledPage(async ({ page }) => {
      await page.goto(`/tramites/${procedure.slug}`);
      expect(await page.locator('h1').allInnerTexts()).toEqual([procedure.titulo]);
      const main = (await page.locator('main').allInnerTexts()).join('\n');
      expect(main).toContain('necesita JavaScript');
      expect(main).toContain('en persona');
      expect(main).toContain(site.telefono);
      expect(main).toContain(site.email);
    });
  });
});
