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

/** Attaches one PDF to the repeater item `id` when it takes files; returns the names attached. */
async function attachItemFile(page: Page, id: string, name: string): Promise<string[]> {
  const input = page.locator(`#${id}_archivos input[type=file]`);
  if ((await input.count()) === 0) return [];
  await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });
  return [name];
}

/**
 * Fills `data` into the fields under `prefix`. A repeater shows one item's fields at a time: each item is filled,
 * with a PDF attached when it takes files, then the next is added (it opens), as a person goes through the
 * household. Returns the names of the files attached.
 */
async function fillObject(
  page: Page,
  procedure: Procedure,
  prefix: string,
  data: Record<string, Json>,
): Promise<string[]> {
  const attached: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const id = `${prefix}_${key}`;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        if (index > 0) await page.getByRole('button', { name: addLabel(procedure, key) }).click();
        attached.push(...(await fillObject(page, procedure, `${id}_${index}`, item as Record<string, Json>)));
        attached.push(
          ...(await attachItemFile(page, `${id}_${index}`, `${key}-${index}-${procedure.slug}.pdf`)),
        );
      }
    } else if (value && typeof value === 'object') {
      attached.push(...(await fillObject(page, procedure, id, value)));
    } else {
      await fillLeaf(page, procedure, id, key, value);
    }
  }
  return attached;
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
    const items = await fillObject(page, procedure, 'root', data);
    return [...(await attachDocuments(page, procedure)), ...items];
  }
  const attached: string[] = [];
  for (const [index, step] of steps.entries()) {
    await page.getByRole('heading', { level: 2, name: new RegExp(`^Paso ${index + 1} de`) }).waitFor();
    const part = Object.fromEntries(Object.entries(data).filter(([key]) => step.campos.includes(key)));
    attached.push(...(await fillObject(page, procedure, 'root', part)));
    if (index === steps.length - 1) attached.push(...(await attachDocuments(page, procedure)));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await page.getByRole('heading', { level: 2, name: /: Revisa tu solicitud$/ }).waitFor();
  const consent = consentField(procedure);
  if (typeof data[consent] === 'boolean')
    await fillLeaf(page, procedure, `root_${consent}`, consent, data[consent]);
  return attached;
}
