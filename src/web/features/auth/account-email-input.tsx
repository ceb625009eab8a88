import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

/** A staff account's e-mail: the browser's password manager knows it as the account's username. */
export function AccountEmailInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextInput
      label={label}
      type="email"
      name="email"
      autoComplete="username"
      required
      value={value}
      onChange={onChange}
    />
  );
}
