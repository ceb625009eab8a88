import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './browser.ts';
import { waitForMail } from './outbox.ts';
import { usePages } from './pages.ts';
import { expectReceipt, recordPosts, SUCCESS } from './procedure-helpers.ts';

// The census registration in steps (issue 18): each step and the review pass axe, the step lives in the URL,
// a saved form comes back in another browser through the mailed link, and the review changes an answer.
const ROUTE = '/tramites/alta-padron';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CONSENT = 'Confirmo que firmaré la solicitud en persona en el Ayuntamiento.';
const LINK_USED =
  'Este enlace ya se ha usado o no es válido: cada enlace para continuar una solicitud sirve una sola vez.';

// In the form's order: where the dwelling is, then its census data (their own group).
const dwelling = {
  'Núcleo o diseminado': 'Villaverde del Arroyo',
  'Tipo de vivienda': 'Vivienda familiar',
  Provincia: 'Valdemora',
  Municipio: 'Villaverde del Arroyo',
  'Código de vía': '0012',
  'Código de pseudovía': '0000',
  'Número de hoja padronal (NHOP)': '345',
  Distrito: '01',
  Sección: '001',
};

const people = [
  {
    nombre: 'Inés Valdés Moreno',
    dni: '11111111H',
    nacimiento: '1988-05-14',
    estudios: '46',
    file: 'dni-ines.pdf',
  },
  {
    nombre: 'Hugo Serrano Valdés',
    dni: '22222222J',
    nacimiento: '2016-09-30',
    estudios: '00',
    file: 'libro-familia.pdf',
  },
];

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

const LINK = /https?:\/\/\S+\/tramites\/alta-padron\?continuar=[A-Za-z0-9_-]+/;

/** The link that brings the saved form back, from the mail to `to`. */
const mailedLink = (dataDir: string, to: string) =>
  waitForMail(dataDir, to, { pick: (text) => LINK.exec(text)?.[0] });

/** Chooses in a select the first option whose text matches `label`, as a person picks it from the list. */
async function choose(select: Locator, label: RegExp) {
  const text = await select.locator('option', { hasText: label }).first().textContent();
  await select.selectOption({ label: text ?? '' });
}

async function fillPerson(page: Page, index: number, person: (typeof people)[number]) {
  const block = page.getByRole('group', { name: `Persona ${index + 1}` });
  await block.getByLabel('Nombre y apellidos').fill(person.nombre);
  await block.getByLabel('DNI/NIE').fill(person.dni);
  await block.getByLabel('Fecha de nacimiento').fill(person.nacimiento);
  await block.getByLabel('Provincia de nacimiento').fill('Valdemora');
  await block.getByLabel('Municipio de nacimiento').fill('Villaverde del Arroyo');
  await block.getByLabel('País de nacimiento').fill('España');
  await block.getByLabel('Nacionalidad').fill('Española');
  await block.getByLabel('Causa del alta').fill('Cambio de residencia');
  await choose(
    block.getByRole('combobox', { name: /^Nivel de estudios/ }),
    new RegExp(`^${person.estudios} ·`),
  );
  await choose(
    block.getByRole('combobox', { name: /^Tipo de documentación/ }),
    index === 0 ? /^Mayor de edad/ : /^Menor de edad/,
  );
  await block
    .getByLabel(/Documentación de esta persona.*: elegir archivos/)
    .setInputFiles({ name: person.file, mimeType: 'application/pdf', buffer: PDF });
}

