-- Council content published by staff: news, plenary minutes and plenary videos.
create table noticias (
  id serial primary key,
  titulo text not null,
  descripcion text,
  contenido text not null,
  imagen_path text,
  publicada_en timestamptz not null default now()
);
create index noticias_publicada_en on noticias (publicada_en desc, id desc);

create table actas (
  id serial primary key,
  fecha_subida timestamptz not null default now(),
  url text not null,
  nombre text not null
);
create index actas_fecha on actas (fecha_subida desc, id desc);

create table actas_video (
  id serial primary key,
  titulo text not null,
  fecha date not null,
  url text not null,
  miniatura text
);
create index actas_video_fecha on actas_video (fecha desc, id desc);

-- One row per one-off data load (the demo content): once loaded, never loaded again, even if emptied.
create table datos_iniciales (
  nombre text primary key,
  cargados_en timestamptz not null default now()
);
