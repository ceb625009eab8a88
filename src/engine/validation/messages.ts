import type { ErrorObject } from 'ajv';
import localizeEs from 'ajv-i18n/localize/es/index.js';
import type { Schema } from '../procedure.ts';
import { quoted, type SiblingTitle, sentence, titleOf } from './sentences.ts';

type SchemaNode = Record<string, unknown>;

/** The schema at an instance path ('/personas/1' → the items schema), looking into if/then branches too. */
function schemaAt(rootSchema: Schema | undefined, parts: readonly string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = rootSchema as SchemaNode | undefined;
  for (const part of parts) {
    node = /^\d+$/.test(part) ? (node?.items as SchemaNode | undefined) : propertyOf(node, part);
  }
  return node;
}

/** A property's schema, wherever the object declares it (own properties, allOf, if/then/else branches). */
function propertyOf(node: SchemaNode | undefined, name: string): SchemaNode | undefined {
  if (!node) return undefined;
  const own = (node.properties as SchemaNode | undefined)?.[name] as SchemaNode | undefined;
  if (own) return own;
  const branches = [
    node.then,
    node.else,
    ...((node.allOf as unknown[] | undefined) ?? []),
    ...((node.anyOf as unknown[] | undefined) ?? []),
    ...((node.oneOf as unknown[] | undefined) ?? []),
  ];
  for (const branch of branches) {
    const found = propertyOf(branch as SchemaNode | undefined, name);
    if (found) return found;
  }
  return undefined;
}

/** The label of the array item an error is in, e.g. 'Persona 2: ' for /personas/1/nombre. */
function itemPrefix(rootSchema: Schema | undefined, instancePath: string): string {
  if (!rootSchema) return '';
  const parts = instancePath.split('/').filter(Boolean);
  let prefix = '';
  parts.forEach((part, index) => {
    if (!/^\d+$/.test(part)) return;
    prefix += `${titleOf(schemaAt(rootSchema, parts.slice(0, index + 1))) ?? 'Elemento'} ${Number(part) + 1}: `;
  });
  return prefix;
}

/**
 * Localizes ajv errors in place: Spanish sentences that name each field by its title and, inside a repeater, by
 * its item ('Persona 2: rellena «DNI/NIE»…'). Needs ajv's `verbose` option (it reads `parentSchema`).
 * A field failing both its pattern and its format gets one message, not two.
 */
export function createLocalizer(rootSchema?: Schema) {
  // `{ "$data": "1/fechaInicio" }` on /fechaFin names the sibling field of the same object.
  const siblingTitle: SiblingTitle = (error, pointer) => {
    const [, up = '1', rest = ''] = /^(\d+)\/?(.*)$/.exec(pointer) ?? [];
    const parts = error.instancePath.split('/').filter(Boolean).slice(0, -Number(up));
    const names = rest.split('/').filter(Boolean);
    return quoted(titleOf(schemaAt(rootSchema, [...parts, ...names])) ?? names.at(-1) ?? pointer);
  };
  return (errors?: ErrorObject[] | null): void => {
    if (!errors?.length) return;
    const seen = new Set<string>();
    for (let i = errors.length - 1; i >= 0; i--) {
      const error = errors[i];
      // A list of options is a oneOf of consts: one 'not in the list' message, not one per option.
      if (error && /\/oneOf\/\d+\/const$/.test(error.schemaPath)) {
        errors.splice(i, 1);
        continue;
      }
      if (!error || !['pattern', 'format', 'minLength'].includes(error.keyword)) continue;
      const key = error.instancePath;
      if (seen.has(key)) errors.splice(i, 1);
      else seen.add(key);
    }
    // ajv-i18n's Spanish stays as the wording of the rare keyword the sentences do not know.
    localizeEs(errors);
    for (const error of errors) {
      const path =
        error.keyword === 'required'
          ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`
          : error.instancePath;
      const prefix = itemPrefix(rootSchema, path);
      const text = sentence(error, error.message ?? 'no es válido', siblingTitle);
      // After 'Persona 2: ' the sentence goes on in lower case, as Spanish writes after a colon.
      error.message = prefix ? prefix + text.charAt(0).toLowerCase() + text.slice(1) : text;
    }
  };
}
