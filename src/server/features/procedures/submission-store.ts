import type { Queryable } from '#server/db/db.ts';
import type { SubmissionState } from '#shared/submission-states.ts';

/** The official time zone of the registry (a Spanish council's sede). */
export const REGISTRY_TIME_ZONE = 'Europe/Madrid';

/** '2026/000123': the registry number as printed. */
export const formatRegistryNumber = (anio: number, numero: number) =>
  `${anio}/${String(numero).padStart(6, '0')}`;

/** An entry as the receipt, the mails and the inbox read it. */
export interface SubmissionRecord {
  id: number;
  registro: string;
  procedimiento: string;
  titulo: string;
  presentadoEn: Date;
  datos: Record<string, unknown>;
  nombre: string | null;
  email: string | null;
  csv: string;
  huellaPeticion: string;
  justificanteSha256: string | null;
  justificanteBytes: number | null;
  estado: SubmissionState;
  /** Why the applicant's receipt mail was not sent (its daily cap), or null when it was. */
  correoOmitido: string | null;
  /** How the applicant was identified (Cl@ve), null when filed anonymously. */
  identificacion: SubmissionIdentity | null;
}

/** The identity a signed-in resident files with, as recorded with the entry and printed on its receipt. */
export interface SubmissionIdentity {
  metodo: string;
  nivel: string;
  documento: string;
}

export interface StoredFileRecord {
  id: number;
  posicion: number;
  sha256: string;
  tipo: string;
  nombreOriginal: string;
  mime: string;
  bytes: number;
}

export const RECORD_COLUMNS = `id, registro, procedimiento, titulo, presentado_en as "presentadoEn", datos, nombre,
  email, csv, huella_peticion as "huellaPeticion", justificante_sha256 as "justificanteSha256",
  justificante_bytes as "justificanteBytes", estado, correo_omitido as "correoOmitido",
  identificacion`;

const FILE_COLUMNS = `id, posicion, sha256, tipo, nombre_original as "nombreOriginal", mime, bytes`;

/**
 * Takes the next registry number of the current year (Europe/Madrid) and the official time. The year's counter
 * row stays locked until the transaction ends, so no two transactions on any replica get one number; a number
 * taken by a transaction that rolls back is given back. The time is read after the lock is held, so numbers
 * and times grow together; if the year turned while waiting, the number of the old year is left as a gap.
 */
export async function takeRegistryNumber(
  tx: Queryable,
): Promise<{ anio: number; numero: number; presentadoEn: Date }> {
  for (;;) {
    const rows = await tx.query<{ anio: number; numero: number; presentadoEn: Date; anioAhora: number }>(
      `insert into registro_contador as c (anio, ultimo)
       values (extract(year from clock_timestamp() at time zone '${REGISTRY_TIME_ZONE}')::int, 1)
       on conflict (anio) do update set ultimo = c.ultimo + 1
       returning anio, ultimo as numero, clock_timestamp() as "presentadoEn",
         extract(year from clock_timestamp() at time zone '${REGISTRY_TIME_ZONE}')::int as "anioAhora"`,
    );
    const row = rows[0];
    if (!row) throw new Error('No se pudo obtener un número de registro');
    if (row.anio === row.anioAhora)
      return { anio: row.anio, numero: row.numero, presentadoEn: row.presentadoEn };
  }
}

export interface NewSubmission {
  procedimiento: string;
  titulo: string;
  datos: Record<string, unknown>;
  nombre: string | null;
  email: string | null;
  csv: string;
  claveIdempotencia: string | null;
  huellaPeticion: string;
  correoOmitido: string | null;
  archivos: Array<{ sha256: string; tipo: string; nombre: string; mime: string; bytes: number }>;
  identificacion?: SubmissionIdentity | null;
}

/** Writes the entry and its files' rows (call inside the submission's transaction). */
export async function insertSubmission(tx: Queryable, entry: NewSubmission): Promise<SubmissionRecord> {
  const { anio, numero, presentadoEn } = await takeRegistryNumber(tx);
  const rows = await tx.query<SubmissionRecord>(
    `insert into tramites (anio, numero, registro, procedimiento, titulo, presentado_en, datos, nombre, email, csv,
       clave_idempotencia, huella_peticion, correo_omitido, identificacion, residente_documento)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning ${RECORD_COLUMNS}`,
    [
      anio,
      numero,
      formatRegistryNumber(anio, numero),
      entry.procedimiento,
      entry.titulo,
      presentadoEn,
      JSON.stringify(entry.datos),
      entry.nombre,
      entry.email,
      entry.csv,
      entry.claveIdempotencia,
      entry.huellaPeticion,
      entry.correoOmitido,
      entry.identificacion ? JSON.stringify(entry.identificacion) : null,
      entry.identificacion?.documento ?? null,
    ],
  );
  const record = rows[0];
  if (!record) throw new Error('No se pudo registrar el trámite');
  for (const [posicion, file] of entry.archivos.entries()) {
    await tx.query(
      `insert into tramites_archivos (tramite_id, posicion, sha256, tipo, nombre_original, mime, bytes)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [record.id, posicion, file.sha256, file.tipo, file.nombre, file.mime, file.bytes],
    );
  }
  return record;
}

export async function findSubmission(q: Queryable, id: number): Promise<SubmissionRecord | undefined> {
  const rows = await q.query<SubmissionRecord>(`select ${RECORD_COLUMNS} from tramites where id = $1`, [id]);
  return rows[0];
}

export async function findByIdempotencyKey(q: Queryable, key: string): Promise<SubmissionRecord | undefined> {
  const rows = await q.query<SubmissionRecord>(
    `select ${RECORD_COLUMNS} from tramites where clave_idempotencia = $1`,
    [key],
  );
  return rows[0];
}

export async function listFiles(q: Queryable, tramiteId: number): Promise<StoredFileRecord[]> {
  return q.query<StoredFileRecord>(
    `select ${FILE_COLUMNS} from tramites_archivos where tramite_id = $1 order by posicion`,
    [tramiteId],
  );
}

/** True when a committed entry still uses these bytes (as an attachment or as a receipt). */
export async function isReferenced(q: Queryable, sha256: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from tramites_archivos where sha256 = $1
     union all select 1 from tramites where justificante_sha256 = $1 limit 1`,
    [sha256],
  );
  return rows.length > 0;
}

/**
 * Records the receipt of an entry that has none yet. Returns false when another process recorded it first
 * (then that process also queued the mails, so they are sent once).
 */
export async function recordReceipt(
  tx: Queryable,
  id: number,
  sha256: string,
  bytes: number,
): Promise<boolean> {
  const rows = await tx.query(
    `update tramites set justificante_sha256 = $2, justificante_bytes = $3
     where id = $1 and justificante_sha256 is null returning id`,
    [id, sha256, bytes],
  );
  return rows.length > 0;
}

/** Entries committed without a receipt more than `olderThanMs` ago (their process stopped after the commit). */
export async function submissionsWithoutReceipt(q: Queryable, olderThanMs: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select id from tramites where justificante_sha256 is null
     and presentado_en < now() - ($1::int * interval '1 millisecond') order by id limit 100`,
    [olderThanMs],
  );
  return rows.map((row) => row.id);
}
