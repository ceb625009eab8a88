import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/db.ts';
import { buildDemoContent } from './demo/demo-content.ts';
import { createMinutes } from './minutes-repository.ts';
import { createNews } from './news-repository.ts';
import { createVideo } from './videos-repository.ts';

const SEED_NAME = 'contenido-demo';
// Any fixed number: replicas starting together wait for each other instead of seeding twice.
const SEED_LOCK = 727_101;

export type SeedResult = 'seeded' | 'already-seeded' | 'has-content';

/**
 * Fills an empty database with the demo town's news, minutes and videos, once. A database that already has
 * content, or that was seeded before (even if staff emptied it since), is left untouched.
 */
export async function seedDemoContent(db: Db, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const done = await tx.query('select 1 from datos_iniciales where nombre = $1', [SEED_NAME]);
    if (done.length > 0) return 'already-seeded';
    const [existing] = await tx.query<{ has_content: boolean }>(
      `select exists (select 1 from noticias) or exists (select 1 from actas) or exists (select 1 from actas_video) as has_content`,
    );
    await tx.query('insert into datos_iniciales (nombre) values ($1)', [SEED_NAME]);
    if (existing?.has_content) return 'has-content';
    const content = buildDemoContent(now);
    for (const item of content.news) await createNews(tx, item);
    for (const minutes of content.minutes) await createMinutes(tx, minutes);
    for (const video of content.videos) await createVideo(tx, video);
    return 'seeded';
  });
}

/** Start-up task: seeds the demo content and says so in the log. */
export async function seedDemoContentTask(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  const result = await seedDemoContent(app.db);
  if (result === 'seeded')
    app.log.info('Contenido de demostración cargado (noticias, actas y vídeos de pleno)');
}
