import { expect, it } from 'vitest';
import { openMemoryPglite } from './memory-pglite.ts';
import { migrate, migrationsFingerprint } from './migrate.ts';

const open = () => openMemoryPglite(migrate, migrationsFingerprint);

it('gives each in-memory database its own copy of the migrated schema', async () => {
  const first = await open();
  const second = await open();
  try {
    // Both start with every migration applied: nothing left to apply.
    expect(await migrate(first)).toEqual([]);
    expect(await migrate(second)).toEqual([]);
    await first.query("insert into noticias (titulo, contenido) values ('Solo en la primera', 'Texto')");
    expect(await first.query('select titulo from noticias')).toEqual([{ titulo: 'Solo en la primera' }]);
    expect(await second.query('select titulo from noticias')).toEqual([]);
    // Ids start over in each copy.
    const [row] = await second.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Otra', 'Texto') returning id",
    );
    expect(row?.id).toBe(1);
  } finally {
    await first.close();
    await second.close();
  }
}, 60_000);

it('lends a closed database again only as new: rows gone, ids from 1, listens dropped, the old handle refused', async () => {
  const first = await open();
  const heard: string[] = [];
  await first.listen?.('zz_canal', (payload) => heard.push(payload));
  await first.query("insert into noticias (titulo, contenido) values ('Antes', 'Texto')");
  await first.query("insert into noticias (titulo, contenido) values ('Antes 2', 'Texto')");
  await first.close();
  await expect(first.query('select 1')).rejects.toThrow(/cerrada/);

  // The database closed last is lent first: `next` is `first`'s, reset.
  const next = await open();
  try {
    expect(await migrate(next)).toEqual([]);
    expect(await next.query('select titulo from noticias')).toEqual([]);
    const [row] = await next.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Después', 'Texto') returning id",
    );
    expect(row?.id).toBe(1);
    // The next app listens on the same channel: only its own handler hears.
    const heardNext: string[] = [];
    await next.listen?.('zz_canal', (payload) => heardNext.push(payload));
    await next.query("select pg_notify('zz_canal', 'hola')");
    await expect.poll(() => heardNext, { timeout: 30_000 }).toEqual(['hola']);
    expect(heard).toEqual([]);
  } finally {
    await next.close();
  }
}, 60_000);

it('never lends again a database whose schema a test changed', async () => {
  const changed = await open();
  await changed.exec('create table zz_extra (id int)');
  await changed.close();
  const next = await open();
  try {
    expect(await next.query("select 1 from pg_tables where tablename = 'zz_extra'")).toEqual([]);
  } finally {
    await next.close();
  }
}, 60_000);
