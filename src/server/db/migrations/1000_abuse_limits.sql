-- Abuse limits (issue 12).
-- The client address that placed a hold: the unpaid slots one address (and one e-mail) holds at once are
-- capped, counted from these rows while they are still in time.
alter table reservas add column origen text;
create index reservas_retenidas_origen on reservas (origen) where estado = 'pendiente';
create index reservas_retenidas_email on reservas (lower(email)) where estado = 'pendiente';

-- Why the applicant's receipt mail was not sent (the daily cap per recipient was reached), shown in the
-- staff inbox; null when it was sent.
alter table tramites add column correo_omitido text;
