import { describe, expect, it } from 'vitest';
import { paths } from '#web/app/paths.ts';
import { E2E_ADMIN, expectAccessible } from './browser.ts';
import { usePages } from './pages.ts';

// A static page of the main layout: the shell is the same on every one (routes.e2e.ts opens them all).
const START = paths.saludoAlcalde.path;

// The SPA shell in a real browser: cookie notice, the session rule of SPEC §2.2, menus by keyboard and on phones.
describe('site shell', () => {
  const { withPage } = usePages();

  it('hides the cookie notice for good once accepted', () =>
    withPage(async ({ page, consoleErrors }) => {
      await page.goto(START);
      const notice = page.getByRole('region', { name: 'Aviso de cookies' });
      await notice.waitFor();
      await notice.getByRole('button', { name: 'Aceptar' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('h1').first().waitFor();
      await expect(page.getByRole('region', { name: 'Aviso de cookies' }).count()).resolves.toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cookiesAceptadas'))).toBe('true');
      expect(consoleErrors).toEqual([]);
    }));

  it("offers 'Saltar al contenido' as the first Tab stop and moves the focus to the content", () =>
    withPage(async ({ page }) => {
      await page.goto(START);
      await page.locator('h1').first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido');
    }));

  it('leaving /admin logs out on the server and clears the stored session', () =>
    withPage(async ({ page }) => {
      const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
      expect(login.status()).toBe(200);
      const { token, usuario } = (await login.json()) as { token: string; usuario: unknown };
      await page.goto('/login');
      // Once the app has started: the rule would rightly end a session found on /login at start-up.
      await page.locator('h1').first().waitFor();
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('usuario', u);
        },
        [token, JSON.stringify(usuario)] as const,
      );
      await page.goto('/admin');
      await page.locator('h1').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

      const logout = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/logout',
      );
      // A client-side navigation out of /admin: the header's home link.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /inicio/ })
        .click();
      const request = await logout;
      expect(request.headers().authorization).toBe(`Bearer ${token}`);
      await page.waitForFunction(() => localStorage.getItem('token') === null);
      expect(await page.evaluate(() => localStorage.getItem('usuario'))).toBeNull();
      await page.waitForURL((url) => url.pathname === '/');

      // The server forgot the session too.
      const check = await page.request.get('/api/auth/validate-token', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(check.status()).toBe(401);
    }));

  it('exactly /admin without a session lands on /login', () =>
    withPage(async ({ page }) => {
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    }));

  it('opens a header dropdown on hover and drives it with the keyboard', () =>
    withPage({ viewport: { width: 1280, height: 800 } }, async ({ page, consoleErrors }) => {
      await page.goto(START);
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      const pueblo = nav.getByRole('button', { name: 'El Pueblo' });
      await pueblo.hover();
      await nav.getByRole('menu', { name: 'El Pueblo' }).waitFor();

      await page.mouse.move(0, 700);
      await nav.getByRole('menu', { name: 'El Pueblo' }).waitFor({ state: 'hidden' });
      const group = nav.getByRole('button', { name: 'Ayuntamiento' });
      await group.focus();
      await page.keyboard.press('Enter');
      const menu = nav.getByRole('menu', { name: 'Ayuntamiento' });
      await menu.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Saludo del Alcalde');
      await expectAccessible(page);
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Corporación Municipal');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => group.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('ArrowDown');
      await menu.waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/ayuntamiento/corporacion-municipal');
      await expect(group.getAttribute('data-active')).resolves.not.toBeNull();
      // The new page takes the focus, as a full page load would.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido');
      expect(consoleErrors).toEqual([]);
    }));

  it('closes the mobile menu after choosing a page', () =>
    withPage({ viewport: { width: 375, height: 740 } }, async ({ page }) => {
      await page.goto(START);
      await expect(page.getByRole('button', { name: 'Ayuntamiento' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menú' });
      await drawer.waitFor();
      await expectAccessible(page);
      await drawer.getByRole('link', { name: 'Fiestas' }).click();
      await page.waitForURL((url) => url.pathname === '/pueblo/fiestas');
      await drawer.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido');
      await expect(
        page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded'),
      ).resolves.toBe('false');
    }));
});
