// From the package's index: it declares no side effects, so the build keeps the precompiled validator and drops ajv's
// compiler, which the browser never uses (the form chunk is the same size as with the file imported alone).

import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Procedure } from '../procedure.ts';
import { createLocalizer } from '../validation/messages.ts';

// Precompiled from procedures/ before every build and dev server (scripts/procedures/ensure-generated.mjs): loading one is importing plain functions, so nothing is compiled in the
// browser (the CSP forbids eval). One chunk per procedure, loaded with its form.
const modules = import.meta.glob<{ default: ValidatorFunctions }>('../generated/validators/*.js');

export type ProcedureValidator = ReturnType<typeof createPrecompiledValidator>;

/** Loads the precompiled RJSF validator of a procedure, with Spanish messages that name fields by title. */
export async function loadValidator(procedure: Procedure): Promise<ProcedureValidator> {
  const load = modules[`../generated/validators/${procedure.slug}.js`];
  if (!load)
    throw new Error(
      `No hay validador generado para ${procedure.slug}: npm run check:procedures explica por qué.`,
    );
  const { default: functions } = await load();
  return validatorFrom(procedure, functions);
}

/** The RJSF validator of a procedure from its generated functions (already imported). */
export function validatorFrom(procedure: Procedure, functions: ValidatorFunctions): ProcedureValidator {
  return createPrecompiledValidator(functions, procedure.schema, createLocalizer(procedure.schema));
}
