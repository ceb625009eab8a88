import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '#engine/node/load-catalogue.ts';

/** The API contract: one JSON Schema file per feature, its pieces under `$defs` (types: npm run generate). */
export const API_SCHEMAS_DIR = path.join(ROOT_DIR, 'schemas/api');

export type ApiSchema = { $id: string; $defs: Record<string, Record<string, unknown>> };

/**
 * Every file of the contract, each with its `$id` (its file name). A `$ref` without an `errorMessage` of its own
 * takes its definition's, so a required property's absence is answered with the message of what it refers to.
 */
export function readApiSchemas(dir = API_SCHEMAS_DIR): ApiSchema[] {
  const schemas: ApiSchema[] = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  const byId = new Map(schemas.map((schema) => [schema.$id, schema]));
  const inherit = (node: unknown, file: ApiSchema): void => {
    if (node === null || typeof node !== 'object') return;
    for (const child of Object.values(node)) inherit(child, file);
    const schema = node as { $ref?: unknown; errorMessage?: unknown };
    if (typeof schema.$ref !== 'string' || schema.errorMessage !== undefined) return;
    const [target = '', pointer = ''] = schema.$ref.split('#/$defs/');
    const message = (target ? byId.get(target) : file)?.$defs[pointer]?.errorMessage;
    if (typeof message === 'string') schema.errorMessage = message;
  };
  for (const schema of schemas) inherit(schema.$defs, schema);
  return schemas;
}
