import { describe, expect, inject, it } from 'vitest';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { TEST_RESIDENTS } from '#server/features/identity/test-residents.ts';
import { E2E_ADMIN, expectAccessible, useBrowser } from './browser.ts';
import { fillWithExample } from './procedure-form-filler.ts';
import { expectReceipt } from './procedure-helpers.ts';

const census = loadCatalogue().find((procedure) => procedure.slug === 'alta-padron');
const resident = TEST_RESIDENTS[0];

/** Staff move an entry on through the inbox API, as the admin panel does. */
async function staffMove(registro: string, estado: string) {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${base}/api/admin/tramites`, { headers: auth })).json()) as {
    tramites: Array<{ id: number; registro: string }>;
  };
  const entry = list.tramites.find((t) => t.registro === registro);
  const moved = await fetch(`${base}/api/admin/tramites/${entry?.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ estado }),
  });
  expect(moved.status).toBe(200);
}

describe('Cl@ve y Mis trámites', () => {
  const browser = useBrowser();

  it('a resident signs in through the test IdP, files the census registration, follows it in Mis trámites', async () => {
    if (!census || !resident) throw new Error('Falta el alta en el padrón o los vecinos de prueba');
    const { page, consoleErrors, close } = await browser.newPage();
    try {
      await page.goto(`/tramites/${census.slug}`);
      await page.getByRole('link', { name: 'Identificarme con Cl@ve' }).click();
      // The local test IdP: its own page, accessible too.
      await page.getByRole('button', { name: 'Identificarme' }).waitFor();
      await expectAccessible(page);
      await page.getByLabel(new RegExp(resident.documento)).check();
      await page.getByRole('button', { name: 'Identificarme' }).click();
      await page.waitForURL(`**/tramites/${census.slug}`);
      await page.getByText('Te has identificado').waitFor();
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

      await staffMove(registro, 'en_tramite');
      await page.reload();
      await page.getByText('Estado actual: En trámite').waitFor();
      await expect(page.getByText(/^En trámite: /).isVisible()).resolves.toBe(true);
      await expectAccessible(page);
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    } finally {
      await close();
    }
  });
});
