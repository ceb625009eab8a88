import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './browser.ts';
import { waitForMail } from './outbox.ts';
import { usePages } from './pages.ts';

/** On the booking page: `court`, the first selectable day, and the button of the block at `hour`. */
async function hourOnFirstDay(page: Page, court: string, hour: string) {
  await page.getByRole('radio', { name: court }).check();
  const daySelect = page.getByRole('combobox', { name: /Día/ });
  await daySelect.selectOption((await daySelect.locator('option').nth(1).getAttribute('value')) as string);
  return page.getByRole('group', { name: 'Horas' }).getByRole('button', { name: new RegExp(`^${hour}`) });
}

/** Court, first selectable day, one block at `hour`, the booker's data, Reservar: the confirm popup opens. */
async function fillBooking(page: Page, court: string, hour: string, email: string) {
  await page.goto('/servicios/reserva-pistas');
  await page.getByRole('heading', { level: 1, name: 'Reserva de Pistas' }).waitFor();
  const button = await hourOnFirstDay(page, court, hour);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('textbox', { name: /Nombre completo/ }).fill('Irene Prueba Ficticia');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await page.getByRole('button', { name: 'Reservar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirma tu reserva' });
  await dialog.waitFor();
  return dialog;
}

describe('court booking in Chromium', () => {
  const browser = usePages();

  it('books a court: choose, confirm, pay in the sandbox, see the confirmation (and the e-mail)', () =>
    browser.withPage(async ({ page, consoleErrors }) => {
      await page.goto('/servicios/reserva-pistas');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      // The missing-fields message and the field hints keep AA contrast too.
      await page.getByRole('button', { name: 'Reservar' }).click();
      await page.getByText('Rellena nombre, email y selecciona pista, día y horas.').waitFor();
      await page.getByText('Introduce tu nombre completo.').waitFor();
      await expectAccessible(page);

      const email = 'irene.pago@example.org';
      const dialog = await fillBooking(page, 'Tenis', '10:00', email);
      await expect.poll(() => dialog.textContent()).toMatch(/10:00 – 11:00/);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Pagar' }).click();

      await page.waitForURL('**/api/pago/sandbox/**');
      await page.getByRole('heading', { level: 1, name: 'Pago de prueba' }).waitFor();
      expect(await page.textContent('body')).toMatch(/Esto es un pago de prueba/);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Pagar' }).click();

      await page.waitForURL('**/servicios/confirmacion?session_id=*');
      await page.getByText('¡Reserva confirmada!').waitFor();
      expect(await page.textContent('main')).toMatch(/Tenis/);
      expect(await page.textContent('main')).toMatch(/10:00 – 11:00/);
      await expectAccessible(page);

      // The hour is now taken for everyone.
      await page.goto('/servicios/reserva-pistas');
      const taken = await hourOnFirstDay(page, 'Tenis', '10:00');
      await expect.poll(() => taken.isDisabled()).toBe(true);
      expect(await taken.textContent()).toMatch(/Ocupada/);

      const eml = await waitForMail(browser.dataDir, email);
      expect(eml).toMatch(/reserva-pista\.ics/);
      expect(consoleErrors).toEqual([]);
    }));

  it('cancelling in the sandbox leads to the cancelled page and back to the booking page', () =>
    browser.withPage(async ({ page, consoleErrors }) => {
      const dialog = await fillBooking(page, 'Pádel', '16:00', 'irene.cancela@example.org');
      await dialog.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL('**/api/pago/sandbox/**');
      await page.getByRole('button', { name: 'Cancelar' }).click();

      await page.waitForURL('**/servicios/pago-cancelado');
      await page.getByRole('heading', { level: 1, name: 'Pago cancelado' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Volver a intentarlo' }).click();
      await page.waitForURL('**/servicios/reserva-pistas');
      await page.getByRole('heading', { level: 1, name: 'Reserva de Pistas' }).waitFor();

      // The cancelled hold is released: 16:00 can be chosen again.
      const again = await hourOnFirstDay(page, 'Pádel', '16:00');
      await expect.poll(() => again.isEnabled()).toBe(true);
      expect(consoleErrors).toEqual([]);
    }));

  it('the confirmation page without a session id is accessible and says so', () =>
    browser.withPage(async ({ page }) => {
      await page.goto('/servicios/confirmacion');
      await page.getByText('No se encontró el ID de sesión.').waitFor();
      await expectAccessible(page);
    }));
});
