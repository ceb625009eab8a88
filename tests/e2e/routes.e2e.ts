import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { notFoundUrl, siteUrls } from './site-urls.ts';

// Every page of the site in a real browser: one h1, a title, no console error, no WCAG 2.1 AA violation.
describe('every route', () => {
  const browser = useBrowser();

  it('covers the whole route table with every parameter filled', () => {
    expect(siteUrls).toContain('/');
    expect(siteUrls).toContain('/noticia/1');
    expect(siteUrls.filter((url) => url.includes(':'))).toEqual([]);
    expect(new Set(siteUrls).size).toBe(siteUrls.length);
  });

  it.each(siteUrls)('%s', async (url) => {
    const { page, consoleErrors, close } = await browser.newPage();
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
    } finally {
      await close();
    }
  });
});
