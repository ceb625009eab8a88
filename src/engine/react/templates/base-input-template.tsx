import MantineBaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';

/**
 * @rjsf/mantine's text input, always controlled: it hands an empty field's `undefined` straight to the input,
 * so React warned that the input changed from uncontrolled to controlled on the first keystroke.
 * One hint per field: the form's own help (`ui:help`) when it has one, else the schema's description, as the
 * input's description (under the label, named by aria-describedby); FieldHelpTemplate then skips it.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const help = props.uiSchema?.['ui:help'];
  return (
    <MantineBaseInputTemplate
      {...props}
      {...(typeof help === 'string' ? { options: { ...props.options, description: help } } : {})}
      value={props.value ?? ''}
    />
  );
}
