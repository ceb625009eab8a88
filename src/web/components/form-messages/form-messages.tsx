import { Alert } from '@mantine/core';

/** Why a form was refused or failed, read out at once (role="alert"); nothing when there is nothing to say. */
export function FormError({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}

/** What a form achieved, announced without interrupting (role="status"); nothing when there is nothing to say. */
export function FormSuccess({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="green" role="status">
      {message}
    </Alert>
  );
}
