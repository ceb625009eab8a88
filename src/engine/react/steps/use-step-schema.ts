import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Procedure } from '../../procedure.ts';
import type { Step } from '../../steps/steps.ts';
import type { ProcedureFormContext } from '../form-context.ts';
import type { ProcedureValidator } from '../validators.ts';
import { stepSchema, stepValidator } from './step-schema.ts';
import { stepUiSchema } from './step-ui-schema.ts';

/**
 * What RJSF draws for the step shown, kept while it is shown. A data step: only its own fields (`stepSchema`),
 * with the whole schema's validator behind them. The review: the whole schema (it checks and sends all of it)
 * with every field but the signature box hidden, as is a step whose schema ties its fields to other steps'.
 */
export function useStepSchema({
  procedure,
  validator,
  prepared,
  step,
  review,
  lastDataStep,
  consentName,
}: {
  procedure: Procedure;
  validator: ProcedureValidator;
  /** The uiSchema of the whole form. */
  prepared: UiSchema;
  step: Step | undefined;
  review: boolean;
  lastDataStep: boolean;
  consentName: string;
}) {
  const own = useMemo(
    () => (step ? stepSchema(procedure.schema, step.campos) : undefined),
    [procedure, step],
  );
  const formValidator = useMemo(
    () => (own ? stepValidator(validator, procedure.schema, own) : validator),
    [validator, procedure, own],
  );
  const uiSchema = useMemo(
    () => (own ? prepared : stepUiSchema(procedure, prepared, review ? [consentName] : (step?.campos ?? []))),
    [procedure, prepared, own, review, consentName, step],
  );
  const formContext = useMemo<ProcedureFormContext>(
    () => ({ procedure, etapa: { documentos: lastDataStep, cierre: review } }),
    [procedure, lastDataStep, review],
  );
  return { schema: own ?? procedure.schema, validator: formValidator, uiSchema, formContext };
}
