import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, expectAccessible } from './browser.ts';
import { usePages } from './pages.ts';

describe('public site details', () => {
  const browser = usePages();

  it('lists plenary videos with admin-entered titles accessibly, thumbnails only from our origin', () =>
    browser.withPage(async ({ page, consoleErrors }) => {
      const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      const titles = [
        'Pleno extraordinario: presupuestos 2026 (sesión de tarde) — «debate final»',
        'PLENO ORDINARIO   de   marzo',
      ];
      const ids: number[] = [];
      for (const titulo of titles) {
        const response = await page.request.post('/api/actas-video', {
          headers,
          // A YouTube link: the server tries its thumbnail once (offline here: the local placeholder).
          data: { titulo, fecha: '2026-03-26', url: 'https://www.youtube.com/watch?v=VdA20260326' },
        });
        expect(response.status()).toBe(201);
        ids.push(((await response.json()) as { id: number }).id);
      }
      try {
        await page.goto('/ayuntamiento/plenos-video');
        await page.locator('h1').waitFor();
        for (const titulo of titles) {
          // The accessible name starts with the visible title (WCAG 2.5.3), whatever was typed.
          await page
            .getByRole('link', { name: titulo.replace(/\s+/g, ' ') })
            .first()
            .waitFor();
        }
        const sources = await page
          .locator('main img')
          .evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
          );
        for (const source of sources) expect(new URL(source).origin).toBe(new URL(browser.baseUrl).origin);
        await expectAccessible(page);
        expect(consoleErrors).toEqual([]);
      } finally {
        for (const id of ids) await page.request.delete(`/api/actas-video/${id}`, { headers });
      }
    }));

  it('dates every news card and news page', () =>
    browser.withPage(async ({ page }) => {
      await page.goto('/actualidad');
      const cards = page.locator('main article');
      await cards.first().waitFor();
      const count = await cards.count();
      expect(await cards.locator('time[datetime]').count()).toBe(count);
      await cards
        .first()
        .getByRole('link', { name: /Leer más/ })
        .click();
      await page.waitForURL('**/noticia/*');
      await expect.poll(() => page.locator('main time[datetime]').count()).toBe(1);
      expect(await page.locator('main time').textContent()).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    }));

  it('shows breadcrumbs with BreadcrumbList data on inner pages, without any CSP complaint', () =>
    browser.withPage(async ({ page, consoleErrors }) => {
      await page.goto('/empleo/auxiliar-ayuda-domicilio');
      const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await trail.getByRole('link', { name: 'Empleo' }).waitFor();
      const data = JSON.parse(
        (await trail.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { '@type': string; itemListElement: Array<{ item: string }> };
      expect(data['@type']).toBe('BreadcrumbList');
      expect(data.itemListElement.at(-1)?.item).toBe(`${browser.baseUrl}/empleo/auxiliar-ayuda-domicilio`);
      // A group of the menu leads to its section of the site map, reached from the footer too.
      await page.goto('/ayuntamiento/actas-pleno');
      await page
        .getByRole('navigation', { name: 'Ruta de navegación' })
        .getByRole('link', { name: 'Ayuntamiento' })
        .click();
      await page.waitForURL('**/mapa-del-sitio#ayuntamiento');
      await page.getByRole('heading', { level: 2, name: 'Ayuntamiento' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Mapa del sitio' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mapa del sitio' }).waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'Actas de Pleno' }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    }));

  it('uses its own fonts: preloaded with the page, loaded from our origin, no layout shift', () =>
    browser.withPage(async ({ page }) => {
      const html = await (await page.request.get('/')).text();
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map(
        (m) => m[1],
      );
      expect(preloads.length).toBeGreaterThanOrEqual(1);
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/ayuntamiento/saludo-alcalde');
      await page.locator('h1').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const used = await page.evaluate(() => ({
        text: document.fonts.check('16px "Source Sans 3 Variable"', 'Señoría, información'),
        heading: document.fonts.check('bold 32px "Source Serif 4"', 'Saludo'),
        family: getComputedStyle(document.body).fontFamily,
      }));
      expect(used).toMatchObject({ text: true, heading: true });
      expect(used.family).toMatch(/^"Source Sans 3 Variable"/);
      const fontRequests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      );
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(browser.baseUrl).origin);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.02);
    }));
});
