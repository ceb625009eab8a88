import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import { loadCatalogue, PROCEDURES_DIR } from '#engine/catalogue/load-catalogue.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { pdfBytes, proceduresServer } from '#tests/integration/procedures-helpers.ts';
import { pdfText } from '#tests/integration/procedures-pdf-text.ts';
import { checkProcedures } from '../check-procedures.ts';
import { storiesFor, validatorsFor } from './generated-files.ts';

// The promise to council staff: adding one folder adds the procedure everywhere, with no code.
const root = mkdtempSync(path.join(tmpdir(), 'tramites-nuevo-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(PROCEDURES_DIR, root, { recursive: true });
const folder = path.join(root, 'vado-permanente');
mkdirSync(folder);
const write = (name: string, json: unknown) => writeFileSync(path.join(folder, name), JSON.stringify(json));
write('procedure.json', {
  orden: 15,
  nombreCorto: 'Vado permanente',
  titulo: 'Solicitud de vado permanente',
  descripcion: 'Sirve para pedir la reserva de la entrada de vehículos a un garaje.',
  icono: 'solicitud',
  api: '/tramites/vado-permanente',
  pdf: 'vado-permanente.pdf',
  consentimiento: { texto: 'Firmo la solicitud.', alerta: 'Debes firmar la solicitud.' },
  mensajes: { error: 'Error al generar el PDF. Inténtalo de nuevo.' },
  documentos: [{ clave: 'plano', nombre: 'Plano de la entrada', obligatorio: true, tipos: ['pdf'] }],
  ejemplosInvalidos: [{ motivo: 'Sin firma.', datos: { nombre: 'Ana Prieto Gil', calle: 'Calle Mayor, 3' } }],
});
write('schema.json', {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nombre: { $ref: '../../schemas/comunes.json#/definitions/nombre' },
    calle: { $ref: '../../schemas/comunes.json#/definitions/direccion', title: 'Dirección del garaje' },
    firmaAceptada: { $ref: '../../schemas/comunes.json#/definitions/firmaAceptada' },
  },
  required: ['nombre', 'calle', 'firmaAceptada'],
  examples: [{ nombre: 'Ana Prieto Gil', calle: 'Calle Mayor, 3', firmaAceptada: true }],
});
write('ui.json', { calle: { 'ui:placeholder': 'Calle y número' } });

describe('a new procedure folder', () => {
  const catalogue = loadCatalogue(root);
  const added = findProcedure(catalogue, 'vado-permanente');

  it('is in the catalogue, last by its orden, so the index lists it and /tramites/vado-permanente finds it', () => {
    expect(added?.titulo).toBe('Solicitud de vado permanente');
    expect(catalogue.at(-1)?.slug).toBe('vado-permanente');
  });

  it('passes the catalogue check as written', async () => {
    expect(await checkProcedures(root)).toEqual([]);
  });

  it('gets an API endpoint on the server that answers with a PDF receipt', async () => {
    const app = await proceduresServer(catalogue);
    try {
      const list = (await app.inject({ method: 'GET', url: '/api/tramites' })).json() as Array<{
        api: string;
      }>;
      expect(list.map((entry) => entry.api)).toContain('/tramites/vado-permanente');
      const plano = new File([new Uint8Array(pdfBytes('plano'))], 'plano de la entrada.pdf');
      const body = toMultipart(
        { nombre: 'Ana Prieto Gil', calle: 'Calle Mayor, 3', firmaAceptada: true },
        { documentos: [{ clave: 'plano', archivo: plano }] },
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/tramites/vado-permanente',
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-disposition']).toBe('attachment; filename="vado-permanente.pdf"');
      const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Justificante de presentación');
      expect(text).toContain('Solicitud de vado permanente');
      expect(text).toContain('Dirección del garaje: Calle Mayor, 3');
      expect(text).toContain('plano de la entrada.pdf');
      const unsigned = toMultipart({ nombre: 'Ana Prieto Gil', calle: 'Calle Mayor, 3' });
      const refused = await app.inject({
        method: 'POST',
        url: '/api/tramites/vado-permanente',
        payload: unsigned,
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('gets a Storybook story and a precompiled validator from npm run generate', () => {
    expect(storiesFor(catalogue)).toContain(`export const VadoPermanente: Story = {`);
    expect(validatorsFor(added as NonNullable<typeof added>)).toContain('Dirección del garaje');
  });
});
