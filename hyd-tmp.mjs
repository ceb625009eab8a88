import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:3781';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const urls = process.argv.slice(2);
for (const u of urls) {
  const ctx = await browser.newContext({ locale: 'es-ES', reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const errs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errs.push(m.type() + ': ' + m.text().slice(0, 300)); });
  page.on('pageerror', (e) => errs.push('pageerror: ' + e.message.slice(0, 300)));
  await page.goto(base + u);
  await page.waitForTimeout(1500);
  console.log(u, (await page.locator('h1').first().textContent())?.slice(0, 60), errs);
  await ctx.close();
}
await browser.close();
