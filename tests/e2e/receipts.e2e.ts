import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../integration/procedures-pdf-text.ts';
import { E2E_ADMIN, expectAccessible } from './browser.ts';
import { outbox, waitForMail } from './outbox.ts';
import { signInAsStaff, usePages } from './pages.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

// A resident's receipt checked on /verificar, then the same submission handled by staff in 'Trámites recibidos'.
describe('justificantes y trámites recibidos', () => {
  const browser = usePages();

  it('a receipt verifies by its CSV, and staff open, download and advance the submission', () =>
    browser.withPage(async ({ page, consoleErrors }) => {
      const solicita = `Que se pode el árbol de la plaza ${Date.now()}.`;
      const submitted = await page.request.post('/api/tramites/solicitud-general', {
        multipart: {
          nombre: 'Pilar Quintana Roldán',
          dni: '66778899D',
          direccion: 'Calle de las Escuelas, 6',
          municipio: 'Villaverde del Arroyo',
          provincia: 'Valdemora',
          cp: '99001',
          telefono: '610333444',
          email: 'pilar.quintana@correo.example',
          expone: 'Que las ramas del árbol tapan la farola.',
          solicita,
          organo: 'Alcaldía',
          firmaAceptada: 'true',
        },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const receipt = await submitted.body();
      const registro = submitted.headers()['x-numero-registro'] ?? '';
      const csv =
        /Código seguro de verificación \(CSV\): ([A-Z0-9]{20})/.exec(
          pdfText(receipt).replace(/\s+/g, ' '),
        )?.[1] ?? '';
      expect(csv).toHaveLength(20);

      await page.goto(`/verificar?csv=${csv}`);
      await page.getByText('El justificante es auténtico').waitFor();
      expect(await page.getByText(registro).isVisible()).toBe(true);
      expect(await page.getByText(sha256(receipt)).isVisible()).toBe(true);
      // The state and the date of its last change, with no personal data.
      await page.getByText(/^Estado: Recibido, desde el /).waitFor();
      expect(await page.getByText('Pilar Quintana').count()).toBe(0);
      await expectAccessible(page);
      const mailsBefore = outbox(browser.dataDir);

      await signInAsStaff(page);
      await page.getByRole('button', { name: 'Trámites recibidos' }).click();
      await page.getByRole('button', { name: `Ver el trámite ${registro}` }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: `Ver el trámite ${registro}` }).click();
      await page.getByText(solicita).waitFor();
      await expectAccessible(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar justificante' }).click();
      const saved = readFileSync((await (await download).path()) as string);
      // Staff get exactly the receipt the resident got.
      expect(sha256(saved)).toBe(sha256(receipt));

      await page.getByRole('button', { name: 'Pasar a «En trámite»' }).click();
      await page.getByRole('button', { name: 'Pasar a «Resuelto»' }).waitFor();
      expect(await page.getByText(E2E_ADMIN.email).first().isVisible()).toBe(true);

      // The resident sees the new state on /verificar and gets a mail saying so, with the link.
      await page.goto(`/verificar?csv=${csv}`);
      await page.getByText(/^Estado: En trámite, desde el /).waitFor();
      await expectAccessible(page);
      const notice = await waitForMail(browser.dataDir, 'pilar.quintana@correo.example', {
        before: mailsBefore,
        pick: (text) => (text.includes('ha pasado al estado') ? text : undefined),
      });
      expect(notice).toContain('«En trámite»');
      expect(notice).toContain(registro);
      expect(notice).toContain(`/verificar?csv=${csv}`);
      expect(consoleErrors).toEqual([]);
    }));
});
