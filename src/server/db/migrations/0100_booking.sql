-- Court bookings (SPEC §9) with their payment session, and one row per occupied half-hour.
create table reservas (
  id uuid primary key,
  -- The payment provider's session id (sandbox or Stripe Checkout), set once the session exists.
  sesion_id text unique,
  proveedor text not null check (proveedor in ('sandbox', 'stripe')),
  pista text not null check (pista in ('tenis', 'padel', 'futbol')),
  dia date not null,
  horas text[] not null,
  nombre text not null,
  email text not null,
  importe integer not null check (importe > 0), -- euro cents
  estado text not null default 'pendiente' check (estado in ('pendiente', 'pagada', 'cancelada', 'caducada')),
  caduca_en timestamptz not null,
  creada_en timestamptz not null default now(),
  pagada_en timestamptz,
  -- The provider's payment (Stripe PaymentIntent), kept to refund a payment that arrived too late.
  pago_id text,
  reembolso text check (reembolso in ('pendiente', 'hecho'))
);
create index reservas_pendientes on reservas (pista, dia) where estado = 'pendiente';

-- The guarantee against double booking: one row per occupied slot, so two overlapping holds can never
-- both commit, whatever the number of server replicas. Rows exist while a booking is held or paid.
create table reservas_horas (
  pista text not null,
  dia date not null,
  hora text not null,
  reserva_id uuid not null references reservas (id) on delete cascade,
  primary key (pista, dia, hora)
);
create index reservas_horas_reserva on reservas_horas (reserva_id);
