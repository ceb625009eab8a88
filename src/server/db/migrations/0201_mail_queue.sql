-- Outgoing mail, queued in the same transaction as the data it speaks of and sent by a retrying worker.
create table mail_queue (
  id bigserial primary key,
  destinatario text not null,
  asunto text not null,
  texto text not null,
  html text,
  -- [{ filename, contentType, content (base64) }]
  adjuntos jsonb not null default '[]'::jsonb,
  creado_en timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);
-- The worker only ever looks for unsent rows that are due.
create index mail_queue_pending on mail_queue (next_attempt_at) where sent_at is null;
