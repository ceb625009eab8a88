import { describe, expect, it } from 'vitest';
import ordinances from '#content/ordenanzas.json';
import site from '#content/sitio.json';
import { expectAccessible, useBrowser } from './browser.ts';
import { PAGE_CONTENT } from './page-content.ts';
import { PHONE, phoneProblems } from './phone-fit.ts';
import { notFoundUrl, siteUrls } from './site-urls.ts';

/**
 * Every page of the site in a real browser, each loaded once and judged twice: on a desktop (one h1, a title,
 * the content page-content.ts names, no console error, no WCAG 2.1 AA violation) and then resized to a 390 px
 * phone (nothing wider than the screen, every collapsed section opened first), with every request watched: the
 * site must not call another host. Pages are independent, so several are walked at once (the waits are on the
 * network, not the CPU), each on one of a few kept pages.
 */
describe('every route', () => {
  const browser = useBrowser();
  const withPooledPage = browser.pagePool();

  it('covers the whole route table with every parameter filled', () => {
    expect(siteUrls).toContain('/');
    expect(siteUrls).toContain('/noticia/1');
    expect(siteUrls.filter((url) => url.includes(':'))).toEqual([]);
    expect(new Set(siteUrls).size).toBe(siteUrls.length);
    for (const url of PAGE_CONTENT.keys()) expect(siteUrls).toContain(url);
  });

  it.concurrent.for(siteUrls)('%s', (url, { expect }) =>
    withPooledPage(async ({ page, consoleErrors, thirdPartyRequests }) => {
      await page.goto(url);
      const content = PAGE_CONTENT.get(url);
      if (content) {
        await page.getByRole('heading', { level: 1, name: content.h1 }).waitFor();
        await page.getByText(content.text).first().waitFor();
      }
      // Pages are lazy chunks that may fetch data: judge them once the network is quiet.
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');

      const headings = await page.locator('h1').allInnerTexts();
      expect(headings, `h1 de ${url}`).toHaveLength(1);
      expect(headings[0]?.trim(), `texto del h1 de ${url}`).not.toBe('');
      expect((await page.title()).trim(), `título de ${url}`).not.toBe('');
      if (content?.description) {
        const description = page.locator('meta[name="description"]');
        await expect(description.getAttribute('content'), `descripción de ${url}`).resolves.toBe(
          content.description,
        );
      }
      // The not-found page answers 404, which Chromium reports on the console as a failed load.
      const errors = consoleErrors.filter((error) => url !== notFoundUrl || !error.includes('status of 404'));
      expect(errors, `errores de consola en ${url}`).toEqual([]);
      await expectAccessible(page);

      await page.setViewportSize(PHONE);
      // Collapsed sections hide content from the walk: open every closed accordion or disclosure first.
      for (const control of await page.locator('main button[aria-expanded="false"]').all()) {
        if (await control.isVisible()) await control.click();
      }
      await page.waitForLoadState('networkidle');
      expect(await phoneProblems(page), `${url} a 390 px`).toEqual([]);
      expect(thirdPartyRequests, `peticiones a otros servidores desde ${url}`).toEqual([]);
    }),
  );

  it('serves every ordinance document, robots.txt and sitemap.xml', () =>
    withPooledPage(async ({ page }) => {
      for (const doc of ordinances.categorias.flatMap((c) => c.documentos)) {
        const response = await page.request.get(`/uploads/ordenanzas/${doc.archivo}`);
        expect(response.status(), doc.archivo).toBe(200);
      }
      for (const file of [site.enlaces.politicaPrivacidad, site.enlaces.avisoLegal]) {
        expect((await page.request.get(file)).status(), file).toBe(200);
      }
      // Both come from the server, on PUBLIC_URL (the e2e server's own address), with the seeded news.
      const origin = browser.baseUrl;
      expect(await (await page.request.get('/robots.txt')).text()).toContain(
        `Sitemap: ${origin}/sitemap.xml`,
      );
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`<loc>${origin}/pueblo/datos-interes</loc>`);
      expect(sitemap).toContain(`<loc>${origin}/tramites/alta-padron</loc>`);
      expect(sitemap).toMatch(
        new RegExp(`<loc>${origin}/noticia/\\d+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }));

  it('has an accessibility check that fails on a violation', async () => {
    const { page, close } = await browser.newPage();
    await page.goto('/');
    await page.locator('main').waitFor();
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/escudo.svg';
      const faint = document.createElement('p');
      faint.textContent = 'Texto casi invisible';
      faint.style.color = '#eeeeee';
      document.querySelector('main')?.append(image, faint);
    });
    const failure = await expectAccessible(page).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toContain('image-alt');
    expect(failure).toContain('color-contrast');
    await close();
  });

  it('has a guard that records and blocks any request to another host', async () => {
    const { page, thirdPartyRequests, close } = await browser.newPage();
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    // A navigation is not subject to the page's CSP, so only the guard stops it.
    const reached = await page.goto('https://tercero.example/pixel.gif').then(
      () => true,
      () => false,
    );
    expect(reached).toBe(false);
    expect(thirdPartyRequests).toEqual(['https://tercero.example/pixel.gif']);
    thirdPartyRequests.length = 0;
    await close();
  });
});
