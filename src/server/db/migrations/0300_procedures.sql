-- Procedure submissions (trámites) as the council's electronic registry: one entry per submission, numbered
-- per year, with its data, its files (content-addressed in the file store) and the receipt it was answered with.

-- The registry counter: one row per year. Taking a number locks the year's row until the transaction ends, so
-- two replicas can never hand out the same number; a rolled-back transaction gives its number back.
create table registro_contador (
  anio integer primary key,
  ultimo integer not null
);

create table tramites (
  id bigserial primary key,
  anio integer not null,
  numero integer not null,
  -- '2026/000123': what the receipt and the council's inbox show.
  registro text not null unique,
  procedimiento text not null,
  titulo text not null,
  -- The official time of the entry (the database's clock, the same for every replica).
  presentado_en timestamptz not null,
  datos jsonb not null,
  -- Copied out of datos for the inbox list (who and where to answer).
  nombre text,
  email text,
  -- Código seguro de verificación printed on the receipt.
  csv text not null unique,
  -- A retried request (same Idempotency-Key) gets the same entry and receipt, never a second one.
  clave_idempotencia text unique,
  huella_peticion text not null,
  justificante_sha256 text,
  justificante_bytes integer,
  estado text not null default 'recibido' check (estado in ('recibido', 'en_tramite', 'resuelto')),
  unique (anio, numero)
);
create index tramites_presentados on tramites (presentado_en desc, id desc);
-- Entries whose receipt was not produced (the process stopped right after the commit) are finished at start.
create index tramites_sin_justificante on tramites (id) where justificante_sha256 is null;

create table tramites_archivos (
  id bigserial primary key,
  tramite_id bigint not null references tramites (id) on delete cascade,
  posicion integer not null,
  sha256 text not null,
  -- The document slot's clave, or 'personas[0]' for a file of a repeater item.
  tipo text not null,
  nombre_original text not null,
  mime text not null,
  bytes integer not null,
  unique (tramite_id, posicion)
);
-- Cleaning up after a failed submission asks whether any other row still references a file.
create index tramites_archivos_sha256 on tramites_archivos (sha256);

-- Who moved an entry to which state, and when.
create table tramites_estados (
  id bigserial primary key,
  tramite_id bigint not null references tramites (id) on delete cascade,
  estado text not null,
  usuario_id integer references usuarios (id) on delete set null,
  email text,
  cambiado_en timestamptz not null default now()
);
create index tramites_estados_tramite on tramites_estados (tramite_id, id);

-- Every staff read of a submission (list, detail, downloads): personal data is only seen on the record.
create table tramites_accesos (
  id bigserial primary key,
  tramite_id bigint references tramites (id) on delete cascade,
  usuario_id integer references usuarios (id) on delete set null,
  email text,
  accion text not null,
  detalle jsonb not null default '{}'::jsonb,
  ip text,
  ocurrido_en timestamptz not null default now()
);
create index tramites_accesos_tramite on tramites_accesos (tramite_id, id);
