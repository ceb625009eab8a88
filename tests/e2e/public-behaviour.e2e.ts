import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import lodgings from '#content/alojamientos.json';
import offer from '#content/empleo/auxiliar-ayuda-domicilio.json';
import home from '#content/inicio.json';
import bodies from '#content/organos-gobierno.json';
import site from '#content/sitio.json';
import { getHref } from '#web/app/paths.ts';
import { usePages } from './pages.ts';

const visibleSlideLabel = (carousel: Locator) =>
  carousel
    .locator('[aria-roledescription="diapositiva"]:visible, [aria-roledescription="imagen"]:visible')
    .first()
    .getAttribute('aria-label');

/** A mouse drag of dx px across the middle of `target` (Chromium turns it into pointer events). */
async function drag(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('El elemento no es visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

// Counts, names and labels come from the pages' content files: a clerk's edit changes what is looked for.
const slides = home.carrusel.length;
/** The slide after slide n (1-based), wrapping around. */
const next = (n: number) => (n % slides) + 1;
const lodging = lodgings.alojamientos[0];
const lodgingPhotos = lodging?.imagenes.length ?? 0;

describe('public behaviours', () => {
  const { withPage } = usePages();

  it('home carousel: 5000 ms interval, pause on hover, 40 px swipe, wrap-around', () =>
    withPage(async ({ page }) => {
      // A paused fake clock: the slides move only when the test advances time.
      await page.clock.install({ time: new Date('2025-06-01T10:00:00') });
      await page.clock.pauseAt(new Date('2025-06-01T10:00:01'));
      await page.goto(getHref('home'));
      const carousel = page.getByRole('region', { name: `Conoce ${site.municipio}` });
      await carousel.waitFor();
      await page.mouse.move(0, 0);
      const showing = async (n: number) =>
        expect(await visibleSlideLabel(carousel)).toMatch(new RegExp(`^${n} de ${slides}`));
      await showing(1);
      await page.clock.runFor(4900);
      await showing(1);
      await page.clock.runFor(200);
      await showing(next(1));

      await carousel.hover();
      await page.clock.runFor(15_000);
      await showing(next(1));

      const slide = carousel.locator('[aria-roledescription="diapositiva"]:visible');
      await drag(page, slide, -30);
      await showing(next(1));
      await drag(page, slide, -60);
      let current = next(next(1));
      await showing(current);
      // On to the last slide, then past it: back to the first.
      while (current !== 1) {
        await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
        current = next(current);
        await showing(current);
      }
      await expect(
        carousel.getByRole('link', { name: home.carrusel[0]?.boton }).first().getAttribute('href'),
      ).resolves.toBe(getHref('datosInteres'));
    }));

  it('lodging carousel: 50 px swipe threshold and wrap-around', () =>
    withPage(async ({ page }) => {
      await page.goto(getHref('alojamientos'));
      const carousel = page.getByRole('region', { name: `Fotos de ${lodging?.nombre}` });
      await carousel.waitFor();
      const image = carousel.locator('[aria-roledescription="imagen"]:visible');
      expect(await visibleSlideLabel(carousel)).toMatch(new RegExp(`^1 de ${lodgingPhotos}`));
      await drag(page, image, -45);
      expect(await visibleSlideLabel(carousel)).toMatch(new RegExp(`^1 de ${lodgingPhotos}`));
      await drag(page, image, 70);
      expect(await visibleSlideLabel(carousel)).toMatch(new RegExp(`^${lodgingPhotos} de ${lodgingPhotos}`));
      await carousel.getByRole('button', { name: 'Ir a la imagen 3:' }).click();
      expect(await visibleSlideLabel(carousel)).toMatch(new RegExp(`^3 de ${lodgingPhotos}`));
    }));

  it('governing bodies: one open at a time, the open one closes on click', () =>
    withPage(async ({ page }) => {
      await page.goto(getHref('organosGobierno'));
      const [junta, cuentas] = bodies.organos.map((body) => page.getByRole('button', { name: body.titulo }));
      if (!junta || !cuentas) throw new Error('organos-gobierno.json necesita dos órganos para esta prueba');
      await junta.click();
      await expect(junta.getAttribute('aria-expanded')).resolves.toBe('true');
      await cuentas.click();
      await expect(cuentas.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(junta.getAttribute('aria-expanded')).resolves.toBe('false');
      await cuentas.click();
      await expect(cuentas.getAttribute('aria-expanded')).resolves.toBe('false');
    }));

  it('minutes: month groups toggle independently and cards open the PDF in a new tab', () =>
    withPage(async ({ page }) => {
      await page.goto(getHref('actasPleno'));
      const headers = page.getByRole('button', { name: /^[A-ZÁÉÍÓÚ][a-zé]+ de \d{4}/ });
      await headers.first().waitFor();
      expect(await headers.count()).toBeGreaterThan(1);
      const [first, second] = [headers.nth(0), headers.nth(1)];
      if ((await first.getAttribute('aria-expanded')) === 'false') await first.click();
      await second.click();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
      await first.click();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
      const card = page.getByRole('link', { name: /^Acta del \d{1,2} de [a-z]+ de \d{4}/ }).first();
      await card.waitFor();
      await expect(card.getAttribute('target')).resolves.toBe('_blank');
    }));

  it('photo modal closes with its button and with a click on the overlay', () =>
    withPage(async ({ page }) => {
      await page.goto(getHref('fotos'));
      const photo = page.getByRole('button', { name: /^Ampliar foto:/ }).first();
      await photo.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Cerrar la foto' }).click();
      await dialog.waitFor({ state: 'detached' });
      await photo.click();
      await dialog.waitFor();
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: 'detached' });
    }));

  it('job dialog lists 4 steps, downloads the application form and closes', () =>
    withPage(async ({ page }) => {
      await page.goto(getHref('empleoAuxiliar'));
      await page.getByRole('button', { name: offer.lateral.botonModelo }).click();
      const dialog = page.getByRole('dialog', { name: offer.dialogo.titulo });
      await dialog.waitFor();
      await expect(dialog.getByRole('listitem').count()).resolves.toBe(offer.dialogo.pasos.length);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: offer.dialogo.boton }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await dialog.waitFor({ state: 'detached' });
      const rules = page.getByRole('link', { name: offer.lateral.botonBases });
      await expect(rules.getAttribute('target')).resolves.toBe('_blank');
      const response = await page.request.get((await rules.getAttribute('href')) ?? '');
      expect(response.headers()['content-type']).toContain('application/pdf');
    }));

  it('news detail: content in paragraphs and Open Graph tags', () =>
    withPage(async ({ page }) => {
      await page.goto(getHref('actualidad'));
      const link = page.getByRole('link', { name: /^Leer más/ }).first();
      await link.click();
      await page.waitForURL(/\/noticia\/\d+$/);
      // The h1 reads the news title once the item has loaded (before that: 'Noticia' or the list's title).
      const heading = page
        .getByRole('heading', { level: 1 })
        .filter({ hasNotText: /^(Noticia|Actualidad)$/ });
      await heading.waitFor();
      const title = await heading.textContent();
      await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe(title);
      expect(await page.locator('main p').count()).toBeGreaterThan(0);
    }));
});
