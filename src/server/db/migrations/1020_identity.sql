-- Residents identified through Cl@ve (issue 17): their sessions, the SAML replay protection shared by every
-- replica, and which registry entries each resident filed.

-- A resident's session: only the token's SHA-256 is kept. Separate from staff sessions (sesiones).
create table residentes_sesiones (
  token_hash text primary key,
  -- The DNI/NIE, name and level of assurance the identity provider asserted.
  documento text not null,
  nombre text not null,
  apellidos text not null default '',
  nivel text not null,
  metodo text not null,
  -- What the identity provider needs to end its own session (SAML single logout).
  name_id text,
  name_id_format text,
  session_index text,
  creada_en timestamptz not null,
  ultimo_uso timestamptz not null,
  revocada_en timestamptz
);
create index residentes_sesiones_documento on residentes_sesiones (documento);

-- AuthnRequests sent and not answered yet (InResponseTo must name one of them, once).
create table saml_solicitudes (
  id text primary key,
  creada_en timestamptz not null
);

-- Assertions already used, kept until they expire: a replayed assertion finds its id here.
create table saml_aserciones (
  id text primary key,
  caduca_en timestamptz not null
);
create index saml_aserciones_caduca on saml_aserciones (caduca_en);

-- How the applicant of an entry was identified ({metodo, nivel, documento}); null for anonymous filing.
alter table tramites add column identificacion jsonb;
-- The DNI/NIE of the identified applicant: "Mis trámites" lists by it.
alter table tramites add column residente_documento text;
create index tramites_residente on tramites (residente_documento, presentado_en desc) where residente_documento is not null;
