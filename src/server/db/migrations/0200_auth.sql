-- Staff accounts, their sessions, password-reset tokens and the audit log of the administration area.
-- Tokens are never stored: only their SHA-256 (hex), so a copy of the database cannot sign anyone in.
create table usuarios (
  id serial primary key,
  email text not null,
  nombre text not null,
  password_hash text not null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);
-- E-mail addresses are compared without case: Admin@x and admin@x are one account.
create unique index usuarios_email on usuarios (lower(email));

create table sesiones (
  token_hash text primary key,
  usuario_id integer not null references usuarios (id) on delete cascade,
  creada_en timestamptz not null,
  ultimo_uso timestamptz not null,
  revocada_en timestamptz
);
create index sesiones_usuario on sesiones (usuario_id);

create table restablecimientos (
  token_hash text primary key,
  usuario_id integer not null references usuarios (id) on delete cascade,
  creado_en timestamptz not null,
  caduca_en timestamptz not null,
  usado_en timestamptz
);
create index restablecimientos_usuario on restablecimientos (usuario_id);

create table auditoria (
  id bigserial primary key,
  ocurrido_en timestamptz not null default now(),
  usuario_id integer references usuarios (id) on delete set null,
  -- Who, as typed or known at the time (kept when the account is later deleted).
  email text,
  accion text not null,
  detalle jsonb not null default '{}'::jsonb,
  ip text
);
create index auditoria_ocurrido on auditoria (ocurrido_en desc);
