import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_UPLOADS } from '#server/features/content/demo/paths.ts';
import { fillMinutesText } from '#server/features/content/fill-minutes-text.ts';
import { uploadsDir } from '#server/plugins/web-app.ts';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const demoMinutes = (name: string) =>
  readFileSync(path.join(ROOT, DEMO_UPLOADS.dir, DEMO_UPLOADS.minutes, name));
/** Committed demo minutes whose second point proposes the local holidays. */
const MINUTES = demoMinutes('acta-pleno-02.pdf');

describeWithServer(
  'Minutes text: what the Pleno agreed, found by the assistant and the site search',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await signIn(server().app);
    });

    it('reads an uploaded PDF, so a question about an agreement cites the month of its minutes', async () => {
      const { app } = server();
      const data = new FormData();
      data.append('fecha', '2026-03-05');
      data.append(
        'archivo',
        new Blob([new Uint8Array(MINUTES)], { type: 'application/pdf' }),
        'Pleno marzo.pdf',
      );
      const upload = await app.inject({
        method: 'POST',
        url: '/api/actas',
        payload: data,
        headers: bearer(token),
      });
      expect(upload.statusCode).toBe(201);

      const chat = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: '¿Qué fiestas locales propuso el pleno para el año que viene?', prevId: null },
        remoteAddress: '10.61.0.1',
      });
      const answer = chat.json() as { content: string; citations: Array<{ url: string }> };
      expect(answer.citations[0]?.url).toBe('/ayuntamiento/actas-pleno#marzo-de-2026');
      expect(answer.content).toContain('San Roque y de la Virgen del Arroyo');

      const search = await app.inject({
        url: '/api/buscar?q=fiestas%20locales%20autoridad%20laboral',
        remoteAddress: '10.61.0.2',
      });
      const results = (search.json() as { resultados: Array<{ url: string; tipo: string }> }).resultados;
      expect(results.slice(0, 3)).toContainEqual(
        expect.objectContaining({ url: '/ayuntamiento/actas-pleno#marzo-de-2026', tipo: 'Acta' }),
      );
    });

    it('says when sessions start from the opening every set of minutes repeats, cited once, at the newest', async () => {
      const { app } = server();
      for (const [fecha, name] of [
        ['2026-05-07', 'acta-pleno-01.pdf'],
        ['2026-06-04', 'acta-pleno-03.pdf'],
      ] as const) {
        const data = new FormData();
        data.append('fecha', fecha);
        data.append(
          'archivo',
          new Blob([new Uint8Array(demoMinutes(name))], { type: 'application/pdf' }),
          name,
        );
        const upload = await app.inject({
          method: 'POST',
          url: '/api/actas',
          payload: data,
          headers: bearer(token),
        });
        expect(upload.statusCode).toBe(201);
      }
      const chat = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Según las actas, ¿a qué hora empiezan las sesiones del pleno?', prevId: null },
        remoteAddress: '10.61.0.3',
      });
      const answer = chat.json() as { content: string; citations: Array<{ url: string }> };
      expect(answer.citations[0]?.url).toBe('/ayuntamiento/actas-pleno#junio-de-2026');
      expect(answer.content).toContain('diecinueve horas');
      const search = await app.inject({
        url: '/api/buscar?q=siendo%20las%20diecinueve%20horas',
        remoteAddress: '10.61.0.4',
      });
      const results = (search.json() as { resultados: Array<{ tipo: string }> }).resultados;
      expect(results.filter((r) => r.tipo === 'Acta')).toHaveLength(1);
    });

    it('reads, once, the minutes uploaded before their text was stored; a file that is gone stores none', async () => {
      const { app } = server();
      const dir = path.join(uploadsDir(app.config.dataDir), 'actas');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'antigua.pdf'), MINUTES);
      const rows = await app.db.query<{ id: number }>(
        `insert into actas (nombre, url) values ('Antigua', '/uploads/actas/antigua.pdf'), ('Perdida', '/uploads/actas/perdida.pdf')
       returning id`,
      );
      expect(await fillMinutesText(app.db, [uploadsDir(app.config.dataDir)])).toBe(2);
      const texts = await app.db.query<{ texto: string }>(
        'select texto from actas where id = any($1::int[]) order by id',
        [rows.map((r) => r.id)],
      );
      expect(texts[0]?.texto).toContain('San Roque y de la Virgen del Arroyo');
      expect(texts[1]?.texto).toBe('');
      expect(await fillMinutesText(app.db, [uploadsDir(app.config.dataDir)])).toBe(0);
    });
  },
);
