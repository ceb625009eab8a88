import { NativeSelect } from '@mantine/core';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  SelectedOptionDescription,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

/** The first entry of a select with nothing chosen yet. */
export const NO_CHOICE = 'Elige una opción';

/**
 * A one-value list (`ui:widget: "select"`) as the browser's own `<select>` in Mantine's frame. Mantine's Select
 * is a combobox with a floating list, a scroll area and a component per option, mounted for every select even
 * while closed: the census drew twenty of them with ten persons, most of a step change's time. The native one
 * costs a few elements, opens the platform's picker (a wheel on phones) and is keyboard-operable as is.
 * A multiple choice keeps Mantine's MultiSelect.
 */
export function NativeSelectWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, required, disabled, readonly, autofocus, label, hideLabel } =
    props;
  const { multiple, rawErrors, options, onChange, onBlur, onFocus } = props;
  if (multiple) return <SelectWidget {...props} />;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>) =>
    enumOptionValueDecoder(event.currentTarget.value, enumOptions, format, emptyValue);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '');
  return (
    <>
      <SelectedOptionDescription {...props} />
      <NativeSelect
        id={id}
        name={htmlName || id}
        label={labelValue(label || undefined, hideLabel, false)}
        value={typeof selected === 'string' ? selected : ''}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          if (!disabled && !readonly) onChange(decode(event));
        }}
        onBlur={(event) => onBlur(id, decode(event))}
        onFocus={(event) => onFocus(id, decode(event))}
      >
        <option value="">{placeholder || NO_CHOICE}</option>
        {enumOptions.map((option, index) => (
          <option
            key={String(index)}
            value={String(enumOptionValueEncoder(option.value, index, format))}
            disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
          >
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
