import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import site from '#content/sitio.json';
import { summarize } from '#engine/summary/summarize.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { describeWithServer } from './databases.ts';
import {
  catalogue,
  exampleData,
  exampleFiles,
  postExample,
  postSubmission,
  procedureBySlug,
} from './procedures-helpers.ts';
import { pdfText } from './procedures-pdf-text.ts';

const sha256 = (content: Buffer | Uint8Array) => createHash('sha256').update(content).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');

describeWithServer('Trámites: presentación válida de cada procedimiento', (server) => {
  it('GET /api/tramites lists the whole catalogue with its API paths and document kinds', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/tramites' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(catalogue.length);
    const animals = list.find((entry) => entry.slug === 'inscripcion-animales');
    expect(animals).toMatchObject({
      titulo: 'Inscripción o baja en el censo municipal de animales domésticos',
      ruta: '/tramites/inscripcion-animales',
      api: '/tramites/inscripcion-censo-animales',
    });
    expect(animals?.documentos).toContainEqual({
      clave: 'cartillaSanitaria',
      nombre: 'Cartilla sanitaria o pasaporte del animal',
      obligatorio: true,
    });
  });

  for (const procedure of catalogue) {
    it(`${procedure.slug}: registers the example, keeps its files and answers with the receipt`, async () => {
      const { app } = server();
      const { data, files, response } = await postExample(app, procedure);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${procedure.pdf}"`);
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');

      const registro = String(response.headers['x-numero-registro']);
      expect(registro).toMatch(/^\d{4}\/\d{6}$/);
      const [entry] = await app.db.query<Record<string, unknown>>(
        `select id, procedimiento, datos, csv, justificante_sha256, justificante_bytes, estado
         from tramites where registro = $1`,
        [registro],
      );
      expect(entry).toMatchObject({ procedimiento: procedure.slug, estado: 'recibido' });
      expect(entry?.datos).toEqual(data);
      expect(entry?.csv).toMatch(/^[A-HJ-NP-Z2-9]{20}$/);
      // The stored receipt is exactly what the resident got.
      expect(entry?.justificante_sha256).toBe(sha256(pdf));
      expect(entry?.justificante_bytes).toBe(pdf.length);
      expect(await app.files.exists(sha256(pdf))).toBe(true);

      const sent = [
        ...files.documentos.map((d) => ({ tipo: d.clave, archivo: d.archivo })),
        ...(files.elementos?.personas ?? []).flatMap((list, i) =>
          list.map((archivo) => ({ tipo: `personas[${i}]`, archivo })),
        ),
      ];
      const rows = await app.db.query<{
        sha256: string;
        tipo: string;
        nombre_original: string;
        bytes: number;
      }>(
        'select sha256, tipo, nombre_original, bytes from tramites_archivos where tramite_id = $1 order by posicion',
        [entry?.id],
      );
      expect(rows).toHaveLength(sent.length);
      for (const { tipo, archivo } of sent) {
        const content = new Uint8Array(await archivo.arrayBuffer());
        expect(rows).toContainEqual({
          sha256: sha256(content),
          tipo,
          nombre_original: archivo.name,
          bytes: content.length,
        });
        expect(await app.files.exists(sha256(content))).toBe(true);
      }

      const text = flat(pdfText(pdf));
      expect(text).toContain('Justificante de presentación');
      expect(text).toContain(site.ayuntamiento);
      expect(text).toContain(procedure.titulo);
      expect(text).toContain(`Número de registro: ${registro}`);
      expect(text).toContain(`Código seguro de verificación (CSV): ${entry?.csv}`);
      expect(text).toContain(`/verificar?csv=${entry?.csv}`);
      expect(text).toMatch(/Fecha y hora de presentación: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
      for (const section of summarize(procedure, data)) {
        expect(text).toContain(section.titulo);
        for (const field of section.campos) expect(text).toContain(flat(`${field.etiqueta}: ${field.valor}`));
      }
      for (const { archivo } of sent) expect(text).toContain(archivo.name);
      for (const row of rows) expect(text).toContain(row.sha256.slice(0, 32));
      for (const legal of procedure.textosLegales) expect(text).toContain(legal.titulo);
      expect(text).toContain('Protección de datos personales');
      expect(text).toContain('Delegación de Protección de Datos de la Diputación de Valdemora');
      expect(text).toMatch(/Página 1 de \d/);
    });
  }

  it('numbers the entries of a year one after another, never twice', async () => {
    const { app } = server();
    const rows = await app.db.query<{ anio: number; numero: number; registro: string }>(
      'select anio, numero, registro from tramites order by numero',
    );
    expect(rows.length).toBeGreaterThanOrEqual(catalogue.length);
    rows.forEach((row, index) => {
      expect(row.numero).toBe(index + 1);
      expect(row.registro).toBe(`${row.anio}/${String(index + 1).padStart(6, '0')}`);
    });
  });
});

describeWithServer('Domiciliación: el IBAN se escribe una vez', (server) => {
  it('derives entity, office, check digits and account from the IBAN and prints them on the receipt', async () => {
    const { app } = server();
    const procedure = procedureBySlug('domiciliacion');
    const data = exampleData(procedure);
    data.iban = 'ES91 2100 0418 4502 0005 1332';
    // Only the IBAN is typed; a stale part sent by a client is replaced by the IBAN's own.
    for (const part of ['agencia', 'dc', 'numeroCuenta']) delete data[part];
    data.entidad = '9999';
    const response = await postSubmission(
      app,
      procedure,
      toMultipart(data, await exampleFiles(procedure, data)),
    );
    expect(response.statusCode, response.body).toBe(201);
    const registro = String(response.headers['x-numero-registro']);
    const [entry] = await app.db.query<{ datos: Record<string, unknown> }>(
      'select datos from tramites where registro = $1',
      [registro],
    );
    expect(entry?.datos).toMatchObject({
      entidad: '2100',
      agencia: '0418',
      dc: '45',
      numeroCuenta: '0200051332',
    });
    const text = flat(pdfText(response.rawPayload));
    for (const line of [
      'Entidad: 2100',
      'Oficina: 0418',
      'Dígitos de control (DC): 45',
      'Número de cuenta: 0200051332',
    ]) {
      expect(text).toContain(line);
    }
  });
});
