import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { REVIEW_TITLE, stepsOf } from '#engine/steps/steps.ts';
import { TEST_RESIDENTS, type TestResident } from '#server/features/identity/test-residents.ts';
import { E2E_ADMIN, expectAccessible } from './browser.ts';
import { signInAsStaff, usePages } from './pages.ts';
import { fillWithExample } from './procedure-form-filler.ts';
import { expectReceipt } from './procedure-helpers.ts';

const census = loadCatalogue().find((procedure) => procedure.slug === 'alta-padron');
const resident = TEST_RESIDENTS[0];

/** Signs in on `page` through the local test IdP as `who`, from the census form, and comes back to it. */
async function signInAsResident(page: Page, who: TestResident) {
  if (!census) throw new Error('Falta el alta en el padrón');
  await page.goto(`/tramites/${census.slug}`);
  await page.getByRole('link', { name: 'Identificarme con Cl@ve' }).click();
  // The local test IdP: its own page, accessible too.
  await page.getByRole('button', { name: 'Identificarme' }).waitFor();
  await expectAccessible(page);
  await page.getByLabel(new RegExp(who.documento)).check();
  await page.getByRole('button', { name: 'Identificarme' }).click();
  await page.waitForURL(`**/tramites/${census.slug}`);
  await page.getByText('Te has identificado').waitFor();
}

/** A staff member moves the entry to «En trámite» in the admin panel, by clicking, in their own browser. */
async function staffMovesOn(staff: Page, registro: string) {
  await signInAsStaff(staff);
  await staff.getByRole('button', { name: 'Trámites recibidos' }).click();
  const view = staff.getByRole('button', { name: `Ver el trámite ${registro}` });
  await view.waitFor();
  await view.click();
  await staff.getByRole('heading', { name: new RegExp(`^${registro.replace('/', '\\/')} · `) }).waitFor();
  await expectAccessible(staff);
  await staff.getByRole('button', { name: 'Pasar a «En trámite»' }).click();
  // Moved: the next state is offered and the history names who did it.
  await staff.getByRole('button', { name: 'Pasar a «Resuelto»' }).waitFor();
  expect(await staff.getByText(E2E_ADMIN.email).first().isVisible()).toBe(true);
}

describe('Cl@ve y Mis trámites', () => {
  const browser = usePages();

  it('a resident signs in through the test IdP, files the census registration, follows it in Mis trámites', async () => {
    if (!census || !resident) throw new Error('Falta el alta en el padrón o los vecinos de prueba');
    await browser.withPage(async ({ page, consoleErrors }) => {
      await browser.withPage(async (staff) => {
        await signInAsResident(page, resident);
        await expectAccessible(page);
        await fillWithExample(page, census);
        await page.getByRole('checkbox', { name: census.consentimiento.texto, exact: true }).check();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Enviar solicitud' }).click();
        const receipt = await expectReceipt(await download, census.titulo);
        expect(receipt).toContain(resident.documento);
        expect(receipt).toContain('Identificación del solicitante');
        const registro = /\d{4}\/\d{6}/.exec(receipt)?.[0] ?? '';

        await page.goto('/mis-tramites');
        await page.getByText(registro).first().waitFor();
        await expect(page.getByText('Estado actual: Recibido').isVisible()).resolves.toBe(true);
        await expectAccessible(page);

        await staffMovesOn(staff.page, registro);
        expect(staff.consoleErrors, staff.consoleErrors.join('\n')).toEqual([]);
        await page.reload();
        await page.getByText('Estado actual: En trámite').waitFor();
        await expect(page.getByText(/^En trámite: /).isVisible()).resolves.toBe(true);
        await expectAccessible(page);
        expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
      });
    });
  }, 180_000);

  it('a resident saves the census form, finds it in Mis trámites, continues it from there and sends it', async () => {
    const saver = TEST_RESIDENTS[1];
    if (!census || !saver) throw new Error('Falta el alta en el padrón o los vecinos de prueba');
    await browser.withPage(async ({ page, consoleErrors }) => {
      await signInAsResident(page, saver);
      const attached = await fillWithExample(page, census);
      await page.getByRole('button', { name: 'Guardar y continuar más tarde' }).click();
      await page.getByLabel('Tu correo electrónico').fill(`guardada-${Date.now()}@correo.example`);
      await page.getByRole('button', { name: 'Enviar el enlace' }).click();
      await page.getByRole('heading', { name: 'Tu solicitud está guardada' }).waitFor();
      await expect(page.getByText(/También la tienes en «Mis trámites»/).isVisible()).resolves.toBe(true);

      await page.goto('/mis-tramites');
      const saved = page.getByRole('region', { name: 'Solicitudes guardadas' });
      const draft = saved.getByRole('article', { name: census.titulo });
      await draft.waitFor();
      const total = (stepsOf(census)?.length ?? 0) + 1;
      await expect(draft.textContent()).resolves.toContain(
        `en el paso ${total} de ${total}: ${REVIEW_TITLE}`,
      );
      await expectAccessible(page);
      // "Descartar" asks first; the resident keeps it.
      await draft.getByRole('button', { name: /^Descartar/ }).click();
      await draft.getByRole('button', { name: 'Sí, descartarla' }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await draft.getByRole('button', { name: /^Descartar/ }).waitFor();

      // "Continuar" from the keyboard: the form comes back with the answers and the files, without the link.
      await draft.getByRole('link', { name: /^Continuar/ }).focus();
      await page.keyboard.press('Enter');
      await page
        .getByText('Hemos recuperado tu solicitud guardada, con tus respuestas y tus archivos.')
        .waitFor();
      await page.getByRole('heading', { level: 2, name: new RegExp(`: ${REVIEW_TITLE}$`) }).waitFor();
      for (const name of attached) await expect(page.getByText(name).first().isVisible()).resolves.toBe(true);
      await expectAccessible(page);
      await page.getByRole('checkbox', { name: census.consentimiento.texto, exact: true }).check();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const receipt = await expectReceipt(await download, census.titulo);
      const registro = /\d{4}\/\d{6}/.exec(receipt)?.[0] ?? '';

      // Sent: no longer a saved form, now an entry.
      await page.goto('/mis-tramites');
      await page.getByText(registro).first().waitFor();
      expect(await page.getByRole('region', { name: 'Solicitudes guardadas' }).count()).toBe(0);
      await expectAccessible(page);
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    });
  }, 180_000);
});
