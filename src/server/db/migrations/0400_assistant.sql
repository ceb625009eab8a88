-- Virtual assistant memory: one row per answered question. A follow-up sends the previous responseId,
-- which finds the conversation and its earlier turns. Ids are random and opaque (not guessable), so one
-- resident cannot read another's conversation; rows older than the retention period are purged.
create table asistente_turnos (
  response_id text primary key,
  conversacion_id text not null,
  pregunta text not null,
  respuesta text not null,
  -- [{ url, titulo }]
  citas jsonb not null default '[]'::jsonb,
  creado_en timestamptz not null default now()
);
create index asistente_turnos_conversacion on asistente_turnos (conversacion_id, creado_en);
create index asistente_turnos_creado on asistente_turnos (creado_en);
