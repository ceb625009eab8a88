import { Alert, Center, Loader } from '@mantine/core';
import type { Procedure } from '../procedure.ts';
import { ProcedureForm } from './procedure-form.tsx';
import { useValidator } from './use-validator.ts';

/** ProcedureForm once its validator chunk has loaded (a spinner meanwhile). */
export function LoadedProcedureForm({ procedure, apiBase }: { procedure: Procedure; apiBase?: string }) {
  const validator = useValidator(procedure);
  if (validator instanceof Error) {
    console.error(validator);
    return (
      <Alert role="alert" color="red">
        No se ha podido cargar el formulario. Recargue la página e inténtelo de nuevo.
      </Alert>
    );
  }
  if (!validator) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando el formulario" />
      </Center>
    );
  }
  return <ProcedureForm procedure={procedure} validator={validator} apiBase={apiBase} />;
}
