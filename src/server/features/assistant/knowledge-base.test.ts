import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '#server/db/db.ts';
import { openDatabase } from '#server/db/open.ts';
import { TableCache } from '#server/plugins/table-changes/index.ts';
import { composeAnswer } from './answer-composer.ts';
import { KnowledgeBase } from './knowledge-base.ts';
import { buildQuery } from './query.ts';
import { TEST_SITE } from './test-site.ts';

let dir: string;
let db: Db;
const warn = vi.fn();

const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
};
const site = TEST_SITE;
const procedure = (slug: string, titulo: string, descripcion: string) => {
  write(path.join(dir, 'procedures', slug, 'procedure.json'), {
    nombreCorto: titulo,
    titulo,
    descripcion,
    documentos: [{ clave: 'dni', nombre: 'Copia del DNI', obligatorio: true, tipos: ['pdf'] }],
  });
  write(path.join(dir, 'procedures', slug, 'schema.json'), { type: 'object' });
};

async function firstUrl(kb: KnowledgeBase, question: string) {
  const { index } = await kb.get();
  const query = buildQuery(question, []);
  return index.query(query.terms)[0]?.passage.url;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'asistente-'));
  write(path.join(dir, 'content', 'sitio.json'), site);
  write(path.join(dir, 'content', 'pueblo', 'fiestas.json'), {
    fiestas: [{ nombre: 'San Antón', fecha: '17 de enero', parrafos: ['Hoguera y bendición de animales.'] }],
  });
  write(path.join(dir, 'content', 'pagina-sin-ruta.json'), { texto: 'Nadie enlaza esta página.' });
  write(path.join(dir, 'content', 'legal.json'), {
    contacto: { titulo: 'Contacto', horario: 'Atención al público de lunes a viernes, de 9:00 a 14:00.' },
    avisoLegal: { titulo: 'Aviso legal', texto: 'El horario de carga de la web no está garantizado.' },
  });
  procedure('alta-padron', 'Alta en el padrón', 'Sirve para empadronarse.');
  db = await openDatabase({ databaseUrl: 'pglite://memory', dataDir: dir });
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('KnowledgeBase', () => {
  const make = () =>
    new KnowledgeBase({
      db,
      contentDir: path.join(dir, 'content'),
      proceduresDir: path.join(dir, 'procedures'),
      warn,
      fileCheckMs: 0,
    });

  it('indexes content, procedures, booking and contact, and reports files no page shows', async () => {
    const kb = make();
    const { index } = await kb.get();
    const urls = new Set(index.passages.map((p) => p.url));
    for (const url of [
      '/pueblo/fiestas',
      '/tramites/alta-padron',
      '/tramites',
      '/servicios/reserva-pistas',
      '/pie-de-web',
    ]) {
      expect(urls).toContain(url);
    }
    expect(index.passages.find((p) => p.id === 'sitio:contacto')?.frases.join(' ')).toContain(site.telefono);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content/pagina-sin-ruta'));
  });

  it("finds the council's opening hours in its contact section when asked about the council", async () => {
    const { index, site: info } = await make().get();
    const query = buildQuery('¿Cuál es el horario del Ayuntamiento?', []);
    const answer = composeAnswer(index.query(query.terms), query, info, index);
    expect(answer.content.split('\n')[0]).toContain('9:00 a 14:00');
    expect(answer.citations[0]?.url).toBe('/pie-de-web#contacto');
  });

  it('reuses the index while nothing changes', async () => {
    const kb = make();
    expect(await kb.get()).toBe(await kb.get());
  });

  it('rebuilds when a content file changes or a procedure folder appears', async () => {
    const kb = make();
    expect(await firstUrl(kb, 'trashumancia')).toBeUndefined();
    write(path.join(dir, 'content', 'pueblo', 'fiestas.json'), {
      fiestas: [
        {
          nombre: 'Fiesta de la Trashumancia',
          fecha: '16 de agosto',
          parrafos: ['Paso del ganado por la plaza.'],
        },
      ],
    });
    expect(await firstUrl(kb, 'trashumancia')).toBe('/pueblo/fiestas');
    procedure('solicitud-general', 'Solicitud general', 'Sirve para presentar una instancia o una queja.');
    expect(await firstUrl(kb, 'presentar una queja')).toBe('/tramites/solicitud-general');
  });

  it('rebuilds when news is published', async () => {
    const kb = make();
    const before = await kb.get();
    const [row] = await db.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Mercadillo solidario', 'El mercadillo solidario será el domingo.') returning id",
    );
    expect(await kb.get()).not.toBe(before);
    expect(await firstUrl(kb, 'mercadillo')).toBe(`/noticia/${row?.id}`);
  });

  it('rebuilds when a news item is edited', async () => {
    const kb = make();
    const [row] = await db.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Feria del queso', 'La feria del queso será el sábado.') returning id",
    );
    await kb.get();
    await db.query(
      "update noticias set contenido = 'La feria del queso se aplaza al domingo.' where id = $1",
      [row?.id],
    );
    const { index } = await kb.get();
    const text = index.passagesAt(`/noticia/${row?.id}`).flatMap((p) => p.frases);
    expect(text.join(' ')).toContain('domingo');
  });

  it('with change notices, reads the database fingerprint once per change, not once per question', async () => {
    const changes = new TableCache();
    changes.setLive(true);
    let reads = 0;
    const counting = {
      query: <T>(sql: string, params?: unknown[]) => {
        if (sql.includes('concat_ws')) reads += 1;
        return db.query<T>(sql, params);
      },
      exec: (sql: string) => db.exec(sql),
    };
    const kb = new KnowledgeBase({
      db: counting,
      contentDir: path.join(dir, 'content'),
      proceduresDir: path.join(dir, 'procedures'),
      warn,
      changes,
    });
    const first = await kb.get();
    await kb.get();
    await kb.get();
    expect(reads).toBe(1);
    const [row] = await db.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Concurso de tortillas', 'El concurso de tortillas será en la plaza.') returning id",
    );
    changes.changed('noticias');
    const next = await kb.get();
    expect(reads).toBe(2);
    expect(next).not.toBe(first);
    expect(await firstUrl(kb, 'concurso de tortillas')).toBe(`/noticia/${row?.id}`);
  });

  it('shares one rebuild between concurrent questions', async () => {
    const kb = make();
    const [a, b] = await Promise.all([kb.get(), kb.get()]);
    expect(a).toBe(b);
  });
});
