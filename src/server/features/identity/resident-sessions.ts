import type { AssuranceLevel } from '#engine/procedure.ts';
import type { Queryable } from '#server/db/db.ts';
import { hashToken, newToken } from '#server/features/auth/tokens.ts';

/** A resident's session ends after 15 minutes without use… */
export const RESIDENT_IDLE_MS = 15 * 60 * 1000;
/** …and one hour after signing in. */
export const RESIDENT_ABSOLUTE_MS = 60 * 60 * 1000;

/** A resident as the identity provider asserted them. */
export interface Resident {
  documento: string;
  nombre: string;
  apellidos: string;
  nivel: AssuranceLevel;
  /** 'Cl@ve' or 'Cl@ve (proveedor de pruebas)'. */
  metodo: string;
}

/** What SAML single logout needs. */
export interface SamlSessionRef {
  nameId: string | null;
  nameIdFormat: string | null;
  sessionIndex: string | null;
}

const COLUMNS = 'documento, nombre, apellidos, nivel, metodo';

export async function createResidentSession(
  q: Queryable,
  resident: Resident,
  saml: SamlSessionRef,
  now: Date,
): Promise<string> {
  const token = newToken(32);
  await q.query(
    'delete from residentes_sesiones where creada_en <= $1 or ultimo_uso <= $2 or revocada_en is not null',
    [new Date(now.getTime() - RESIDENT_ABSOLUTE_MS), new Date(now.getTime() - RESIDENT_IDLE_MS)],
  );
  await q.query(
    `insert into residentes_sesiones (token_hash, documento, nombre, apellidos, nivel, metodo, name_id, name_id_format,
       session_index, creada_en, ultimo_uso)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      hashToken(token),
      resident.documento,
      resident.nombre,
      resident.apellidos,
      resident.nivel,
      resident.metodo,
      saml.nameId,
      saml.nameIdFormat,
      saml.sessionIndex,
      now,
    ],
  );
  return token;
}

/** The resident of a live session, marking it used; undefined when unknown, ended, idle or too old. */
export async function touchResidentSession(
  q: Queryable,
  token: string,
  now: Date,
): Promise<Resident | undefined> {
  const rows = await q.query<Resident>(
    `update residentes_sesiones set ultimo_uso = $2
     where token_hash = $1 and revocada_en is null and ultimo_uso > $3 and creada_en > $4
     returning ${COLUMNS}`,
    [
      hashToken(token),
      now,
      new Date(now.getTime() - RESIDENT_IDLE_MS),
      new Date(now.getTime() - RESIDENT_ABSOLUTE_MS),
    ],
  );
  return rows[0];
}

/** Ends a session; returns what the IdP needs to end its own, when the session was live. */
export async function endResidentSession(
  q: Queryable,
  token: string,
  now: Date,
): Promise<SamlSessionRef | undefined> {
  const rows = await q.query<SamlSessionRef>(
    `update residentes_sesiones set revocada_en = $2 where token_hash = $1 and revocada_en is null
     returning name_id as "nameId", name_id_format as "nameIdFormat", session_index as "sessionIndex"`,
    [hashToken(token), now],
  );
  return rows[0];
}
