import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

/** An acceptance box (boolean, const true): ticked is `true`, unticked is no value, so `required` applies. */
export function ConsentWidget(props: WidgetProps) {
  const {
    id,
    label,
    value,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    schema,
    options,
  } = props;
  const error = rawErrors?.length ? rawErrors.join(' ') : undefined;
  // `ui:options.aviso`: a reminder shown while the box is unticked (e.g. 'Debes marcar la casilla para enviar.').
  const reminder = value !== true && typeof options.aviso === 'string' ? options.aviso : undefined;
  return (
    <Checkbox
      id={id}
      name={id}
      label={label || schema.title}
      checked={value === true}
      required={required}
      disabled={disabled || readonly}
      error={error}
      description={reminder}
      onChange={(event) => onChange(event.currentTarget.checked ? true : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      my="sm"
    />
  );
}
