import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { APP_READY_ATTRIBUTE } from '#web/app/hydration.ts';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { leaseServer, releaseServer } from './server-lease.ts';

export const E2E_ADMIN = { email: 'admin@villaverde-del-arroyo.example', password: 'Prueba-E2E-Segura-2026' };

/**
 * Chromium resolves no host name but the test server's address: a request to any other host fails before it
 * leaves the machine. Blocking there, not by intercepting requests, keeps Chromium's HTTP cache on (Playwright
 * turns it off for a context with routes) and spares a round trip to this process for every request.
 */
const ONLY_LOCAL_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/**
 * Privacy guard (no request to a third-party host): every request of the context that leaves `origin` is
 * recorded (and cannot reach its host, see ONLY_LOCAL_HOSTS), so the test can fail on the list.
 */
export function guardOrigin(context: BrowserContext, origin: string): string[] {
  const leaks: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
      leaks.push(request.url());
    }
  });
  return leaks;
}

/**
 * One Chromium per test file; `newPage()` gives a fresh context with reduced motion (no transition is under
 * way when axe reads the page) that records console errors and fails the test on closing when a request
 * left the site's origin; `pagePool()` lends such pages again and again, for walks over many addresses.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: E2E_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ONLY_LOCAL_HOSTS],
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const { baseUrl, dataDir } = ownServer();
  async function newPage(options: PageOptions = {}) {
    if (!browser) throw new Error('Chromium no está iniciado');
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'es-ES',
      acceptDownloads: true,
      reducedMotion: 'reduce',
      ...options,
    });
    // Playwright's 30 s for a wait (a navigation, an element) was reached beside a second npm test: twice that.
    context.setDefaultTimeout(60_000);
    const thirdPartyRequests = guardOrigin(context, new URL(baseUrl).origin);
    const page = await context.newPage();
    // Without JavaScript the server's HTML is all there is: nothing to wait for.
    if (options.javaScriptEnabled !== false) waitForAppOnLoad(page, baseUrl);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    return {
      page,
      /** The viewport the page opened with, which a kept page gets back before its next visit. */
      viewport: page.viewportSize(),
      consoleErrors,
      thirdPartyRequests,
      async close() {
        await context.close();
        expect(thirdPartyRequests, 'peticiones a otros servidores').toEqual([]);
      },
    };
  }

  /**
   * Pages kept for independent visits that need no fresh visitor (a walk over many addresses): a new page costs
   * Chromium a window and a renderer process, about half a CPU second, while a visit to the next address on a
   * kept page costs a fraction of that. `body` gets an idle page (or a new one) with its console record emptied
   * and its first viewport back; a page whose visit failed is closed, not kept.
   */
  function pagePool(options: PageOptions = {}) {
    const idle: OpenPage[] = [];
    const opened = new Set<OpenPage>();
    afterAll(async () => {
      for (const open of opened) await open.close();
    });
    return async function withPooledPage<T>(body: (open: OpenPage) => Promise<T>): Promise<T> {
      let open = idle.pop();
      if (open) {
        open.consoleErrors.length = 0;
        if (open.viewport) await open.page.setViewportSize(open.viewport);
      } else {
        open = await newPage(options);
        opened.add(open);
      }
      try {
        const result = await body(open);
        idle.push(open);
        return result;
      } catch (error) {
        opened.delete(open);
        await open.close();
        throw error;
      }
    };
  }

  return { baseUrl, dataDir, newPage, pagePool };
}

/** A server of this file's own (tests/e2e/global-setup.ts starts them), never shared with a file running now. */
function ownServer() {
  const server = leaseServer(inject('e2eServers'));
  afterAll(() => releaseServer(server));
  return server;
}

type PageOptions = { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean };
/** A page of its own context, with what it recorded (console errors, requests to other hosts). */
export type OpenPage = Awaited<ReturnType<ReturnType<typeof useBrowser>['newPage']>>;

/**
 * Pages arrive rendered by the server: their buttons only work once the app has hydrated them. After every
 * `goto` and `reload` that loads one of the site's pages, wait for the app's ready mark on <html>.
 */
function waitForAppOnLoad(page: Page, baseUrl: string) {
  const ready = async (response: Response | null) => {
    const isPage =
      response?.url().startsWith(baseUrl) &&
      (response.headers()['content-type'] ?? '').startsWith('text/html');
    if (isPage) await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
}

/**
 * Resolves once no finite CSS transition or animation is running (a dialog opening, a panel sliding);
 * endless ones (a loader's spin) never settle and are left out.
 */
export async function waitForStillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** axe-core's own build, evaluated in the page under test (a CDP evaluation: the site's CSP does not apply). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/**
 * Runs axe with the WCAG 2.1 A and AA rules, once the page is still, and expects no violation.
 * In the page itself, and only the violations come back: axe's whole result (every rule passed, with each node's
 * HTML) cost Chromium and this process about a third of a check to serialize and read, for nothing the test
 * looks at (axe's `resultTypes` option would trim it in the page, but it also cuts the passes the
 * duplicate-landmark rules count: a dialog's header then reads as a second banner). Nor does a passing check
 * need the CSS selector axe builds for every node it looked at (`selectors: false`, 7 % of a check): the
 * selectors are computed again, to name the nodes in the failure, only when there is a violation. axe is
 * evaluated once per document, and in the page only: the site has no frames (a frame's content would need axe
 * put in it too).
 */
export async function expectAccessible(page: Page) {
  await waitForStillness(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const check = (options: RunOptions) =>
    page.evaluate(async (options) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
      };
      const result = await axe.run(document, options);
      return result.violations.map(
        (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target?.join(' ')).join(', ')}`,
      );
    }, options);
  let violations = await check({ ...WCAG_21_AA, selectors: false });
  if (violations.length > 0) violations = await check(WCAG_21_AA);
  expect(violations, `axe en ${page.url()}:\n${violations.join('\n')}`).toEqual([]);
}
