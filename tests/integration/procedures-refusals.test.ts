import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { consentField, type Procedure } from '#engine/procedure.ts';
import { type FormFiles, toMultipart } from '#engine/wire/multipart.ts';
import { describeWithServer } from './databases.ts';
import {
  catalogue,
  countEntries,
  exampleData,
  exampleFiles,
  file,
  pdfBytes,
  postSubmission,
  procedureBySlug,
  storedFiles,
  unique,
} from './procedures-helpers.ts';

type Data = Record<string, unknown>;
interface Refusal {
  mensaje: string;
  errores: Array<{ campo: string; mensaje: string }>;
}

const MB = 1024 * 1024;

// The first DNI of a submission and where it is: the applicant's, or the first census person's.
function dniPath(data: Data): { target: Data; key: string; campo: string } | undefined {
  if (typeof data.dni === 'string') return { target: data, key: 'dni', campo: 'dni' };
  const first = Array.isArray(data.personas) ? (data.personas[0] as Data | undefined) : undefined;
  if (typeof first?.dni === 'string') return { target: first, key: 'dni', campo: 'personas[0].dni' };
  return undefined;
}

// The applicant's e-mail field, where the form has one.
const emailField = (data: Data) => ['email', 'emailContacto'].find((name) => typeof data[name] === 'string');

const wrongLetter = (dni: string) => {
  const letter = dni.at(-1)?.toUpperCase();
  return dni.slice(0, -1) + (letter === 'A' ? 'B' : 'A');
};

