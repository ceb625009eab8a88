import type { Page } from 'playwright-core';
import { E2E_ADMIN, type OpenPage, useBrowser } from './browser.ts';

type Browser = ReturnType<typeof useBrowser>;
type PageOptions = Parameters<Browser['newPage']>[0] & {
  /** The cookie notice was accepted on an earlier visit: it does not cover the page. */
  cookiesAccepted?: boolean;
};
type PageBody<T> = (open: OpenPage) => Promise<T>;

/**
 * useBrowser() plus `withPage(options?, body)`: body runs with a fresh page, closed whatever the outcome
 * (closing fails the test when a request left the site's origin).
 */
export function usePages() {
  const browser = useBrowser();
  async function withPage<T>(...args: [PageBody<T>] | [PageOptions, PageBody<T>]): Promise<T> {
    const [{ cookiesAccepted, ...options }, body] = args.length === 1 ? [{}, args[0]] : args;
    const open = await browser.newPage(options);
    try {
      if (cookiesAccepted) {
        await open.page.addInitScript(() => localStorage.setItem('cookiesAceptadas', 'true'));
      }
      return await body(open);
    } finally {
      await open.close();
    }
  }
  return { ...browser, withPage };
}

/** Signs in on /login as the e2e staff account and waits for the admin panel. */
export async function signInAsStaff(page: Page, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // In the panel, or refused: then the test fails at once with the page's own words, not on a timeout.
  const refusal = page.getByRole('alert').filter({ hasText: 'No se ha podido iniciar sesión' });
  const inPanel = page.waitForURL('**/admin').then(() => true);
  const refused = refusal.waitFor().then(() => false);
  // The loser of the race is left waiting until the page closes: its rejection is expected.
  for (const wait of [inPanel, refused]) wait.catch(() => {});
  if (!(await Promise.race([inPanel, refused]))) {
    throw new Error(`Acceso de personal rechazado: ${await refusal.textContent()}`);
  }
}
