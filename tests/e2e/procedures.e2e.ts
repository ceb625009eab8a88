import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { expectReceipt, recordPosts, SUCCESS } from './procedure-helpers.ts';

// The procedure forms in real Chromium under the real CSP (no eval: validators are precompiled), submitted to
// the real server: what downloads is the receipt the server registered and rendered.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('procedure forms', () => {
  const browser = useBrowser();

  it('declaración jurada PPP: completed with the keyboard alone, the receipt from the server is downloaded', async () => {
    const { page, consoleErrors, close } = await browser.newPage();
    try {
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
    } finally {
      await close();
    }
  });

  it('alta en el padrón: two persons with their own files, sent as personas[i].archivos[j]', async () => {
    const { page, consoleErrors, close } = await browser.newPage();
    try {
      const requests = await recordPosts(page, '/tramites/alta-padron');
      await page.goto('/tramites/alta-padron');
      await page.getByRole('button', { name: 'Añadir persona' }).waitFor();
      await page.getByRole('button', { name: 'Leer Normativa Legal' }).click();
      await expect(
        page.getByText(/plazo máximo para resolver y notificar es de tres meses/).isVisible(),
      ).resolves.toBe(true);
      await page.getByLabel('He leído y acepto la Normativa Legal').check();
      const dwelling = {
        'Núcleo o diseminado': 'Villaverde del Arroyo',
        'Tipo de vivienda': 'Vivienda familiar',
        'Código de vía': '0012',
        'Código de pseudovía': '0000',
        'Número de hoja padronal (NHOP)': '345',
        Provincia: 'Valdemora',
        Municipio: 'Villaverde del Arroyo',
        Distrito: '01',
        Sección: '001',
      };
      const comunes = page.getByRole('group', { name: 'Datos de la vivienda' });
      for (const [label, value] of Object.entries(dwelling)) {
        await comunes.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).fill(value);
      }
      await page.getByRole('button', { name: 'Añadir persona' }).click();
      const people = [
        {
          nombre: 'Inés Valdés Moreno',
          dni: '11111111H',
          nacimiento: '1988-05-14',
          estudios: '46',
          tipoDoc: 'mayor',
          file: 'dni-ines.pdf',
        },
        {
          nombre: 'Hugo Serrano Valdés',
          dni: '22222222J',
          nacimiento: '2016-09-30',
          estudios: '00',
          tipoDoc: 'menor',
          file: 'libro-familia.pdf',
        },
      ];
      for (const [index, person] of people.entries()) {
        const block = page.getByRole('group', { name: `Persona ${index + 1}` });
        await block.getByLabel('Nombre y apellidos').fill(person.nombre);
        await block.getByLabel('DNI/NIE').fill(person.dni);
        await block.getByLabel('Fecha de nacimiento').fill(person.nacimiento);
        await block.getByLabel('Provincia de nacimiento').fill('Valdemora');
        await block.getByLabel('Municipio de nacimiento').fill('Villaverde del Arroyo');
        await block.getByLabel('País de nacimiento').fill('España');
        await block.getByLabel('Nacionalidad').fill('Española');
        await block.getByLabel('Causa del alta').fill('Cambio de residencia');
        await block.getByRole('combobox', { name: /^Nivel de estudios/ }).click();
        await page.getByRole('option', { name: new RegExp(`^${person.estudios} ·`) }).click();
        await block.getByRole('combobox', { name: /^Tipo de documentación/ }).click();
        await page
          .getByRole('option', { name: person.tipoDoc === 'mayor' ? 'Mayor de edad' : /Menor de edad/ })
          .click();
        await block
          .getByLabel(/Documentación de esta persona/)
          .setInputFiles({ name: person.file, mimeType: 'application/pdf', buffer: PDF });
      }
      await page.getByLabel('Correo electrónico para notificaciones').fill('ines.valdes@correo.example');
      await page
        .getByRole('checkbox', { name: 'Confirmo que firmaré la solicitud en persona en el Ayuntamiento.' })
        .check();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      expect((await download).suggestedFilename()).toBe('alta-padron.pdf');
      const receipt = await expectReceipt(
        await download,
        'Solicitud de alta en el padrón municipal de habitantes',
      );
      expect(receipt).toContain('Hugo Serrano Valdés');
      expect(receipt).toContain('dni-ines.pdf');
      expect(receipt).toContain('libro-familia.pdf');
      const body = requests[0]?.postData() ?? '';
      expect(body).toContain('name="comunes.nucleo"');
      expect(body).toContain('name="personas[1].dni"\r\n\r\n22222222J');
      expect(body).toContain('name="personas[0].archivos[0]"; filename="dni-ines.pdf"');
      expect(body).toContain('name="personas[1].archivos[0]"; filename="libro-familia.pdf"');
      expect(body).not.toContain('name="comunes.manzana"');
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    } finally {
      await close();
    }
  });

  it('licencia PPP: a removal asks for its reason and sends it with the typed documents', async () => {
    const { page, close } = await browser.newPage();
    try {
      await page.goto('/tramites/licencia-ppp');
      await page.getByRole('radio', { name: 'Baja' }).check();
      await page.getByRole('radio', { name: 'Transmisión a otra persona' }).waitFor();
      await page
        .getByLabel('Seguro de responsabilidad civil')
        .setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(/poliza\.pdf/).isVisible()).resolves.toBe(true);
      await expectAccessible(page);
    } finally {
      await close();
    }
  });

  it('licencia de obra menor: on behalf of another shows the represented person, and resets to own name', async () => {
    const { page, close } = await browser.newPage();
    try {
      await page.goto('/tramites/licencia-obra-menor');
      await page.getByRole('radio', { name: 'En representación de otra persona' }).check();
      await page.getByLabel('Nombre y apellidos del representado').waitFor();
      await expectAccessible(page);
      await page.getByRole('radio', { name: 'En mi propio nombre' }).check();
      expect(await page.getByLabel('Nombre y apellidos del representado').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
