import type { CacheProvider } from '@node-saml/node-saml';
import type { Queryable } from '#server/db/db.ts';

/** How long an AuthnRequest waits for its answer. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * node-saml's InResponseTo cache in the database, so the answer to a request sent by one replica is accepted
 * by any other (and only once: a used or expired request id is gone).
 */
export function requestCache(db: Queryable): CacheProvider {
  return {
    async saveAsync(key, value) {
      const now = new Date();
      await db.query('delete from saml_solicitudes where creada_en < $1', [
        new Date(now.getTime() - REQUEST_TTL_MS),
      ]);
      await db.query('insert into saml_solicitudes (id, creada_en) values ($1, $2) on conflict do nothing', [
        key,
        now,
      ]);
      return { value, createdAt: now.getTime() };
    },
    async getAsync(key) {
      const rows = await db.query<{ creada_en: Date }>(
        'select creada_en from saml_solicitudes where id = $1 and creada_en > $2',
        [key, new Date(Date.now() - REQUEST_TTL_MS)],
      );
      return rows[0] ? rows[0].creada_en.toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const rows = await db.query<{ id: string }>('delete from saml_solicitudes where id = $1 returning id', [
        key,
      ]);
      return rows[0]?.id ?? null;
    },
  };
}

/**
 * Records an assertion as used until it expires; false when its id was already recorded (a replay). The
 * primary key decides, so two replicas receiving the same assertion at once accept it only once.
 */
export async function recordAssertionOnce(
  db: Queryable,
  id: string,
  expires: Date,
  now = new Date(),
): Promise<boolean> {
  await db.query('delete from saml_aserciones where caduca_en < $1', [now]);
  const rows = await db.query(
    'insert into saml_aserciones (id, caduca_en) values ($1, $2) on conflict do nothing returning id',
    [id, expires],
  );
  return rows.length > 0;
}
