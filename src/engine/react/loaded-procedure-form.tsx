import { Alert, Center, Loader } from '@mantine/core';
import type { Procedure } from '../procedure.ts';
import type { IdentifiedApplicant } from './applicant-identity.ts';
import { ProcedureHeader } from './procedure-header.tsx';
import { useFormEngine } from './use-form-engine.ts';
import type { SendSubmission } from './use-submission.ts';

/**
 * ProcedureForm once its code and its validator have loaded (use-form-engine.ts); meanwhile its header (the page's h1, also what the
 * server renders) and a spinner where the form will be.
 */
export function LoadedProcedureForm({
  procedure,
  apiBase,
  send,
  applicant,
}: {
  procedure: Procedure;
  apiBase?: string;
  send?: SendSubmission;
  applicant?: IdentifiedApplicant;
}) {
  const engine = useFormEngine(procedure);
  if (engine instanceof Error) {
    console.error(engine);
    return (
      <Alert role="alert" color="red">
        No se ha podido cargar el formulario. Recarga la página e inténtalo de nuevo.
      </Alert>
    );
  }
  if (!engine) {
    return (
      <>
        <ProcedureHeader title={procedure.titulo} />
        {/* The form's room, kept from the first paint: what follows (the footer) starts below the screen,
            so the form arriving moves nothing the reader sees (no layout shift). */}
        <Center py="xl" mih="70vh">
          <Loader role="status" aria-label="Cargando el formulario" />
        </Center>
      </>
    );
  }
  return (
    <engine.Form
      procedure={procedure}
      validator={engine.validator}
      apiBase={apiBase}
      send={send}
      applicant={applicant}
    />
  );
}
