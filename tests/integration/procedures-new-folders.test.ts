import { afterAll, describe, expect, it } from 'vitest';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import { loadCatalogue, PROCEDURES_DIR, readProcedureSources } from '#engine/node/load-catalogue.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { fixtureFiles, fixtureSlug, proceduresCopy, writeFolder } from '#tests/fixtures/procedure-folders.ts';
import { pdfBytes, proceduresServer } from '#tests/integration/procedures-helpers.ts';
import { pdfText } from '#tests/integration/procedures-pdf-text.ts';
import { checkCatalogue } from '../../scripts/check-procedures.ts';
import { storiesFor, validatorsFor } from '../../scripts/procedures/generated-files.ts';

// The promise to council staff: adding folders adds the procedures everywhere, with no code and no numbering.
// Two folders are added to a temporary copy of the real catalogue, whatever its size: neither says `orden`,
// `api` nor `pdf`, one uses an icon the catalogue never used.
const copy = proceduresCopy();
afterAll(copy.remove);
const existing = readProcedureSources(PROCEDURES_DIR).length;
const first = fixtureSlug('vado');
const second = fixtureSlug('alfa');
writeFolder(copy.root, first, fixtureFiles('Vado de prueba'));
writeFolder(copy.root, second, fixtureFiles('Quiosco de prueba')).edit('procedure', (meta) => {
  meta.icono = 'ice-cream';
});

describe('two new procedure folders in a copy of the catalogue', () => {
  const catalogue = loadCatalogue(copy.root);

  it('are both in the catalogue, after every numbered one and alphabetically between them', () => {
    expect(catalogue).toHaveLength(existing + 2);
    const slugs = catalogue.map((procedure) => procedure.slug);
    const unnumbered = catalogue.filter((procedure) => procedure.orden === undefined).map((p) => p.slug);
    expect(unnumbered).toEqual([...unnumbered].sort((a, b) => a.localeCompare(b, 'es')));
    expect(unnumbered).toEqual(expect.arrayContaining([first, second]));
    expect(slugs.slice(-unnumbered.length)).toEqual(unnumbered);
  });

  it('get their API path and receipt name from the folder name', () => {
    expect(findProcedure(catalogue, first)).toMatchObject({ api: `/tramites/${first}`, pdf: `${first}.pdf` });
    expect(findProcedure(catalogue, second)).toMatchObject({
      api: `/tramites/${second}`,
      pdf: `${second}.pdf`,
    });
  });

  it('pass the catalogue check as written', async () => {
    expect(await checkCatalogue(copy.root)).toEqual({ errores: [], avisos: [] });
  });

  it.each([
    ['the first', first],
    ['the second', second],
  ])('%s gets an API endpoint that answers with its PDF receipt', async (_which, slug) => {
    const app = await proceduresServer(catalogue);
    try {
      const list = (await app.inject({ method: 'GET', url: '/api/tramites' })).json() as Array<{
        api: string;
      }>;
      expect(list.map((entry) => entry.api)).toContain(`/tramites/${slug}`);
      const plano = new File([new Uint8Array(pdfBytes(slug))], 'plano de la entrada.pdf');
      const data = { nombre: 'Zoe Quintero Zamora', calle: 'Calle Z, 9', firmaAceptada: true };
      const body = toMultipart(data, { documentos: [{ clave: 'plano', archivo: plano }] });
      const response = await app.inject({ method: 'POST', url: `/api/tramites/${slug}`, payload: body });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${slug}.pdf"`);
      const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Justificante de presentación');
      expect(text).toContain(findProcedure(catalogue, slug)?.titulo);
      expect(text).toContain('Dirección del garaje: Calle Z, 9');
      expect(text).toContain('plano de la entrada.pdf');
      const { firmaAceptada: _unsigned, ...unsigned } = data;
      const refused = await app.inject({
        method: 'POST',
        url: `/api/tramites/${slug}`,
        payload: toMultipart(unsigned),
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('get a Storybook story and a precompiled validator', () => {
    const stories = storiesFor(catalogue);
    for (const slug of [first, second]) {
      expect(stories).toContain(`args: { slug: ${JSON.stringify(slug)} }`);
      const procedure = findProcedure(catalogue, slug);
      expect(procedure && validatorsFor(procedure)).toContain('Dirección del garaje');
    }
  });
});
