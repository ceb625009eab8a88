import { pick, type Scenario, Tally, tryFetch } from '../scenario.ts';

const PATHS = ['/api/noticias/ultimas', '/api/actas', '/api/actas-video', '/api/salud'];
const tally = new Tally();

/** Public reads: they may fail while a replica is down or the database blips, and must come back. */
export const contentReads: Scenario = {
  name: 'lecturas',
  workers: 3,
  async worker(ctx) {
    while (!ctx.stopped()) {
      const response = await tryFetch(`${pick(ctx.servers)}${pick(PATHS)}`);
      if (!response) {
        tally.add('sin conexión');
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      await response.arrayBuffer();
      tally.add(response.ok ? 'ok' : String(response.status));
    }
  },
  async verify(ctx) {
    const problems: string[] = [];
    // After the faults every replica must answer reads again.
    for (const server of ctx.servers) {
      const response = await tryFetch(`${server}/api/noticias/ultimas`);
      if (response?.status !== 200)
        problems.push(`${server} no sirve noticias tras los fallos (${response?.status})`);
    }
    if (tally.get('ok') === 0) problems.push('ninguna lectura respondió bien');
    return { problems, figures: prefixed('lecturas', tally.counts) };
  },
};

export function prefixed(prefix: string, counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [`${prefix} ${key}`, value]));
}
