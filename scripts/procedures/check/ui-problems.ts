import type { Procedure, Schema } from '#engine/procedure.ts';
import { documentsBefore } from '#engine/react/prepare-ui-schema.ts';
import { itemsOf, propertiesOf, typeOf } from '#engine/wire/field-index.ts';
import { didYouMean, type Problem } from './problem.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one procedure's ui.json against its schema.json (field names that do not exist). */
export function uiProblems(procedure: Procedure): Problem[] {
  const archivo = `procedures/${procedure.slug}/ui.json`;
  const problems: Problem[] = [];
  const unknown = (ruta: string, name: string, names: Map<string, Schema>) =>
    problems.push({
      archivo,
      ruta,
      mensaje: `"${name}" no es un campo de schema.json: escribe el nombre de un campo tal cual está en schema.json.${didYouMean(name, names.keys())}`,
    });

  // Sections, steps and `ui:order` list field names: each must be a field of the object they order.
  const checkGroups = (groups: unknown, at: string, names: Map<string, Schema>) => {
    if (!Array.isArray(groups)) return;
    groups.forEach((group, index) => {
      const campos = isNode(group) && Array.isArray(group.campos) ? group.campos : [];
      campos.forEach((name, position) => {
        if (typeof name === 'string' && !names.has(name))
          unknown(`${at}[${index}].campos[${position}]`, name, names);
      });
    });
  };

  const visit = (ui: unknown, schema: Schema | undefined, at: string) => {
    if (!isNode(ui)) return;
    const names = propertiesOf(schema);
    const prefix = at ? `${at}.` : '';
    const options = isNode(ui['ui:options']) ? ui['ui:options'] : {};
    checkGroups(options.secciones, `${prefix}ui:options.secciones`, names);
    checkGroups(ui['ui:pasos'], `${prefix}ui:pasos`, names);
    if (Array.isArray(ui['ui:order']))
      ui['ui:order'].forEach((name, index) => {
        if (typeof name === 'string' && name !== '*' && !names.has(name))
          unknown(`${prefix}ui:order[${index}]`, name, names);
      });
    for (const [key, value] of Object.entries(ui)) {
      if (key.startsWith('ui:') || key === '$schema') continue;
      if (key === 'items' && typeOf(schema) === 'array') visit(value, itemsOf(schema), `${prefix}items`);
      else if (names.has(key)) {
        const sub = names.get(key);
        visit(value, sub, `${prefix}${key}`);
        const igualA = isNode(value) && isNode(value['ui:options']) ? value['ui:options'].igualA : undefined;
        if (typeof igualA === 'string' && !names.has(igualA))
          unknown(`${prefix}${key}.ui:options.igualA`, igualA, names);
      } else unknown(`${prefix}${key}`, key, names);
    }
  };
  visit(procedure.ui, procedure.schema, '');

  const options = isNode(procedure.ui['ui:options']) ? procedure.ui['ui:options'] : {};
  if (options.documentos !== undefined) {
    const before = documentsBefore(options.documentos);
    const names = propertiesOf(procedure.schema);
    if (before !== undefined && !names.has(before)) unknown('ui:options.documentos.antesDe', before, names);
    if (procedure.documentos.length === 0)
      problems.push({
        archivo,
        ruta: 'ui:options.documentos',
        mensaje: 'sobra: procedure.json no tiene "documentos". Bórralo o añade documentos en procedure.json.',
      });
  }
  const texts = procedure.textosLegales.length;
  const checkText = (ui: unknown, at: string) => {
    if (!isNode(ui)) return;
    for (const [key, value] of Object.entries(ui)) {
      const path = at ? `${at}.${key}` : key;
      if (key === 'ui:options' && isNode(value) && typeof value.texto === 'number' && value.texto >= texts)
        problems.push({
          archivo,
          ruta: `${path}.texto`,
          mensaje: `procedure.json solo tiene ${texts} texto${texts === 1 ? '' : 's'} legal${texts === 1 ? '' : 'es'} (se cuentan desde 0): escribe un número de 0 a ${Math.max(texts - 1, 0)} o añade el texto en "textosLegales".`,
        });
      else checkText(value, path);
    }
  };
  checkText(procedure.ui, '');
  return problems;
}
