-- Saved drafts of procedure forms ("Guardar y continuar más tarde", issue 18). The answers, the files and the
-- e-mail address live only in `contenido`, encrypted with AES-256-GCM (see features/drafts/README.md); the
-- link's token and the browser's key are stored as SHA-256 hashes. A draft lives 30 days.
create table borradores (
  id serial primary key,
  procedimiento text not null,
  contenido bytea not null,
  -- The single-use link mailed to the resident; null once opened.
  token_hash text unique,
  -- The key the browser holds after opening the link: it may save over the draft or submit it.
  clave_hash text,
  -- Hash of the resident's identity when identified (Cl@ve), so "Mis trámites" can list the draft.
  identidad_hash text,
  guardado_en timestamptz not null default now(),
  caduca_en timestamptz not null
);
create index borradores_caduca on borradores (caduca_en);
create index borradores_identidad on borradores (identidad_hash) where identidad_hash is not null;
