// The catalogue's modules, made at build time from procedures/ by scripts/procedures/vite-plugin.ts.

declare module 'virtual:procedures' {
  import type { Procedure } from '#engine/procedure.ts';

  /** What the procedures index shows of each procedure, in catalogue order. */
  export const procedureCards: ReadonlyArray<Pick<Procedure, 'slug' | 'nombreCorto' | 'icono'>>;
  /** Each procedure's module by slug: the whole `Procedure`, in a chunk of its own. */
  export const procedureLoaders: Readonly<Record<string, () => Promise<{ default: Procedure }>>>;
}

declare module 'virtual:procedure-catalogue' {
  import type { Procedure } from '#engine/procedure.ts';

  /** Every procedure, in catalogue order. */
  const catalogue: readonly Procedure[];
  export default catalogue;
}