describe('census registration in steps, with save and return', () => {
  const browser = usePages();

  it('two steps filled, saved, restored in another browser from the mailed link, changed from the review and submitted', async () => {
    const email = `ines.valdes.${Date.now()}@correo.example`;
    await browser.withPage(async ({ page }) => {
      await page.goto(ROUTE);
      await stepHeading(page, 'Paso 1 de 4: Normativa y vivienda').waitFor();
      await expectAccessible(page);
      await page.getByLabel('He leído y acepto la Normativa Legal').check();
      const comunes = page.getByRole('group', { name: 'Datos de la vivienda' });
      for (const [label, value] of Object.entries(dwelling)) {
        await comunes.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).fill(value);
      }
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      // The address follows the step (it may change a moment after the heading shows).
      await page.waitForURL((url) => url.searchParams.get('paso') === '2');
      // The step heading takes the focus, so a screen reader announces "Paso 2 de 4: …".
      await page.waitForFunction(
        (text) => document.activeElement?.textContent === text,
        'Paso 2 de 4: Personas que se inscriben',
      );
      await expectAccessible(page);

      // Back and forward move between steps; the answers stay.
      await page.goBack();
      await stepHeading(page, 'Paso 1 de 4: Normativa y vivienda').waitFor();
      expect(await page.getByLabel(/^Distrito/).inputValue()).toBe('01');
      await page.goForward();
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();

      // One person open at a time: each added person opens, with the focus in its first field, and the one
      // before shows a summary of its answers.
      for (const [index, person] of people.entries()) {
        if (index > 0) {
          await page.getByRole('button', { name: 'Añadir persona' }).click();
          await page.locator(`#root_personas_${index}_nombre:focus`).waitFor();
          await page
            .getByRole('group', { name: `Persona ${index}` })
            .getByText(people[index - 1]?.dni ?? '')
            .waitFor();
        }
        await fillPerson(page, index, person);
      }
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await stepHeading(page, 'Paso 3 de 4: Notificación').waitFor();
      await expectAccessible(page);

      // A reload keeps the step and the answers typed in this tab.
      await page.reload();
      await stepHeading(page, 'Paso 3 de 4: Notificación').waitFor();
      await page.getByRole('link', { name: 'Volver al paso anterior' }).click();
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      // Drawn again after the reload: the first person open, the second summarised.
      expect(await page.locator('#root_personas_0_dni').inputValue()).toBe(people[0]?.dni);
      await page
        .getByRole('group', { name: 'Persona 2' })
        .getByText(people[1]?.dni ?? '')
        .waitFor();
      await expectAccessible(page);
      // Files do not survive a reload (the saved draft keeps them): attached again before saving.
      for (const [index, person] of people.entries()) {
        if (index > 0) await page.getByRole('button', { name: `Editar persona ${index + 1}` }).click();
        await page
          .locator(`#root_personas_${index}_archivos input[type=file]`)
          .setInputFiles({ name: person.file, mimeType: 'application/pdf', buffer: PDF });
      }

      await page.getByRole('button', { name: 'Guardar y continuar más tarde' }).click();
      await page.getByLabel('Tu correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Enviar el enlace' }).click();
      await page.getByRole('heading', { name: 'Tu solicitud está guardada' }).waitFor();
      await expect(
        page.getByText(new RegExp(`Te hemos enviado a ${email.replace(/\./g, '\\.')}`)).isVisible(),
      ).resolves.toBe(true);
      await expectAccessible(page);
    });

    const link = await mailedLink(browser.dataDir, email);
    await browser.withPage(async ({ page, consoleErrors }) => {
      const requests = await recordPosts(page, '/tramites/alta-padron');
      await page.goto(link);
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      await page
        .getByText('Hemos recuperado tu solicitud guardada, con tus respuestas y tus archivos.')
        .waitFor();
      // The one-use token leaves the address (replaced, not pushed) once the draft is back.
      await page.waitForURL((url) => !url.searchParams.has('continuar'));
      expect(await page.locator('#root_personas_0_nombre').inputValue()).toBe(people[0]?.nombre);
      await expect(page.getByText(people[1]?.file ?? '').isVisible()).resolves.toBe(true);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await stepHeading(page, 'Paso 3 de 4: Notificación').waitFor();
      await page.getByLabel('Correo electrónico para notificaciones').fill('ines.valdes@correo.example');
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();

      await stepHeading(page, 'Paso 4 de 4: Revisa tu solicitud').waitFor();
      await expect(page.getByText(people[1]?.nombre ?? '', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(`Persona 2: ${people[1]?.file}`).isVisible()).resolves.toBe(true);
      await expectAccessible(page);

      // "Cambiar" opens the field in its step and "Volver a la revisión" comes back.
      await page.getByRole('link', { name: 'Cambiar «Nombre y apellidos» (Persona 2)' }).click();
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_personas_1_nombre');
      await page.locator('#root_personas_1_nombre').fill('Hugo Serrano Valdés Arroyo');
      await page.getByRole('button', { name: 'Volver a la revisión' }).click();
      await stepHeading(page, 'Paso 4 de 4: Revisa tu solicitud').waitFor();
      await expect(page.getByText('Hugo Serrano Valdés Arroyo').isVisible()).resolves.toBe(true);

      const submit = page.getByRole('button', { name: 'Enviar solicitud' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: CONSENT }).check();
      const download = page.waitForEvent('download');
      await submit.click();
      const receipt = await expectReceipt(
        await download,
        'Solicitud de alta en el padrón municipal de habitantes',
      );
      expect(receipt).toContain('Hugo Serrano Valdés Arroyo');
      expect(receipt).toContain('dni-ines.pdf');
      expect(receipt).toContain('libro-familia.pdf');
      await page.getByText(SUCCESS).waitFor();
      expect(await page.getByRole('button', { name: 'Enviado ✅' }).isDisabled()).toBe(true);
      const body = requests[0]?.postData() ?? '';
      expect(body).toContain('name="personas[1].dni"\r\n\r\n22222222J');
      expect(body).toContain('name="personas[0].archivos[0]"; filename="dni-ines.pdf"');
      expect(body).not.toContain('name="comunes.manzana"');
      expect(requests[0]?.headers()['x-borrador']).toMatch(/^\d+\./);
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    });

    // The link worked once: opened again, a clear Spanish page.
    await browser.withPage(async ({ page }) => {
      await page.goto(link);
      await page
        .getByRole('heading', { level: 2, name: 'No se puede continuar la solicitud guardada' })
        .waitFor();
      await page.getByText(LINK_USED).waitFor();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Empezar de nuevo' }).click();
      await stepHeading(page, 'Paso 1 de 4: Normativa y vivienda').waitFor();
    });
  });

  // A long keyboard journey on a shared machine: retried as a safety net (every attempt starts from a fresh
  // e-mail and fresh pages). The race it once hit, in Mantine's combobox list, went with the native selects.
  it('the same journey with the keyboard alone: steps, save, the mailed link, a change from the review, submit', {
    retry: 2,
  }, async () => {
    const email = `teclado.${Date.now()}@correo.example`;
    const press = async (page: Page, ...keys: string[]) => {
      for (const key of keys) await page.keyboard.press(key);
    };
    // Types each value and moves on with Tab ('' leaves an optional field empty); a date input takes a Tab per
    // part of the date, so Tab is pressed until the focus leaves the field.
    const typeAll = async (page: Page, values: string[]) => {
      for (const value of values) {
        if (value) await page.keyboard.type(value);
        const id = await page.evaluate(() => document.activeElement?.id);
        for (let i = 0; i < 4 && (await page.evaluate(() => document.activeElement?.id)) === id; i++)
          await press(page, 'Tab');
      }
    };
    const focused = (page: Page) =>
      page.evaluate(() => `${document.activeElement?.id}|${document.activeElement?.textContent ?? ''}`);
    // In the focused select (the browser's own), the down arrow chooses the first option after 'Elige una
    // opción' without opening the list; the form then holds it.
    const chooseFirst = async (page: Page, id: string) => {
      expect(await focused(page)).toMatch(new RegExp(`^${id}\\|`));
      await press(page, 'ArrowDown');
      await page.waitForFunction(
        (field) => (document.getElementById(field) as HTMLSelectElement).value !== '',
        id,
      );
    };

    await browser.withPage(async ({ page }) => {
      await page.goto(ROUTE);
      await stepHeading(page, 'Paso 1 de 4: Normativa y vivienda').waitFor();
      await page.getByLabel('He leído y acepto la Normativa Legal').focus();
      await press(page, 'Space', 'Tab');
      // Núcleo, tipo, the optional manzana, provincia, municipio, the optional entities, the census data
      // (código de vía … sección), then 'Continuar'.
      await typeAll(page, [
        ...Object.values(dwelling).slice(0, 2),
        '',
        ...Object.values(dwelling).slice(2, 4),
        '',
        '',
        ...Object.values(dwelling).slice(4),
      ]);
      expect(await focused(page)).toMatch(/\|Continuar$/);
      await press(page, 'Enter');
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      // From the focused step heading, Tab reaches the person's first field.
      await press(page, 'Tab');
      expect(await focused(page)).toMatch(/^root_personas_0_nombre\|/);
      await typeAll(page, [
        'Inés Valdés Moreno',
        '11111111H',
        '14051988',
        'Valdemora',
        'Villaverde del Arroyo',
        'España',
        'Española',
      ]);
      // Nivel de estudios and Tipo de documento: chosen with the arrow.
      await chooseFirst(page, 'root_personas_0_estudios');
      await press(page, 'Tab');
      await typeAll(page, ['Cambio de residencia']);
      await chooseFirst(page, 'root_personas_0_tipoDoc');
      expect(await page.locator('#root_personas_0_estudios').inputValue()).not.toBe('');
      // On to 'Guardar y continuar más tarde' (after the file picker, 'Añadir persona' and 'Continuar').
      for (let i = 0; i < 15 && !(await focused(page)).endsWith('|Guardar y continuar más tarde'); i++)
        await press(page, 'Tab');
      await press(page, 'Enter');
      expect(await focused(page)).toMatch(/\|$/);
      await page.keyboard.type(email);
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Tu solicitud está guardada' }).waitFor();
      await expectAccessible(page);
    });

    const link = await mailedLink(browser.dataDir, email);
    await browser.withPage(async ({ page, consoleErrors }) => {
      await page.goto(link);
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      expect(await page.locator('#root_personas_0_dni').inputValue()).toBe('11111111H');
      for (let i = 0; i < 25 && !(await focused(page)).endsWith('|Continuar'); i++) await press(page, 'Tab');
      await press(page, 'Enter');
      await stepHeading(page, 'Paso 3 de 4: Notificación').waitFor();
      // Past the notice of the restored draft (its close button) to the e-mail field.
      for (let i = 0; i < 5 && !(await focused(page)).startsWith('root_emailContacto|'); i++)
        await press(page, 'Tab');
      await page.keyboard.type('ines.valdes@correo.example');
      await press(page, 'Enter');
      await stepHeading(page, 'Paso 4 de 4: Revisa tu solicitud').waitFor();
      await expectAccessible(page);
      // Tab to the 'Cambiar' of Causa del alta, change it, and come back to the review.
      for (let i = 0; i < 60 && !(await focused(page)).includes('Cambiar «Causa del alta»'); i++)
        await press(page, 'Tab');
      await press(page, 'Enter');
      await stepHeading(page, 'Paso 2 de 4: Personas que se inscriben').waitFor();
      expect(await focused(page)).toMatch(/^root_personas_0_causa\|/);
      await press(page, 'Control+a');
      await page.keyboard.type('Nacimiento en el municipio');
      await press(page, 'Enter');
      await stepHeading(page, 'Paso 4 de 4: Revisa tu solicitud').waitFor();
      await page.getByText('Nacimiento en el municipio').waitFor();
      for (let i = 0; i < 80 && !(await focused(page)).startsWith('root_firmaPresencial|'); i++)
        await press(page, 'Tab');
      await press(page, 'Space', 'Tab');
      expect(await focused(page)).toMatch(/\|Enviar solicitud$/);
      const download = page.waitForEvent('download');
      await press(page, 'Enter');
      const receipt = await expectReceipt(
        await download,
        'Solicitud de alta en el padrón municipal de habitantes',
      );
      expect(receipt).toContain('Nacimiento en el municipio');
      await page.getByText(SUCCESS).waitFor();
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    });
  });
});
