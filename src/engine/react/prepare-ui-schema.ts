import type { UiSchema } from '@rjsf/utils';
import { consentField, type Procedure } from '../procedure.ts';

const LEGAL_WIDGETS = ['CollapsibleLegalWidget', 'LegalTextWidget'];

/** Indexes of `textosLegales` some field already shows (so the form does not print them twice). */
export function legalTextsInFields(ui: unknown): Set<number> {
  const used = new Set<number>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (LEGAL_WIDGETS.includes(record['ui:widget'] as string)) {
      const texto = (record['ui:options'] as Record<string, unknown> | undefined)?.texto;
      used.add(typeof texto === 'number' ? texto : 0);
    }
    for (const value of Object.values(record)) visit(value);
  };
  visit(ui);
  return used;
}

/**
 * The field the document slots are drawn before: root `"ui:options": { "documentos": { "antesDe": "fecha" } }`
 * (by default they follow all the fields). Takes the root `ui:options.documentos` value.
 */
export function documentsBefore(option: unknown): string | undefined {
  const before = (option as { antesDe?: unknown } | undefined)?.antesDe;
  return typeof before === 'string' ? before : undefined;
}

function withRepeaterItems(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const record = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withRepeaterItems(value)]),
  );
  if (record['ui:ArrayFieldTemplate'] === 'RepeaterTemplate') {
    record['ui:ArrayFieldItemTemplate'] ??= 'RepeaterItemTemplate';
  }
  return record;
}

/**
 * The uiSchema RJSF gets: the procedure's ui.json, plus the signature box drawn last with the procedure's own
 * wording, and repeater items drawn by RepeaterItemTemplate.
 */
export function prepareUiSchema(procedure: Procedure): UiSchema {
  const ui = withRepeaterItems(procedure.ui) as UiSchema;
  const consent = consentField(procedure);
  const order = Array.isArray(ui['ui:order'])
    ? (ui['ui:order'] as string[]).filter((name) => name !== consent)
    : [];
  if (!order.includes('*')) order.push('*');
  return {
    ...ui,
    'ui:order': [...order, consent],
    [consent]: {
      ...(ui[consent] as UiSchema | undefined),
      'ui:widget': 'ConsentWidget',
      'ui:title': procedure.consentimiento.texto,
      'ui:options': { aviso: procedure.consentimiento.aviso },
    },
  };
}