describeWithServer('Trámites: solicitudes rechazadas', (server) => {
  let before: { entries: number; files: string[] };
  let app: FastifyInstance;

  beforeEach(async () => {
    app = server().app;
    before = { entries: await countEntries(app), files: storedFiles(server().config.dataDir) };
  });

  async function refuse(procedure: Procedure, data: Data, files?: FormFiles<File>, status = 400) {
    const body = toMultipart(data, files ?? (await exampleFiles(procedure, data)));
    const response = await postSubmission(app, procedure, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    // Nothing of a refused submission is kept: no entry, no file.
    expect(await countEntries(app)).toBe(before.entries);
    expect(storedFiles(server().config.dataDir)).toEqual(before.files);
    return response.json() as Refusal;
  }

  const fieldsOf = (refusal: Refusal) => refusal.errores.map((e) => e.campo);

  for (const procedure of catalogue) {
    const consent = consentField(procedure);
    const required = (procedure.schema.required ?? []).filter((name) => {
      const type = (procedure.schema.properties?.[name] as { type?: string } | undefined)?.type;
      return name !== consent && type !== 'object' && type !== 'array' && type !== 'boolean';
    });

    it(`${procedure.slug}: a missing required field is named in Spanish`, async () => {
      const field = required[0];
      expect(field, 'el esquema debe tener algún campo obligatorio').toBeDefined();
      const data = exampleData(procedure);
      delete data[field as string];
      const refusal = await refuse(procedure, data);
      expect(refusal.mensaje).toMatch(/corregir/);
      expect(fieldsOf(refusal)).toContain(field);
      expect(refusal.errores.find((e) => e.campo === field)?.mensaje).toMatch(/obligatorio/);
    });

    it(`${procedure.slug}: without the signature or consent box the submission is refused`, async () => {
      const data = exampleData(procedure);
      delete data[consent];
      expect(fieldsOf(await refuse(procedure, data))).toContain(consent);
    });

    it(`${procedure.slug}: a file whose content is not PDF, JPG or PNG is refused whatever its name`, async () => {
      const data = exampleData(procedure);
      const files = await exampleFiles(procedure, data);
      const fake = file(Buffer.from(`MZ no soy un PDF ${unique()}`), 'informe.pdf', 'application/pdf');
      const slot = procedure.documentos[0];
      let campo: string;
      if (slot) {
        files.documentos.push({ clave: slot.clave, archivo: fake });
        campo = 'archivos';
      } else {
        files.elementos = { personas: [[fake]] };
        campo = 'personas[0].archivos';
      }
      if (!slot && !Array.isArray(data.personas)) {
        // A procedure with no upload slot takes no file at all.
        files.documentos.push({ clave: 'otros', archivo: fake });
        const refusal = await refuse(procedure, data, files);
        expect(refusal.errores).toContainEqual({
          campo: 'archivos',
          mensaje: 'El tipo de documento «otros» no existe en este trámite.',
        });
        return;
      }
      const refusal = await refuse(procedure, data, files);
      const error = refusal.errores.find((e) => e.campo === campo);
      expect(error?.mensaje).toMatch(/«informe\.pdf» no es un documento válido/);
    });
  }

  // Each check runs on the procedures whose forms have that field.
  it.for(catalogue.filter((procedure) => emailField(exampleData(procedure))))(
    '$slug: a bad e-mail address is refused',
    async (procedure) => {
      const data = exampleData(procedure);
      const key = emailField(data) as string;
      data[key] = 'correo-sin-arroba.example';
      const refusal = await refuse(procedure, data);
      expect(refusal.errores.find((e) => e.campo === key)?.mensaje).toMatch(/correo electrónico válida/);
    },
  );

  it.for(catalogue.filter((procedure) => dniPath(exampleData(procedure))))(
    '$slug: a DNI with a wrong check letter is refused',
    async (procedure) => {
      const data = exampleData(procedure);
      const dni = dniPath(data) as NonNullable<ReturnType<typeof dniPath>>;
      dni.target[dni.key] = wrongLetter(String(dni.target[dni.key]));
      const refusal = await refuse(procedure, data);
      expect(refusal.errores.find((e) => e.campo === dni.campo)?.mensaje).toMatch(/DNI\/NIE válido/);
    },
  );

  it('domiciliacion: an IBAN with wrong check digits is refused', async () => {
    const procedure = procedureBySlug('domiciliacion');
    const data = exampleData(procedure);
    data.iban = 'ES00 2100 0418 4502 0005 1332';
    const refusal = await refuse(procedure, data);
    expect(refusal.errores.find((e) => e.campo === 'iban')?.mensaje).toMatch(/IBAN español válido/);
  });

  it('inscripcion-animales: each of the three documents is required', async () => {
    const procedure = procedureBySlug('inscripcion-animales');
    for (const clave of ['dniPropietario', 'cartillaSanitaria', 'documentoIdentificacion']) {
      const data = exampleData(procedure);
      const files = await exampleFiles(procedure, data);
      files.documentos = files.documentos.filter((d) => d.clave !== clave);
      const name = procedure.documentos.find((d) => d.clave === clave)?.nombre;
      const refusal = await refuse(procedure, data, files);
      expect(refusal.errores).toContainEqual({
        campo: 'archivos',
        mensaje: `Falta el documento obligatorio «${name}».`,
      });
    }
  });

  it('a file over 10 MB gets 413 with a Spanish message', async () => {
    const procedure = procedureBySlug('solicitud-general');
    const data = exampleData(procedure);
    const big = Buffer.concat([pdfBytes(unique()), Buffer.alloc(10 * MB)]);
    const files = { documentos: [{ clave: 'otros', archivo: file(big, 'grande.pdf', 'application/pdf') }] };
    const refusal = await refuse(procedure, data, files, 413);
    expect(refusal.mensaje).toBe('Cada archivo puede ocupar como máximo 10 MB.');
  });

  it('files over 25 MB together get 413', async () => {
    const procedure = procedureBySlug('solicitud-general');
    const data = exampleData(procedure);
    const documentos = [1, 2, 3].map((n) => ({
      clave: 'otros',
      archivo: file(
        Buffer.concat([pdfBytes(unique()), Buffer.alloc(9 * MB)]),
        `parte-${n}.pdf`,
        'application/pdf',
      ),
    }));
    const refusal = await refuse(procedure, data, { documentos }, 413);
    expect(refusal.mensaje).toBe('Los archivos de una solicitud pueden ocupar como máximo 25 MB en total.');
  });

  it('refuses prototype-polluting field names anywhere in the path', async () => {
    const procedure = procedureBySlug('alta-padron');
    for (const name of [
      '__proto__',
      'constructor',
      'personas[0].__proto__',
      'comunes.prototype',
      'a.constructor.b',
    ]) {
      const data = exampleData(procedure);
      const body = toMultipart(data, await exampleFiles(procedure, data));
      body.append(name, 'contaminado');
      const response = await postSubmission(app, procedure, body);
      expect(response.statusCode, name).toBe(400);
      expect((response.json() as Refusal).mensaje).toMatch(/nombre de campo no permitido|no está permitido/);
      expect(({} as Record<string, unknown>).contaminado).toBeUndefined();
    }
    expect(await countEntries(app)).toBe(before.entries);
  });

  it('refuses a body that is not multipart, too many fields, or an overlong field', async () => {
    const procedure = procedureBySlug('solicitud-general');
    const json = await app.inject({ method: 'POST', url: `/api${procedure.api}`, payload: { nombre: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ mensaje: 'Envía el formulario como multipart/form-data.' });

    const many = toMultipart(exampleData(procedure));
    for (let i = 0; i < 900; i++) many.append(`campo${i}`, 'x');
    const tooMany = await postSubmission(app, procedure, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ mensaje: 'La solicitud tiene demasiados campos.' });

    const long = toMultipart({ ...exampleData(procedure), expone: 'a'.repeat(30_000) });
    const tooLong = await postSubmission(app, procedure, long);
    expect(tooLong.statusCode).toBe(413);
    expect((tooLong.json() as Refusal).mensaje).toBe('El campo «expone» es demasiado largo.');
    expect(await countEntries(app)).toBe(before.entries);
  });
});
