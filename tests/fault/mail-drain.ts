import type pg from 'pg';

/**
 * Waits until the replicas have sent every queued mail. A process killed mid-send leaves its rows leased
 * (hidden for 5 minutes) and failures during the blip back off for a minute or more: the harness moves
 * those deadlines to now instead of waiting, which is what the passing of time would do.
 */
export async function drainMail(
  db: pg.Pool,
  timeoutMs: number,
): Promise<{ pending: number; sent: number; abandoned: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await db.query(
      'update mail_queue set next_attempt_at = now() where sent_at is null and next_attempt_at > now()',
    );
    const { rows } = await db.query<{ pending: number; sent: number; abandoned: number }>(
      `select count(*) filter (where sent_at is null)::int as pending,
              count(*) filter (where sent_at is not null)::int as sent,
              count(*) filter (where sent_at is null and attempts >= 10)::int as abandoned
         from mail_queue`,
    );
    const state = rows[0] ?? { pending: 0, sent: 0, abandoned: 0 };
    if (state.pending === 0 || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
