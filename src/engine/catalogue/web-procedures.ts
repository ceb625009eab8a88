import { procedureLoaders } from 'virtual:procedures';
import type { Procedure } from '../procedure.ts';

export { procedureCards } from 'virtual:procedures';

/** One procedure by its slug, loaded on demand (a chunk of its own); undefined when no folder has that name. */
export async function loadProcedure(slug: string): Promise<Procedure | undefined> {
  const load = Object.hasOwn(procedureLoaders, slug) ? procedureLoaders[slug] : undefined;
  return load ? (await load()).default : undefined;
}
