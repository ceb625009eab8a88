import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogs } from '#server/plugins/observability/test-app.ts';
import { metrics } from './registry.ts';

const TOKEN = 'token-de-metricas-de-prueba';

describe('GET /api/metricas', () => {
  let server: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    server = await appWithLogs({ LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    server.app.inject({ url: '/api/metricas', headers, remoteAddress });

  it('serves Prometheus text to a local agent, with latency by route pattern and status class', async () => {
    await server.app.inject('/api/noticias/7');
    await server.app.inject('/api/noticias/ultimas');
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /sede_http_request_duration_seconds_count\{method="GET",route="\/api\/noticias\/:id",status_class="4xx"\} [1-9]/,
    );
    expect(text).toMatch(/route="\/api\/noticias\/ultimas",status_class="2xx"/);
    expect(text).not.toContain('/api/noticias/7');
    expect(text).toContain('sede_process_cpu_seconds_total');
  });

  it('refuses the public, and a local proxy forwarding the public, without the token', async () => {
    for (const response of [
      await scrape({}, '203.0.113.5'),
      await scrape({ 'x-forwarded-for': '203.0.113.5' }),
      await scrape({ authorization: 'Bearer otro-token-que-no-vale' }, '203.0.113.5'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ mensaje: 'Las métricas no son públicas.' });
    }
  });

  it('opens to anyone holding METRICS_TOKEN', async () => {
    const response = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.5');
    expect(response.statusCode).toBe(200);
  });

  it('reads the mail queue depth from the database on each scrape', async () => {
    const before = await server.app.db.query<{ n: number }>(
      'select count(*)::int8 as n from mail_queue where sent_at is null',
    );
    await server.app.db.query(
      `insert into mail_queue (destinatario, asunto, texto, next_attempt_at)
       select 'vecina@example.org', 'Prueba', 'Texto', now() + interval '1 day' from generate_series(1, 3)`,
    );
    const expected = (before[0]?.n ?? 0) + 3;
    expect((await scrape()).body).toContain(`sede_mail_queue_pending ${expected}`);
  });

  it('exposes what features report through the metrics helpers', async () => {
    metrics.submissionStored('solicitud-general');
    metrics.booking('confirmed');
    metrics.mailDelivery('failed');
    const text = (await scrape()).body;
    expect(text).toMatch(/sede_procedure_submissions_total\{procedure="solicitud-general"\} [1-9]/);
    expect(text).toMatch(/sede_bookings_total\{event="confirmed"\} [1-9]/);
    expect(text).toMatch(/sede_mail_deliveries_total\{result="failed"\} [1-9]/);
  });
});
