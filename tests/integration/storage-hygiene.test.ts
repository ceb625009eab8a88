import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createMailTransport } from '#server/mail/transport.ts';
import { processDueMail } from '#server/mail/worker.ts';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';
import { postExample, procedureBySlug } from './procedures-helpers.ts';

// Issue 12, finding 11: stored files were 0644, and a right-to-left override disguised a download's name.
const RLO = '\u202e';

/** Every directory and file under `root` with its permission bits. */
function modes(root: string): Array<{ entry: string; dir: boolean; mode: number }> {
  const found = [{ entry: root, dir: true, mode: statSync(root).mode & 0o777 }];
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    const entry = path.join(root, name);
    const stat = statSync(entry);
    found.push({ entry, dir: stat.isDirectory(), mode: stat.mode & 0o777 });
  }
  return found;
}

describeWithServer(
  'Archivos guardados privados y nombres de descarga limpios',
  (server) => {
    it('keeps submissions, receipts and outgoing mail in 0700 folders as 0600 files', async () => {
      const { app, config } = server();
      const { response } = await postExample(app, procedureBySlug('licencia-obra-menor'));
      expect(response.statusCode).toBe(201);
      await processDueMail(app.db, createMailTransport(config, app.log), new Date(), app.log);
      for (const folder of ['files', 'mail']) {
        const found = modes(path.join(config.dataDir, folder));
        expect(found.filter((f) => !f.dir).length, folder).toBeGreaterThan(0);
        for (const { entry, dir, mode } of found) {
          expect(mode.toString(8), entry).toBe(dir ? '700' : '600');
        }
      }
    });

    it('strips control and bidi characters from the names staff see and download', async () => {
      const { app } = server();
      const { response } = await postExample(app, procedureBySlug('licencia-obra-menor'));
      const registro = String(response.headers['x-numero-registro']);
      // A name stored before the input boundary refused such characters.
      const [row] = await app.db.query<{ tramite: number; id: number }>(
        `update tramites_archivos set nombre_original = $2
         where id = (select a.id from tramites_archivos a join tramites t on t.id = a.tramite_id
                     where t.registro = $1 order by a.posicion limit 1)
         returning tramite_id as tramite, id`,
        [registro, `evil${RLO}fdp.exe\u0007`],
      );
      const token = await signIn(app);
      const detail = await app.inject({ url: `/api/admin/tramites/${row?.tramite}`, headers: bearer(token) });
      expect(detail.statusCode).toBe(200);
      const names = (detail.json() as { archivos: Array<{ id: number; nombre: string }> }).archivos;
      expect(names.find((f) => f.id === row?.id)?.nombre).toBe('evilfdp.exe');
      const download = await app.inject({
        url: `/api/admin/tramites/${row?.tramite}/archivos/${row?.id}`,
        headers: bearer(token),
      });
      expect(download.statusCode).toBe(200);
      const disposition = String(download.headers['content-disposition']);
      expect(disposition).toBe(`attachment; filename="evilfdp.exe"; filename*=UTF-8''evilfdp.exe`);
    });
  },
  { env: { COUNCIL_INBOX: 'registro@villaverde.example' } },
);
