-- Files a submission is about to write to the file store, noted before its transaction. The transaction deletes
-- its rows when it commits; a row left behind (the transaction failed and its clean-up could not run, or the
-- process died in between) names a file the recovery loop removes once no committed entry uses it.
create table archivos_pendientes (
  id bigserial primary key,
  sha256 text not null,
  creado timestamptz not null default now()
);
create index archivos_pendientes_creado on archivos_pendientes (creado);
create index archivos_pendientes_sha256 on archivos_pendientes (sha256);
