import type { Db } from '#server/db/db.ts';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { isEmail } from './field-errors.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { countUsers, findUserByEmail, upsertUser } from './users.ts';

// Any fixed number: replicas starting together create the first account one at a time.
const ACCOUNTS_LOCK = 727_200;

/** Why an administrator e-mail and password cannot be used (Spanish), or null. */
export function accountProblem(email: string, password: string): string | null {
  if (!isEmail(email)) return `"${email}" no es una dirección de correo válida.`;
  return passwordProblem(password);
}

/**
 * Creates the account or sets its password. Unchanged when the password already matches, so restarting
 * with the same ADMIN_PASSWORD neither rewrites the hash nor leaves a trace in the audit log.
 */
export async function ensureAccount(
  db: Db,
  account: { email: string; password: string; nombre?: string },
  via: string,
): Promise<'creada' | 'actualizada' | 'sin cambios'> {
  const problem = accountProblem(account.email, account.password);
  if (problem) throw new Error(problem);
  const existing = await findUserByEmail(db, account.email);
  if (existing && (await verifyPassword(existing.passwordHash, account.password))) return 'sin cambios';
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK]);
    const { usuario, created } = await upsertUser(tx, {
      email: account.email,
      nombre: account.nombre ?? existing?.nombre ?? 'Administración',
      passwordHash,
    });
    await recordAudit(tx, {
      accion: created ? 'cuenta_creada' : 'cuenta_actualizada',
      usuarioId: usuario.id,
      email: usuario.email,
      detalle: { origen: via },
    });
    return created ? 'creada' : 'actualizada';
  });
}

/**
 * Creates the account only when no account has that e-mail (one transaction under a lock, so replicas starting
 * together create it once); an existing account, and a password set since by a reset, are left alone.
 */
export async function createAccountIfMissing(
  db: Db,
  account: { email: string; password: string; nombre?: string },
  via: string,
): Promise<'creada' | 'sin cambios'> {
  const problem = accountProblem(account.email, account.password);
  if (problem) throw new Error(problem);
  if (await findUserByEmail(db, account.email)) return 'sin cambios';
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK]);
    if (await findUserByEmail(tx, account.email)) return 'sin cambios';
    const { usuario } = await upsertUser(tx, {
      email: account.email,
      nombre: account.nombre ?? 'Administración',
      passwordHash,
    });
    await recordAudit(tx, {
      accion: 'cuenta_creada',
      usuarioId: usuario.id,
      email: usuario.email,
      detalle: { origen: via },
    });
    return 'creada';
  });
}

/**
 * Creates the first account only when there is none yet (one transaction under a lock, so two replicas
 * starting at once cannot both create it). Returns false when an account already existed.
 */
export async function createFirstAccount(
  db: Db,
  account: { email: string; password: string; nombre: string },
  via: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK]);
    if ((await countUsers(tx)) > 0) return false;
    const { usuario } = await upsertUser(tx, { email: account.email, nombre: account.nombre, passwordHash });
    await recordAudit(tx, {
      accion: 'cuenta_creada',
      usuarioId: usuario.id,
      email: usuario.email,
      detalle: { origen: via },
    });
    return true;
  });
}
