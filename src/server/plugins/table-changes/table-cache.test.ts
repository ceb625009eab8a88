import { describe, expect, it } from 'vitest';
import { TableCache } from './table-cache.ts';

describe('TableCache', () => {
  it('computes every time until it is subscribed to change notices', async () => {
    const cache = new TableCache();
    let calls = 0;
    const compute = async () => ++calls;
    await cache.get('k', ['noticias'], compute);
    await cache.get('k', ['noticias'], compute);
    expect(calls).toBe(2);
  });

  it('keeps a value until a table it read changes', async () => {
    const cache = new TableCache();
    cache.setLive(true);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('k', ['noticias'], compute)).toBe(1);
    expect(await cache.get('k', ['noticias'], compute)).toBe(1);
    cache.changed('actas');
    expect(await cache.get('k', ['noticias'], compute)).toBe(1);
    cache.changed('noticias');
    expect(await cache.get('k', ['noticias'], compute)).toBe(2);
  });

  it('never stores a value computed across a change or a lost subscription', async () => {
    const cache = new TableCache();
    cache.setLive(true);
    let calls = 0;
    await cache.get('k', ['noticias'], async () => {
      calls += 1;
      cache.changed('noticias'); // the row read may already be outdated
      return 'viejo';
    });
    await cache.get('j', ['noticias'], async () => {
      calls += 1;
      cache.setLive(false);
      cache.setLive(true); // a reconnect in between: changes may have been missed
      return 'viejo';
    });
    expect(await cache.get('k', ['noticias'], async () => 'nuevo')).toBe('nuevo');
    expect(await cache.get('j', ['noticias'], async () => 'nuevo')).toBe('nuevo');
    expect(calls).toBe(2);
  });

  it('drops everything when the subscription is lost', async () => {
    const cache = new TableCache();
    cache.setLive(true);
    await cache.get('k', ['noticias'], async () => 'viejo');
    cache.setLive(false);
    expect(await cache.get('k', ['noticias'], async () => 'nuevo')).toBe('nuevo');
  });

  it('leaves out a value its caller does not want kept', async () => {
    const cache = new TableCache();
    cache.setLive(true);
    const keepFound = (page: { status: number }) => page.status === 200;
    await cache.get('k', ['noticias'], async () => ({ status: 404 }), keepFound);
    expect(await cache.get('k', ['noticias'], async () => ({ status: 200 }), keepFound)).toEqual({
      status: 200,
    });
    expect(await cache.get('k', ['noticias'], async () => ({ status: 500 }), keepFound)).toEqual({
      status: 200,
    });
  });
});
