import { expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openMemoryPglite } from './pglite.ts';

it('gives each in-memory database its own copy of the migrated schema', async () => {
  const first = await openMemoryPglite(migrate);
  const second = await openMemoryPglite(migrate);
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
