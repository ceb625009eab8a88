import type { Queryable } from '#server/db/db.ts';

/** The signed-in user as the API returns it (`usuario`). */
export interface Usuario {
  id: number;
  email: string;
  nombre: string;
}

export interface UserWithHash extends Usuario {
  passwordHash: string;
}

const COLUMNS = 'id, email, nombre, password_hash as "passwordHash"';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserWithHash | undefined> {
  const rows = await q.query<UserWithHash>(`select ${COLUMNS} from usuarios where lower(email) = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0];
}

export async function countUsers(q: Queryable): Promise<number> {
  const rows = await q.query<{ n: number }>('select count(*)::int as n from usuarios');
  return rows[0]?.n ?? 0;
}

/** Creates the account, or sets the password (and name) of the existing one with that e-mail. */
export async function upsertUser(
  q: Queryable,
  user: { email: string; nombre: string; passwordHash: string },
): Promise<{ usuario: Usuario; created: boolean }> {
  const email = normalizeEmail(user.email);
  const updated = await q.query<Usuario>(
    `update usuarios set password_hash = $2, nombre = $3, actualizado_en = now()
     where lower(email) = $1 returning id, email, nombre`,
    [email, user.passwordHash, user.nombre],
  );
  if (updated[0]) return { usuario: updated[0], created: false };
  const inserted = await q.query<Usuario>(
    'insert into usuarios (email, nombre, password_hash) values ($1, $2, $3) returning id, email, nombre',
    [email, user.nombre, user.passwordHash],
  );
  const usuario = inserted[0];
  if (!usuario) throw new Error('No se pudo crear el usuario');
  return { usuario, created: true };
}

export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('update usuarios set password_hash = $2, actualizado_en = now() where id = $1', [
    userId,
    passwordHash,
  ]);
}
