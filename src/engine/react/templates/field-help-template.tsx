import MantineFieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import type { FieldHelpProps, RJSFSchema, UiSchema } from '@rjsf/utils';

const INPUT_WIDGETS = new Set([undefined, 'text', 'email', 'tel', 'password', 'uri', 'updown', 'DateWidget']);

/**
 * Whether the field is a plain input (BaseInputTemplate or DateWidget): those show `ui:help` as the input's own
 * description, right under the label and named by its aria-describedby, so it is not drawn a second time.
 */
export function helpInInput(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  const simple = ['string', 'number', 'integer'].includes(String(schema.type));
  const choice = schema.enum !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined;
  return simple && !choice && INPUT_WIDGETS.has(uiSchema?.['ui:widget'] as string | undefined);
}

/** @rjsf/mantine's help under the field, except where the input already shows it (one hint per field). */
export function FieldHelpTemplate(props: FieldHelpProps) {
  if (helpInInput(props.schema, props.uiSchema)) return null;
  return <MantineFieldHelpTemplate {...props} />;
}
