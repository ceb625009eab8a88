import type { SharedSchemas } from '#engine/catalogue/bundle-schema.ts';
import { consentField, type Procedure, type Schema } from '#engine/procedure.ts';
import { itemsOf, propertiesOf, typeOf } from '#engine/wire/field-index.ts';
import { didYouMean, type Problem } from './problem.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SHARED_PREFIX = '../../schemas/';

function pointerTargets(document: unknown, base: string): string[] {
  const definitions = isNode(document) && isNode(document.definitions) ? document.definitions : {};
  return Object.keys(definitions).map((name) => `${base}#/definitions/${name}`);
}

function resolves(document: unknown, pointer: string): boolean {
  let node = document;
  for (const raw of pointer.replace(/^\//, '').split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isNode(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

/**
 * Every `$ref` of a raw schema.json that points nowhere, with the references that do exist: the shared
 * definitions of schemas/comunes.json (and any other shared file) and the file's own `definitions`.
 */
export function refProblems(slug: string, schema: unknown, shared: SharedSchemas): Problem[] {
  const archivo = `procedures/${slug}/schema.json`;
  const problems: Problem[] = [];
  const targets = [
    ...Object.entries(shared)
      .filter(([name]) => name === 'comunes.json')
      .flatMap(([name, document]) => pointerTargets(document, `${SHARED_PREFIX}${name}`)),
    ...pointerTargets(schema, ''),
  ];
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        visit(item, `${at}[${index}]`);
      });
      return;
    }
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) visit(value, at ? `${at}.${key}` : key);
    const ref = node.$ref;
    if (typeof ref !== 'string') return;
    const [file = '', pointer = ''] = ref.split('#');
    const name = file.startsWith(SHARED_PREFIX) ? file.slice(SHARED_PREFIX.length) : file;
    const document = file === '' ? schema : shared[name];
    if (
      document !== undefined &&
      (file === '' || file.startsWith(SHARED_PREFIX)) &&
      resolves(document, pointer)
    )
      return;
    const where =
      document === undefined
        ? `el archivo "${file}" no existe`
        : `"${pointer}" no existe en ${file || 'este archivo'}`;
    problems.push({
      archivo,
      ruta: at ? `${at}.$ref` : '$ref',
      mensaje: `la referencia "${ref}" no lleva a ningún sitio (${where}).${didYouMean(ref, targets)} Referencias que existen: ${targets.map((t) => `"${t}"`).join(', ')}.`,
    });
  };
  visit(schema, '');
  return problems;
}

/** Fields of the bundled schema the clerk must fix: no `title`, options without titles. */
export function fieldProblems(procedure: Procedure): Problem[] {
  const archivo = `procedures/${procedure.slug}/schema.json`;
  const problems: Problem[] = [];
  const hidden = hiddenFields(procedure.ui);
  const visit = (schema: Schema | undefined, at: string) => {
    for (const [name, sub] of propertiesOf(schema)) {
      const ruta = `${at}properties.${name}`;
      if (typeof sub.title !== 'string' || sub.title.trim() === '')
        problems.push({
          archivo,
          ruta,
          mensaje: `el campo "${name}" no tiene "title": añade "title": "<su nombre en español>" (los mensajes de error nombran el campo así).`,
        });
      const options = [...(Array.isArray(sub.enum) ? sub.enum : []), ...untitledOptions(sub)];
      if (options.length > 0 && !hidden.has(name))
        problems.push({
          archivo,
          ruta,
          mensaje: `las opciones ${options.map((o) => JSON.stringify(o)).join(', ')} no tienen título y la persona vería esos códigos: en lugar de "enum", escribe "oneOf": [{ "const": ${JSON.stringify(options[0])}, "title": "<lo que se lee>" }, …].`,
        });
      const inner = typeOf(sub) === 'array' ? itemsOf(sub) : sub;
      if (typeOf(inner) === 'object') visit(inner, `${ruta}.${typeOf(sub) === 'array' ? 'items.' : ''}`);
    }
  };
  visit(procedure.schema, '');
  const consent = propertiesOf(procedure.schema).get(consentField(procedure));
  if (consent?.type !== 'boolean' || consent.const !== true)
    problems.push({
      archivo,
      ruta: `properties.${consentField(procedure)}`,
      mensaje: `falta la casilla de firma "${consentField(procedure)}": añade "${consentField(procedure)}": { "$ref": "../../schemas/comunes.json#/definitions/firmaAceptada" } y ponla en "required".`,
    });
  return problems;
}

function untitledOptions(schema: Schema): unknown[] {
  const options = [...((schema.oneOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? [])];
  return options
    .filter((o) => isNode(o) && 'const' in o && typeof o.title !== 'string')
    .map((o) => (o as Node).const);
}

function hiddenFields(ui: unknown, found = new Set<string>()): Set<string> {
  if (!isNode(ui)) return found;
  for (const [key, value] of Object.entries(ui)) {
    if (isNode(value) && value['ui:widget'] === 'hidden') found.add(key);
    hiddenFields(value, found);
  }
  return found;
}
