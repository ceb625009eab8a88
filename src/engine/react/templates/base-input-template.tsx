import MantineBaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';

/**
 * @rjsf/mantine's text input, always controlled: it hands an empty field's `undefined` straight to the input,
 * so React warned that the input changed from uncontrolled to controlled on the first keystroke.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  return <MantineBaseInputTemplate {...props} value={props.value ?? ''} />;
}
