import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

/**
 * Dates as a native `<input type="date">` (SPEC §5: dates use the date type): the browser's own picker is
 * keyboard-accessible and the value is already the schema's 'YYYY-MM-DD'.
 */
export function DateWidget({
  id,
  label,
  hideLabel,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  options,
  schema,
}: WidgetProps) {
  const error = rawErrors?.length ? rawErrors.join(' ') : undefined;
  return (
    <TextInput
      id={id}
      name={id}
      type="date"
      label={hideLabel ? undefined : label || schema.title}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      error={error}
      // The one hint of the field: FieldHelpTemplate leaves `ui:help` to the input, which names it for readers.
      description={typeof options.help === 'string' ? options.help : schema.description}
      onChange={(event) =>
        onChange(event.currentTarget.value === '' ? options.emptyValue : event.currentTarget.value)
      }
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
      mb="sm"
    />
  );
}
