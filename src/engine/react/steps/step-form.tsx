import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { memo, useMemo, useRef } from 'react';
import type { Schema } from '../../procedure.ts';
import type { ProcedureFormContext } from '../form-context.ts';
import { FORM_PROPS } from '../form-parts.ts';
import { RjsfForm as Form } from '../rjsf-form.ts';
import type { procedureErrors } from '../transform-errors.ts';
import type { SendProgress, SubmissionState } from '../use-submission.ts';
import type { ProcedureValidator } from '../validators.ts';
import { fields as baseFields } from '../widgets/index.ts';
import { HIDDEN_STEP_FIELD, HiddenStepField } from './hidden-step-field.tsx';
import { ContinueAction, ReviewActions } from './step-form-actions.tsx';
import type { Data } from './use-step-answers.ts';

const fields = { ...baseFields, [HIDDEN_STEP_FIELD]: HiddenStepField };

/** What the form reports; stable across renders (the stepped form passes handlers that read its latest state). */
export interface StepFormHandlers {
  onChange: (formData: Data) => void;
  onSubmit: (formData: Data) => void;
  onError: (errors: RJSFValidationError[]) => void;
}

/** Handlers that keep their identity and call the latest ones given, so the memoised form need not redraw. */
export function useStableHandlers(current: StepFormHandlers): StepFormHandlers {
  const latest = useRef(current);
  latest.current = current;
  return useMemo(
    () => ({
      onChange: (formData) => latest.current.onChange(formData),
      onSubmit: (formData) => latest.current.onSubmit(formData),
      onError: (errors) => latest.current.onError(errors),
    }),
    [],
  );
}

export interface StepFormProps {
  schema: Schema;
  uiSchema: UiSchema;
  validator: ProcedureValidator;
  formContext: ProcedureFormContext;
  formData: Data;
  transformErrors: ReturnType<typeof procedureErrors>;
  /** The review: the whole form is checked by RJSF and sent; otherwise a data step, checked by its owner. */
  review: boolean;
  extraErrors: ErrorSchema | undefined;
  handlers: StepFormHandlers;
  state: SubmissionState;
  consent: boolean;
  consentAlert: string | null;
  progress: SendProgress | null;
  /** The step was opened from the review to change one field. */
  changing: boolean;
}

/**
 * One step's RJSF form with its buttons. Memoised: a render of the stepped form that changes none of these
 * (the URL catching up with a step already drawn, a tick of the signature box elsewhere) does not redraw it.
 */
export const StepForm = memo(function StepForm({
  schema,
  uiSchema,
  validator,
  formContext,
  formData,
  transformErrors,
  review,
  extraErrors,
  handlers,
  state,
  consent,
  consentAlert,
  progress,
  changing,
}: StepFormProps) {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      {...FORM_PROPS}
      fields={fields}
      formContext={formContext}
      formData={formData}
      // A step checks only its own fields (its owner's onSubmit); the review checks the whole form.
      noValidate={!review}
      omitExtraData={review}
      extraErrors={review ? undefined : extraErrors}
      disabled={state === 'enviando'}
      onChange={(event) => handlers.onChange(event.formData as Data)}
      onError={handlers.onError}
      onSubmit={(event) => handlers.onSubmit(event.formData as Data)}
      transformErrors={transformErrors}
    >
      {review ? (
        <ReviewActions state={state} consent={consent} consentAlert={consentAlert} progress={progress} />
      ) : (
        <ContinueAction changing={changing} />
      )}
    </Form>
  );
});
