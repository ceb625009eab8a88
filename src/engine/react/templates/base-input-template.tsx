import MantineBaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useTypedText } from './use-typed-text.ts';

/**
 * @rjsf/mantine's text input, its number input always controlled (it hands an empty field's `undefined` straight
 * to the input, so React warned that it changed from uncontrolled to controlled on the first keystroke) and its
 * text input never (useTypedText).
 * One hint per field: the form's own help (`ui:help`) when it has one, else the schema's description, as the
 * input's description (under the label, named by aria-describedby); FieldHelpTemplate then skips it.
 * Text is typed through useTypedText (each key painted by the browser alone, the form updated once it is idle);
 * number inputs keep Mantine's own handling.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const help = props.uiSchema?.['ui:help'];
  const typing = useTypedText(props.value, props.onChange, props.id);
  const numeric = props.schema.type === 'number' || props.schema.type === 'integer';
  const options = {
    ...props.options,
    ...(typeof help === 'string' ? { description: help } : {}),
    // Unknown ui:options reach Mantine's TextInput as props: a text input is uncontrolled (useTypedText).
    ...(numeric ? {} : { onKeyDown: typing.onKeyDown, defaultValue: typing.defaultValue }),
  };
  if (numeric) return <MantineBaseInputTemplate {...props} options={options} value={props.value ?? ''} />;
  return (
    <MantineBaseInputTemplate
      {...props}
      options={options}
      value={undefined}
      onChange={typing.onChange}
      onBlur={(id, value) => {
        typing.flush();
        props.onBlur(id, value);
      }}
    />
  );
}
