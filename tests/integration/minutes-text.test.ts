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

    let address = 0;
    /** Uploads the demo minutes `file` as a clerk does, dated `fecha` and named `name`. */
    async function upload(fecha: string, file: string, name = file) {
      const data = new FormData();
      data.append('fecha', fecha);
      data.append(
        'archivo',
        new Blob([new Uint8Array(demoMinutes(file))], { type: 'application/pdf' }),
        name,
      );
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/actas',
        payload: data,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(201);
    }
    /** The assistant's answer to `message` and the site search's results for `query`, each from its own address. */
    async function ask(message: string) {
      const chat = await server().app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message, prevId: null },
        remoteAddress: `10.61.0.${++address}`,
      });
      return chat.json() as { content: string; citations: Array<{ url: string }> };
    }
    async function search(query: string) {
      const response = await server().app.inject({
        url: `/api/buscar?q=${encodeURIComponent(query)}`,
        remoteAddress: `10.61.0.${++address}`,
      });
      return (response.json() as { resultados: Array<{ url: string; tipo: string }> }).resultados;
    }

    it('reads an uploaded PDF, so a question about an agreement cites the month of its minutes', async () => {
      await upload('2026-03-05', 'acta-pleno-02.pdf', 'Pleno marzo.pdf');
      const answer = await ask('¿Qué fiestas locales propuso el pleno para el año que viene?');
      expect(answer.citations[0]?.url).toBe('/ayuntamiento/actas-pleno#marzo-de-2026');
      expect(answer.content).toContain('San Roque y de la Virgen del Arroyo');
      expect((await search('fiestas locales autoridad laboral')).slice(0, 3)).toContainEqual(
        expect.objectContaining({ url: '/ayuntamiento/actas-pleno#marzo-de-2026', tipo: 'Acta' }),
      );
    });

    it('says when sessions start from the opening every set of minutes repeats, cited once, at the newest', async () => {
      await upload('2026-05-07', 'acta-pleno-01.pdf');
      await upload('2026-06-04', 'acta-pleno-03.pdf');
      const answer = await ask('Según las actas, ¿a qué hora empiezan las sesiones del pleno?');
      expect(answer.citations[0]?.url).toBe('/ayuntamiento/actas-pleno#junio-de-2026');
      expect(answer.content).toContain('diecinueve horas');
      const results = await search('siendo las diecinueve horas');
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
