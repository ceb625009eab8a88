import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { PHONE, phoneProblems } from './phone-fit.ts';
import { notFoundUrl, siteUrls } from './site-urls.ts';

/**
 * Every page of the site in a real browser, each loaded once and judged twice: on a desktop (one h1, a title,
 * no console error, no WCAG 2.1 AA violation) and then resized to a 390 px phone (nothing wider than the
 * screen, every collapsed section opened first), with every request watched: the site must not call another
 * host. Pages are independent, so several are walked at once (the waits are on the network, not the CPU).
 */
describe('every route', () => {
  const browser = useBrowser();

  it('covers the whole route table with every parameter filled', () => {
    expect(siteUrls).toContain('/');
    expect(siteUrls).toContain('/noticia/1');
    expect(siteUrls.filter((url) => url.includes(':'))).toEqual([]);
    expect(new Set(siteUrls).size).toBe(siteUrls.length);
  });

  it.concurrent.for(siteUrls)('%s', async (url, { expect }) => {
    const { page, consoleErrors, thirdPartyRequests, close } = await browser.newPage();
    try {
      await page.goto(url);
      // Pages are lazy chunks that may fetch data: judge them once the network is quiet.
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');

      const headings = await page.locator('h1').allInnerTexts();
      expect(headings, `h1 de ${url}`).toHaveLength(1);
      expect(headings[0]?.trim(), `texto del h1 de ${url}`).not.toBe('');
      expect((await page.title()).trim(), `título de ${url}`).not.toBe('');
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
    } finally {
      await close();
    }
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
