-- Privacy by design: thumbnails are now fetched by the server and served from our own origin. Addresses on
-- other hosts stored before (the video host's own thumbnail) are dropped; those videos show the placeholder.
update actas_video set miniatura = null where miniatura is not null and miniatura not like '/%';
