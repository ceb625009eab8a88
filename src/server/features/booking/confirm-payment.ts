import type { Db } from '#server/db/db.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import { bookingConfirmationMail } from './booking-mail.ts';
import { type BookingRow, claimHours, findBySession, hoursAreFree, lockCourtDay } from './booking-store.ts';
import type { PaymentProvider } from './payments/provider.ts';

export type ConfirmOutcome =
  /** No booking has that session: not ours (another integration on the same account) or forged. */
  | { kind: 'desconocida' }
  /** Paid now; the confirmation e-mail is queued. */
  | { kind: 'confirmada'; booking: BookingRow }
  /** Already paid before: a duplicate event or a second click. */
  | { kind: 'ya-pagada'; booking: BookingRow }
  /** The hold was released and its slots went to someone else: the money goes back. */
  | { kind: 'reembolsada'; booking: BookingRow };

/**
 * Records a payment for a session. Duplicates and late events are harmless: a paid booking stays as it is;
 * a payment for a hold already released is confirmed when its slots are still free, otherwise refunded.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
  paymentId: string | null,
  publicUrl: string,
): Promise<ConfirmOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    // Court-and-day lock first, row lock second: the same order as placeHold, so the two never deadlock.
    const found = await findBySession(tx, sessionId);
    if (!found) return { kind: 'desconocida' };
    await lockCourtDay(tx, found.pista, found.dia);
    const booking = (await findBySession(tx, sessionId, true)) ?? found;
    if (booking.estado === 'pagada') return { kind: 'ya-pagada', booking };
    // Once refunded (or owed a refund) a payment never turns into a booking, even if the slots free up.
    if (booking.reembolso !== null) return { kind: 'reembolsada', booking };
    const [held] = await tx.query<{ n: number }>(
      'select count(*)::int as n from reservas_horas where reserva_id = $1',
      [booking.id],
    );
    // Our own rows are still there (even past the deadline nobody else could take them): simply confirm.
    let slotsOurs = held?.n === booking.horas.length;
    if (!slotsOurs && (await hoursAreFree(tx, booking.pista, booking.dia, booking.horas))) {
      await tx.query('delete from reservas_horas where reserva_id = $1', [booking.id]);
      await claimHours(tx, booking);
      slotsOurs = true;
    }
    if (!slotsOurs) {
      const [refunded] = await tx.query<BookingRow>(
        `update reservas set pago_id = coalesce($2, pago_id), reembolso = coalesce(reembolso, 'pendiente')
         where id = $1 returning *`,
        [booking.id, paymentId],
      );
      return { kind: 'reembolsada', booking: refunded ?? booking };
    }
    const [paid] = await tx.query<BookingRow>(
      `update reservas set estado = 'pagada', pagada_en = now(), pago_id = coalesce($2, pago_id)
       where id = $1 returning *`,
      [booking.id, paymentId],
    );
    if (!paid) throw new Error(`La reserva ${booking.id} desapareció al confirmarla`);
    await enqueueMail(tx, bookingConfirmationMail(paid, publicUrl));
    return { kind: 'confirmada', booking: paid };
  });
  if (outcome.kind === 'reembolsada') await settleRefund(db, provider, outcome.booking);
  return outcome;
}

/** Sends the refund a booking owes, once; a failure throws so the provider retries its event later. */
export async function settleRefund(db: Db, provider: PaymentProvider, booking: BookingRow): Promise<void> {
  if (booking.reembolso !== 'pendiente') return;
  if (!booking.pago_id) throw new Error(`La reserva ${booking.id} debe un reembolso pero no tiene pago`);
  await provider.refund({ bookingId: booking.id, paymentId: booking.pago_id });
  await db.query(`update reservas set reembolso = 'hecho' where id = $1`, [booking.id]);
}
