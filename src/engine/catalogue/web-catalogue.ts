import type { Procedure, ProcedureSource } from '../procedure.ts';
import { buildCatalogue } from './build-catalogue.ts';
import type { SharedSchemas } from './bundle-schema.ts';

// Collected at build time by Vite: adding a folder under procedures/ adds it here with no code change.
const procedures = import.meta.glob<unknown>('../../../procedures/*/procedure.json', {
  eager: true,
  import: 'default',
});
const schemas = import.meta.glob<unknown>('../../../procedures/*/schema.json', {
  eager: true,
  import: 'default',
});
const uis = import.meta.glob<unknown>('../../../procedures/*/ui.json', { eager: true, import: 'default' });
const sharedFiles = import.meta.glob<unknown>('../../../schemas/*.json', { eager: true, import: 'default' });

const folderOf = (file: string) => file.split('/').at(-2) ?? '';

const sources: ProcedureSource[] = Object.entries(procedures).map(([file, procedure]) => {
  const slug = folderOf(file);
  const base = file.slice(0, -'procedure.json'.length);
  return { slug, procedure, schema: schemas[`${base}schema.json`] ?? {}, ui: uis[`${base}ui.json`] ?? {} };
});

const shared: SharedSchemas = Object.fromEntries(
  Object.entries(sharedFiles).map(([file, json]) => [file.split('/').at(-1) ?? '', json]),
);

/** The web's catalogue, sorted by `orden`: the same `Procedure` objects the server builds from disk. */
export const catalogue: readonly Procedure[] = buildCatalogue(sources, shared);
