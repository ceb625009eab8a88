-- Every change to the public content tables is announced on the channel sede_cambios (payload: the table),
-- so each replica drops its cached lists at once. Statement-level: one notice per statement, not per row;
-- PostgreSQL delivers it only after the transaction commits, and merges repeats within one transaction.
create function notificar_cambio() returns trigger language plpgsql as $$
begin
  perform pg_notify('sede_cambios', tg_table_name);
  return null;
end;
$$;

create trigger noticias_cambios after insert or update or delete or truncate on noticias
  for each statement execute function notificar_cambio();
create trigger actas_cambios after insert or update or delete or truncate on actas
  for each statement execute function notificar_cambio();
create trigger actas_video_cambios after insert or update or delete or truncate on actas_video
  for each statement execute function notificar_cambio();
