import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry. One per process on purpose: every replica is scraped on its own and
 * Prometheus adds them up, so nothing here needs to be shared between processes.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'sede_' });

/** Latency of every HTTP answer, by route pattern (never the raw URL, which could carry ids or tokens). */
export const httpDuration = new Histogram({
  name: 'sede_http_request_duration_seconds',
  help: 'Duración de las peticiones HTTP por patrón de ruta, método y clase de estado',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const overloadRejections = new Counter({
  name: 'sede_overload_rejections_total',
  help: 'Peticiones rechazadas con 503 porque el proceso estaba sobrecargado',
  registers: [registry],
});

const submissions = new Counter({
  name: 'sede_procedure_submissions_total',
  help: 'Trámites presentados y guardados con el justificante, por trámite',
  labelNames: ['procedure'] as const,
  registers: [registry],
});

/** Booking life-cycle steps worth counting; a closed list keeps the label's cardinality bounded. */
export type BookingEvent = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'refunded' | 'conflict';

const bookings = new Counter({
  name: 'sede_bookings_total',
  help: 'Reservas de pistas por paso: retenida, confirmada, cancelada, caducada, devuelta o en conflicto',
  labelNames: ['event'] as const,
  registers: [registry],
});

const mailDeliveries = new Counter({
  name: 'sede_mail_deliveries_total',
  help: 'Intentos de envío de la cola de correo, por resultado',
  labelNames: ['result'] as const,
  registers: [registry],
});

const mailQueueDepth = new Gauge({
  name: 'sede_mail_queue_pending',
  help: 'Correos en cola sin enviar (se consulta en la base de datos en cada lectura de métricas)',
  registers: [registry],
});

/** What other features report; each call is cheap and synchronous, safe on any hot path. */
export const metrics = {
  /** Counts one procedure submission committed with its receipt, labelled by the procedure's slug. */
  submissionStored(procedure: string): void {
    submissions.inc({ procedure });
  },
  /** Counts one booking reaching `event` (hold placed, payment confirmed, cancelled, expired…). */
  booking(event: BookingEvent): void {
    bookings.inc({ event });
  },
  /** Counts one attempt of the mail worker to deliver a queued message. */
  mailDelivery(result: 'sent' | 'failed'): void {
    mailDeliveries.inc({ result });
  },
  /** Sets the number of unsent queued mails (the scrape refreshes it from the database too). */
  mailQueueDepth(pending: number): void {
    mailQueueDepth.set(pending);
  },
  /** Counts one request turned away with 503 because the process was overloaded. */
  overloadRejected(): void {
    overloadRejections.inc();
  },
};
