import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { selectableDays } from '#shared/booking/index.ts';
import { expectAccessible } from './browser.ts';
import { signInAsStaff, usePages } from './pages.ts';

// The server trusts X-Forwarded-For from loopback: our holds then count against this documentation-range
// address, not against 127.0.0.1, which the booking e2e file also uses.
const CLIENT = { 'x-forwarded-for': '203.0.113.57' };

/** Holds futbol sala on `dia` at the first free block from `hours`, then pays or cancels it in the sandbox. */
async function book(request: APIRequestContext, dia: string, hours: string[][], nombre: string, end: string) {
  for (const horas of hours) {
    const created = await request.post('/api/pago/crear-sesion', {
      headers: CLIENT,
      data: { pista: 'futbol', dia, horas, nombre, email: 'vecina.prueba@correo.example' },
    });
    if (created.status() === 409) continue;
    expect(created.status()).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const done = await request.post(`${url}/${end}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: '',
      maxRedirects: 0,
    });
    expect(done.status()).toBe(303);
    return horas;
  }
  throw new Error('No quedaba ninguna hora libre para la prueba');
}

describe('administración: reservas de pistas', () => {
  const { withPage } = usePages();

  it('lists a paid and a cancelled booking of the chosen day, and stays accessible', () =>
    withPage({ cookiesAccepted: true }, async ({ page, consoleErrors }) => {
      // The last selectable day: the booking e2e file books the first one.
      const dia = selectableDays(new Date()).at(-1) as string;
      const [paidFrom] = await book(
        page.request,
        dia,
        [
          ['18:00', '18:30'],
          ['19:00', '19:30'],
        ],
        'Elena Pagada Ficticia',
        'pagar',
      );
      await book(
        page.request,
        dia,
        [
          ['11:00', '11:30'],
          ['12:00', '12:30'],
        ],
        'Tomás Cancelado Ficticio',
        'cancelar',
      );

      await signInAsStaff(page);
      await page.getByRole('button', { name: 'Reservas de pistas' }).click();
      await page.getByRole('heading', { level: 2, name: 'Reservas de pistas' }).waitFor();

      await page.getByLabel('Día', { exact: true }).fill(dia);
      await page.getByLabel('Pista').selectOption('futbol');
      const table = page.getByRole('table', { name: /^Reservas de fútbol sala/ });
      const paid = table.getByRole('row').filter({ hasText: 'Elena Pagada Ficticia' });
      await paid.waitFor();
      expect(await paid.getByRole('rowheader').textContent()).toMatch(new RegExp(`^${paidFrom} – `));
      expect(await paid.textContent()).toContain('Pagada');
      const cancelled = table.getByRole('row').filter({ hasText: 'Tomás Cancelado Ficticio' });
      expect(await cancelled.textContent()).toContain('Cancelada');
      await expectAccessible(page);

      await page.getByRole('button', { name: '← Volver al menú' }).click();
      await page.getByRole('button', { name: 'Reservas de pistas' }).waitFor();
      expect(consoleErrors).toEqual([]);
    }));
});
