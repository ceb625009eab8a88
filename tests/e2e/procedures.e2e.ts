import { describe, expect, it } from 'vitest';
import { expectAccessible } from './browser.ts';
import { usePages } from './pages.ts';
import { expectReceipt, recordPosts, SUCCESS } from './procedure-helpers.ts';

// The procedure forms in real Chromium under the real CSP (no eval: validators are precompiled), submitted to
// the real server: what downloads is the receipt the server registered and rendered.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('procedure forms', () => {
  const { withPage } = usePages();

  it('declaración jurada PPP: completed with the keyboard alone, the receipt from the server is downloaded', () =>
    withPage(async ({ page, consoleErrors }) => {
      const requests = await recordPosts(page, '/tramites/declaracion-jurada-ppp');
      await page.goto('/tramites/declaracion-jurada-ppp');
      await page.getByRole('button', { name: 'Enviar solicitud' }).waitFor();
      await expectAccessible(page);
      await page.getByLabel(/Nombre y apellidos/).focus();
      await page.keyboard.type('Tomás Ribera Salcedo');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12345678Z');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Calle de la Fragua, 3');
      await page.keyboard.press('Tab');
      await page.keyboard.type('tomas.ribera@correo.example');
      await page.keyboard.press('Tab');
      await page.keyboard.type('20102025');
      // Enter without the signature box: the procedure's own alert, nothing sent.
      const messages: string[] = [];
      page.on('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await page.keyboard.press('Enter');
      await page.getByText('⚠️ Debe aceptar el consentimiento para continuar.').waitFor();
      expect(messages).toEqual(['⚠️ Debe aceptar el consentimiento para continuar.']);
      await page.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      expect((await download).suggestedFilename()).toBe('declaracion-jurada-ppp.pdf');
      const receipt = await expectReceipt(
        await download,
        'Declaración jurada para la licencia de animales potencialmente peligrosos',
      );
      expect(receipt).toContain('Tomás Ribera Salcedo');
      await expect(page.getByText(SUCCESS).isVisible()).resolves.toBe(true);
      expect(await page.getByRole('button', { name: 'Enviado ✅' }).isDisabled()).toBe(true);
      expect(requests).toHaveLength(1);
      const body = requests[0]?.postData() ?? '';
      expect(body).toContain('name="dni"\r\n\r\n12345678Z');
      // The digits typed land in the date fields in the browser's locale order; the wire carries ISO dates.
      expect(/name="fecha"\r\n\r\n([^\r]*)/.exec(body)?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    }));

  it('licencia PPP: a removal asks for its reason and sends it with the typed documents', () =>
    withPage(async ({ page }) => {
      await page.goto('/tramites/licencia-ppp');
      await page.getByRole('radio', { name: 'Baja' }).check();
      await page.getByRole('radio', { name: 'Transmisión a otra persona' }).waitFor();
      await page
        .getByLabel('Seguro de responsabilidad civil: elegir archivos')
        .setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(/poliza\.pdf/).isVisible()).resolves.toBe(true);
      await expectAccessible(page);
    }));

  it('licencia de obra menor: on behalf of another shows the represented person, and resets to own name', () =>
    withPage(async ({ page }) => {
      await page.goto('/tramites/licencia-obra-menor');
      await page.getByRole('radio', { name: 'En representación de otra persona' }).check();
      await page.getByLabel('Nombre y apellidos del representado').waitFor();
      await expectAccessible(page);
      await page.getByRole('radio', { name: 'En mi propio nombre' }).check();
      expect(await page.getByLabel('Nombre y apellidos del representado').count()).toBe(0);
    }));
});
