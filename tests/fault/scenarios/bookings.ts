import { randomBytes } from 'node:crypto';
import { blockAt, COURTS, SLOTS, selectableDays } from '#shared/booking/index.ts';
import { pick, type Scenario, Tally, tryFetch } from '../scenario.ts';
import { prefixed } from './content-reads.ts';

const tally = new Tally();
/** Sessions whose payment the sandbox acknowledged (303 to the success page). */
const paid: string[] = [];

/** Court bookings racing for the same few slots: holds, payments and cancellations on both replicas. */
export const bookings: Scenario = {
  name: 'reservas',
  workers: 3,
  async worker(ctx) {
    // Few days and courts, so replicas really compete for the same half-hours.
    const days = selectableDays(new Date()).slice(0, 2);
    while (!ctx.stopped()) {
      const court = pick(COURTS).id;
      const horas = blockAt(court, pick(SLOTS));
      if (!horas) continue;
      const server = pick(ctx.servers);
      const response = await tryFetch(`${server}/api/pago/crear-sesion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pista: court,
          dia: pick(days),
          horas,
          nombre: 'Vecina de Prueba',
          email: `prueba-${randomBytes(3).toString('hex')}@villaverde.example`,
        }),
      });
      if (!response) {
        tally.add('sin conexión');
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const body = (await response.json().catch(() => ({}))) as { url?: string };
      tally.add(`retención ${response.status}`);
      if (response.status !== 201 || !body.url) continue;
      const sessionId = decodeURIComponent(body.url.split('/').pop() ?? '');
      const action = Math.random();
      if (action < 0.2) continue; // Left pending: the hold must expire on its own.
      const verb = action < 0.8 ? 'pagar' : 'cancelar';
      const next = await tryFetch(`${pick(ctx.servers)}${body.url}/${verb}`, {
        method: 'POST',
        redirect: 'manual',
      });
      tally.add(`${verb} ${next?.status ?? 'sin conexión'}`);
      if (verb === 'pagar' && next?.status === 303) paid.push(sessionId);
    }
  },
  async verify(ctx) {
    const problems: string[] = [];
    const live = `(r.estado = 'pagada' or (r.estado = 'pendiente' and r.caduca_en > now()))`;
    const overlaps = await ctx.db.query(
      `select r.pista, r.dia, h.hora, count(*)::int as n from reservas r cross join unnest(r.horas) as h(hora)
        where ${live} group by 1, 2, 3 having count(*) > 1`,
    );
    for (const row of overlaps.rows) problems.push(`reservas solapadas: ${JSON.stringify(row)}`);
    const unguarded = await ctx.db.query(
      `select r.id, h.hora from reservas r cross join unnest(r.horas) as h(hora) where ${live}
          and not exists (select 1 from reservas_horas x where x.reserva_id = r.id and x.hora = h.hora)`,
    );
    for (const row of unguarded.rows)
      problems.push(`reserva viva sin su media hora ocupada: ${JSON.stringify(row)}`);
    const leftovers = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from reservas_horas x join reservas r on r.id = x.reserva_id
        where r.estado in ('cancelada', 'caducada')`,
    );
    if ((leftovers.rows[0]?.n ?? 0) > 0)
      problems.push(`${leftovers.rows[0]?.n} medias horas retenidas por reservas terminadas`);
    // A hold must always end: paid, cancelled, or expired within its 30 minutes (plus a minute of slack).
    const endless = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from reservas where estado = 'pendiente' and caduca_en > now() + interval '31 minutes'`,
    );
    if ((endless.rows[0]?.n ?? 0) > 0) problems.push(`${endless.rows[0]?.n} retenciones sin caducidad`);
    const states = await ctx.db.query<{ sesion_id: string; estado: string }>(
      'select sesion_id, estado from reservas where sesion_id = any($1)',
      [paid],
    );
    const stateOf = new Map(states.rows.map((row) => [row.sesion_id, row.estado]));
    for (const session of paid) {
      if (stateOf.get(session) !== 'pagada')
        problems.push(`pago confirmado pero la reserva está ${stateOf.get(session)}`);
    }
    const orphans = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from reservas where estado = 'pendiente' and sesion_id is null`,
    );
    const figures = prefixed('reservas', tally.counts);
    // Holds whose process died (or lost the database) before the payment session was attached: they block
    // their slots until they expire, never longer.
    figures['reservas retenciones sin sesión (caducan solas)'] = orphans.rows[0]?.n ?? 0;
    figures['reservas pagadas confirmadas'] = paid.length;
    return { problems, figures };
  },
};
