import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '#server/features/auth/require-staff.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { Overview } from '#shared/api-types/generated/overview.ts';
import { COURTS } from '#shared/booking/courts.ts';
import { SLOTS } from '#shared/booking/slots.ts';
import type { SubmissionState } from '#shared/submission-states.ts';

/** Weeks the overview covers, the current one included. */
export const OVERVIEW_WEEKS = 12;

/**
 * `GET /admin/resumen` (staff): submissions per week by procedure and by state, days from 'recibido' to
 * 'resuelto' per procedure, and paid court bookings per court and week (half-hours booked, occupancy of the
 * week's slots, income). Weeks start on Monday (Europe/Madrid); counts only, no personal data.
 */
export const overviewRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireStaff);
  const schema = contract('overview', { 200: 'Overview' });
  app.get<{ Reply: Overview }>('/admin/resumen', { schema }, async (_request, reply) => {
    const since = `date_trunc('week', (now() at time zone 'Europe/Madrid')) - interval '${OVERVIEW_WEEKS - 1} weeks'`;
    const semana = (column: string) =>
      `to_char(date_trunc('week', ${column} at time zone 'Europe/Madrid'), 'YYYY-MM-DD')`;
    const porProcedimiento = await app.db.query<{ semana: string; procedimiento: string; total: number }>(
      `select ${semana('presentado_en')} as semana, titulo as procedimiento, count(*)::int as total
       from tramites where presentado_en at time zone 'Europe/Madrid' >= ${since}
       group by 1, 2 order by 1, 2`,
    );
    const porEstado = await app.db.query<{ semana: string; estado: SubmissionState; total: number }>(
      `select ${semana('presentado_en')} as semana, estado, count(*)::int as total
       from tramites where presentado_en at time zone 'Europe/Madrid' >= ${since}
       group by 1, 2 order by 1, 2`,
    );
    const resolucion = await app.db.query<{
      procedimiento: string;
      resueltos: number;
      media: number;
      maximo: number;
    }>(
      `select t.titulo as procedimiento, count(*)::int as resueltos,
         round(avg(extract(epoch from (e.cambiado_en - t.presentado_en)) / 86400)::numeric, 1)::float as media,
         round(max(extract(epoch from (e.cambiado_en - t.presentado_en)) / 86400)::numeric, 1)::float as maximo
       from tramites t join tramites_estados e on e.tramite_id = t.id and e.estado = 'resuelto'
       group by 1 order by 1`,
    );
    const reservas = await app.db.query<{ semana: string; pista: string; medias: number; importe: number }>(
      `select to_char(date_trunc('week', dia), 'YYYY-MM-DD') as semana, pista,
         sum(cardinality(horas))::int as medias, sum(importe)::int as importe
       from reservas where estado = 'pagada' and dia >= (${since})::date
       group by 1, 2 order by 1, 2`,
    );
    const slotsPerWeek = SLOTS.length * 7;
    reply.header('cache-control', 'no-store');
    return {
      semanas: OVERVIEW_WEEKS,
      tramitesPorProcedimiento: porProcedimiento,
      tramitesPorEstado: porEstado,
      resolucion,
      reservas: reservas.map((r) => ({
        ...r,
        pistaTexto: COURTS.find((c) => c.id === r.pista)?.label ?? r.pista,
        ocupacion: Math.round((r.medias / slotsPerWeek) * 1000) / 10,
        euros: r.importe / 100,
      })),
    };
  });
};
