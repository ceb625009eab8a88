import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const E2E_ADMIN = { email: 'admin@villaverde-del-arroyo.example', password: 'Prueba-E2E-Segura-2026' };

/** One Chromium per test file; `newPage()` gives a fresh context that records console errors. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    dataDir: inject('dataDir'),
    async newPage(options: { viewport?: { width: number; height: number } } = {}) {
      if (!browser) throw new Error('Chromium no está iniciado');
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'es-ES',
        acceptDownloads: true,
        ...options,
      });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      return { page, consoleErrors, close: () => context.close() };
    },
  };
}

/** Runs axe with the WCAG 2.1 A and AA rules and expects no violation. */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = result.violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
