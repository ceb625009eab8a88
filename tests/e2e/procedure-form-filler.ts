import type { Page } from 'playwright-core';
import { consentField, type Procedure, type Schema } from '#engine/procedure.ts';
import { stepsOf } from '#engine/steps/steps.ts';
import { pdfBytes } from '../integration/procedures-helpers.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every schema `key` has anywhere in the bundled schema: nested objects, conditional branches, array items. */
function schemasOf(schema: unknown, key: string): Schema[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = (node.properties as Record<string, Schema> | undefined)?.[key];
  const nested = ['allOf', 'anyOf', 'oneOf', 'then', 'else', 'items']
    .flatMap((name) => (Array.isArray(node[name]) ? (node[name] as unknown[]) : [node[name]]))
    .concat(Object.values((node.properties as Record<string, unknown> | undefined) ?? {}))
    .flatMap((child) => schemasOf(child, key));
  return own ? [own, ...nested] : nested;
}

/** The choices of an enum field as RJSF lists them: values (index = radio id suffix) and their labels. */
function choicesOf(schema: Schema, key: string): Array<{ value: unknown; label: string }> | undefined {
  for (const field of schemasOf(schema, key)) {
    if (Array.isArray(field.enum)) return field.enum.map((value) => ({ value, label: String(value) }));
    if (Array.isArray(field.oneOf) && field.oneOf.every((o) => typeof o === 'object' && 'const' in o)) {
      return (field.oneOf as Schema[]).map((o) => ({ value: o.const, label: String(o.title ?? o.const) }));
    }
  }
  return undefined;
}

/** The label of the repeater's add button for array `key` (ui.json `etiquetaAnadir`). */
function addLabel(procedure: Procedure, key: string): string {
  const options = (procedure.ui[key] as Record<string, Record<string, unknown>> | undefined)?.['ui:options'];
  const label = options?.etiquetaAnadir;
  if (typeof label !== 'string') throw new Error(`El repetidor ${key} no tiene etiquetaAnadir`);
  return label;
}

/** Fills one leaf of the example the way a person would with the widget RJSF rendered for it. */
async function fillLeaf(page: Page, procedure: Procedure, id: string, key: string, value: Json) {
  const choices = choicesOf(procedure.schema, key);
  if (choices) {
    const index = choices.findIndex((choice) => choice.value === value);
    if (index < 0) throw new Error(`${String(value)} no es una opción de ${id}`);
    const radio = page.locator(`#${id}-${index}`);
    if ((await radio.count()) > 0) return radio.check();
    const input = page.locator(`#${id}`);
    const kind = await input.getAttribute('type');
    // A field the form derives from another (ui:options igualA) is a hidden input: nothing to type.
    if (kind === 'hidden') return;
    // A one-value list is a native select (NativeSelectWidget): its options are named by their titles.
    return input.selectOption({ label: choices[index]?.label ?? '' });
  }
  const input = page.locator(`#${id}`);
  if (typeof value === 'boolean') return input.setChecked(value);
  if ((await input.getAttribute('type')) === 'hidden') return;
  await input.fill(String(value));
}

/** Fills `data` into the fields under `prefix`, adding repeater items as the example needs them. */
async function fillObject(page: Page, procedure: Procedure, prefix: string, data: Record<string, Json>) {
  for (const [key, value] of Object.entries(data)) {
    const id = `${prefix}_${key}`;
    if (Array.isArray(value)) {
      // The repeater starts with one item; the others are added with its button before any is filled, as a
      // person would lay out the household first.
      for (let added = 1; added < value.length; added++) {
        await page.getByRole('button', { name: addLabel(procedure, key) }).click();
      }
      for (const [index, item] of value.entries()) {
        await fillObject(page, procedure, `${id}_${index}`, item as Record<string, Json>);
      }
    } else if (value && typeof value === 'object') {
      await fillObject(page, procedure, id, value);
    } else {
      await fillLeaf(page, procedure, id, key, value);
    }
  }
}

/** The schema's first example: the data a valid submission carries. */
export const firstExample = (procedure: Procedure): Record<string, Json> =>
  (procedure.schema.examples as Array<Record<string, Json>>)[0] ?? {};

/** Attaches a real PDF to every required upload slot and to the first one; returns the names attached. */
async function attachDocuments(page: Page, procedure: Procedure): Promise<string[]> {
  const attached: string[] = [];
  const slots = procedure.documentos.filter((slot, index) => slot.obligatorio || index === 0);
  for (const slot of slots) {
    const name = `${slot.clave}-${procedure.slug}.pdf`;
    await page
      .locator(`#documento_${slot.clave} input[type=file]`)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });
    attached.push(name);
  }
  return attached;
}

/** Attaches one PDF to each repeater item of `data` that takes files; returns the names attached. */
async function attachItemFiles(
  page: Page,
  procedure: Procedure,
  data: Record<string, Json>,
): Promise<string[]> {
  const attached: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (!Array.isArray(value)) continue;
    for (const index of value.keys()) {
      const input = page.locator(`#root_${key}_${index}_archivos input[type=file]`);
      if ((await input.count()) === 0) continue;
      const name = `${key}-${index}-${procedure.slug}.pdf`;
      await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });
      attached.push(name);
    }
  }
  return attached;
}

/**
 * Fills the procedure's form with its first example and attaches a real PDF to every required upload slot and
 * to the first one (so every form sends a file), and one to each repeater item that takes files.
 * A form in steps is filled step by step ('Continuar'), up to its review, where the signature box is ticked as
 * the example says. Returns the names of the files attached, which the receipt lists.
 */
export async function fillWithExample(page: Page, procedure: Procedure): Promise<string[]> {
  const data = firstExample(procedure);
  const steps = stepsOf(procedure);
  if (!steps) {
    await fillObject(page, procedure, 'root', data);
    return [...(await attachDocuments(page, procedure)), ...(await attachItemFiles(page, procedure, data))];
  }
  const attached: string[] = [];
  for (const [index, step] of steps.entries()) {
    await page.getByRole('heading', { level: 2, name: new RegExp(`^Paso ${index + 1} de`) }).waitFor();
    const part = Object.fromEntries(Object.entries(data).filter(([key]) => step.campos.includes(key)));
    await fillObject(page, procedure, 'root', part);
    attached.push(...(await attachItemFiles(page, procedure, part)));
    if (index === steps.length - 1) attached.push(...(await attachDocuments(page, procedure)));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await page.getByRole('heading', { level: 2, name: /: Revisa tu solicitud$/ }).waitFor();
  const consent = consentField(procedure);
  if (typeof data[consent] === 'boolean')
    await fillLeaf(page, procedure, `root_${consent}`, consent, data[consent]);
  return attached;
}
