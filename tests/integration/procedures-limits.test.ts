import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import { mailSkippedReason } from '#server/features/procedures/submission-limits.ts';
import { bearer, randomIp, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';
import { exampleData, file, pdfBytes, postSubmission, procedureBySlug } from './procedures-helpers.ts';

const procedure = procedureBySlug('solicitud-general');
const KB = 1024;

/** A valid solicitud for `email`, with a PDF of about `kb` kilobytes when asked for. */
function solicitud(email: string, kb = 0) {
  const data = { ...exampleData(procedure), email, expone: 'Visita https://phishing.example/premio' };
  const files =
    kb > 0
      ? {
          documentos: [
            {
              clave: 'otros',
              archivo: file(pdfBytes(randomBytes(kb * 512).toString('hex')), 'anexo.pdf', 'application/pdf'),
            },
          ],
        }
      : { documentos: [] };
  return toMultipart(data, files);
}

const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length;

const victim = () => `victima-${randomBytes(5).toString('hex')}@example.org`;

// A client address as production sees it: X-Forwarded-For set by the trusted proxy on loopback.
const viaProxy = (ip: string) => ({ 'x-forwarded-for': ip });

function suite(title: string, env: Record<string, string>) {
  describeWithServer(
    title,
    (server) => {
      const post = (email: string, ip: string, kb = 0, headers: Record<string, string> = {}) =>
        postSubmission(
          server().app,
          procedure,
          solicitud(email, kb),
          { ...viaProxy(ip), ...headers },
          '127.0.0.1',
        );

      it('finding 1: 30 parallel solicitudes from one address register exactly the hourly limit', async () => {
        const { app, config } = server();
        const ip = randomIp();
        const [before] = await app.db.query<{ n: number }>('select count(*)::int as n from tramites');
        const responses = await Promise.all(Array.from({ length: 30 }, () => post(victim(), ip)));
        const limit = config.limits.submissionsPerHour;
        expect(count(responses, 201)).toBe(limit);
        expect(count(responses, 429)).toBe(30 - limit);
        const [after] = await app.db.query<{ n: number }>('select count(*)::int as n from tramites');
        expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(limit);
        const refused = responses.find((r) => r.statusCode === 429) as LightMyRequestResponse;
        expect(refused.json().mensaje).toMatch(
          new RegExp(`como máximo ${limit} por hora\\)\\. Espera (59|60) minutos y vuelve a intentarlo`),
        );
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
        // Another resident is not affected.
        expect((await post(victim(), randomIp())).statusCode).toBe(201);
      });

      it('refused, invalid or repeated (Idempotency-Key) requests take nothing from the allowance', async () => {
        const { app, config } = server();
        const ip = randomIp();
        for (let i = 0; i < config.limits.submissionsPerHour + 2; i++) {
          const bad = await app.inject({
            method: 'POST',
            url: `/api${procedure.api}`,
            payload: toMultipart({ email: 'no-es-correo' }, { documentos: [] }),
            headers: viaProxy(ip),
            remoteAddress: '127.0.0.1',
          });
          expect(bad.statusCode).toBe(400);
        }
        const key = { 'idempotency-key': `reintento-${randomBytes(8).toString('hex')}` };
        const body = solicitud(victim());
        const first = await postSubmission(app, procedure, body, { ...viaProxy(ip), ...key }, '127.0.0.1');
        expect(first.statusCode).toBe(201);
        for (let i = 0; i < config.limits.submissionsPerHour + 2; i++) {
          const again = await postSubmission(app, procedure, body, { ...viaProxy(ip), ...key }, '127.0.0.1');
          expect(again.statusCode).toBe(200);
        }
        for (let i = 1; i < config.limits.submissionsPerHour; i++) {
          expect((await post(victim(), ip)).statusCode).toBe(201);
        }
        expect((await post(victim(), ip)).statusCode).toBe(429);
      });

      it('finding 1: past the daily mail cap for one recipient, entries are registered with receipts but not mailed', async () => {
        const { app, config } = server();
        const email = victim();
        const cap = config.limits.submissionMailsPerDay;
        const responses = [];
        // From many addresses, as a botnet would: the cap is per recipient, not per address.
        for (let i = 0; i < cap + 2; i++) responses.push(await post(email, randomIp()));
        for (const response of responses) {
          expect(response.statusCode).toBe(201);
          expect(response.body.slice(0, 5)).toBe('%PDF-');
        }
        const mails = await app.db.query('select id from mail_queue where destinatario = $1', [email]);
        expect(mails).toHaveLength(cap);
        const entries = await app.db.query<{ id: number; correo_omitido: string | null }>(
          'select id, correo_omitido from tramites where email = $1 order by id',
          [email],
        );
        expect(entries.map((e) => e.correo_omitido)).toEqual([
          ...Array(cap).fill(null),
          ...Array(2).fill(mailSkippedReason(cap)),
        ]);
        // The staff inbox says why.
        const token = await signIn(app);
        const skipped = entries.at(-1) as { id: number };
        const detail = await app.inject({ url: `/api/admin/tramites/${skipped.id}`, headers: bearer(token) });
        expect(detail.json().correoOmitido).toBe(mailSkippedReason(cap));
        const sent = entries[0] as { id: number };
        const first = await app.inject({ url: `/api/admin/tramites/${sent.id}`, headers: bearer(token) });
        expect(first.json().correoOmitido).toBeNull();
        // The council's copy of a skipped entry carries the reason too.
        const [council] = await app.db.query<{ texto: string }>(
          `select texto from mail_queue where destinatario = $1 and asunto like '%' || $2 || '%'`,
          [config.councilInbox, (responses.at(-1) as LightMyRequestResponse).headers['x-numero-registro']],
        );
        expect(council?.texto).toContain(mailSkippedReason(cap));
      });

      it('finding 1: caps the megabytes one address uploads in a day, and a refused upload takes none', async () => {
        const { config } = server();
        const ip = randomIp();
        const allowanceKb = config.limits.submissionMbPerDay * KB;
        // Three files of 40 % of the allowance: two fit, the third does not.
        const size = Math.floor(allowanceKb * 0.4);
        expect((await post(victim(), ip, size)).statusCode).toBe(201);
        expect((await post(victim(), ip, size)).statusCode).toBe(201);
        const third = await post(victim(), ip, size);
        expect(third.statusCode).toBe(429);
        expect(third.json().mensaje).toMatch(/como máximo 1 MB al día\)\. Espera \d+ minutos/);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 3600);
        // What is left of the allowance is still usable, and other addresses have theirs.
        expect((await post(victim(), ip, Math.floor(allowanceKb * 0.1))).statusCode).toBe(201);
        expect((await post(victim(), randomIp(), size)).statusCode).toBe(201);
      });
    },
    {
      env: {
        ...env,
        COUNCIL_INBOX: 'registro@villaverde-del-arroyo.example',
        LIMIT_SUBMISSION_MB_PER_DAY: '1',
        LIMIT_SUBMISSIONS_PER_HOUR: '5',
      },
    },
  );
}

suite('Trámites: límites por dirección y por destinatario (memoria)', {});
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) suite('Trámites: límites por dirección y por destinatario (Redis)', { REDIS_URL: redisUrl });
