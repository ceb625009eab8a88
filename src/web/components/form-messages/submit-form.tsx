import { Button, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from './form-messages.tsx';

interface SubmitOptions {
  /** Runs before sending: `true` sends, `false` stops (the fields say why), a sentence stops as the form's error. */
  check?: () => boolean | string;
  /** The form's error when `send` fails. */
  failure: (caught: unknown) => string;
}

/**
 * A form's submit: no page load, the last error cleared, `check`, then `send` with the form marked as sending.
 * A failure is shown and the visitor can try again; after a success the form stays marked (the page moves on or
 * says what happened).
 */
export function useSubmit(send: () => Promise<void>, { check, failure }: SubmitOptions) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const verdict = check?.() ?? true;
    if (verdict !== true) {
      if (verdict) setError(verdict);
      return;
    }
    setSending(true);
    try {
      await send();
    } catch (caught) {
      setError(failure(caught));
      setSending(false);
    }
  }

  return { submit, sending, error };
}

interface SubmitFormProps {
  form: ReturnType<typeof useSubmit>;
  /** The submit button's text, which says what is under way while sending. */
  label: string;
  children: ReactNode;
  /** The browser's own checks stay off where the form says what is missing itself. */
  noValidate?: boolean;
  /** Keeps the button disabled beyond sending (the task is done). */
  done?: boolean;
  errorTitle?: string;
  /** Messages above the error (a step's confirmation, a success). */
  notices?: ReactNode;
  /** What follows the submit button (other ways out). */
  footer?: ReactNode;
  fullWidth?: boolean;
}

/** A form in a column: notices, the error read out at once, the fields, the submit button and a footer. */
export function SubmitForm({
  form,
  label,
  children,
  noValidate,
  done,
  errorTitle,
  notices,
  footer,
  fullWidth,
}: SubmitFormProps) {
  return (
    <form onSubmit={form.submit} noValidate={noValidate}>
      <Stack>
        {notices}
        <FormError message={form.error} title={errorTitle} />
        {children}
        <Button type="submit" disabled={form.sending || done} fullWidth={fullWidth}>
          {label}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
