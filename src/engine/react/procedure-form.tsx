import { Box } from '@mantine/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { consentField, type Procedure } from '../procedure.ts';
import { stepsOf } from '../steps/steps.ts';
import { type IdentifiedApplicant, withApplicant } from './applicant-identity.ts';
import { documentProblems } from './document-problems.ts';
import { ErrorSummary, type SummaryError } from './error-summary.tsx';
import { EMPTY_FILES, FilesProvider, type FilesState, toFormFiles } from './form-files.tsx';
import { applyMirrors, FORM_PROPS } from './form-parts.ts';
import { prepareUiSchema } from './prepare-ui-schema.ts';
import { ProcedureHeader } from './procedure-header.tsx';
import { RjsfForm as Form } from './rjsf-form.ts';
import { ReviewActions } from './steps/step-form-actions.tsx';
import { SteppedProcedureForm } from './steps/stepped-procedure-form.tsx';
import { SubmissionOutcome } from './submission-outcome.tsx';
import { fieldId, procedureErrors } from './transform-errors.ts';
import { fetchSubmission, type SendSubmission, useSubmission } from './use-submission.ts';
import type { ProcedureValidator } from './validators.ts';

export interface ProcedureFormProps {
  procedure: Procedure;
  /** The procedure's precompiled validator (see `loadValidator`). */
  validator: ProcedureValidator;
  /** Base of the API; the form posts to `apiBase + procedure.api`. Default '/api'. */
  apiBase?: string;
  /** How the submission is sent (the web's API client, with upload progress); default fetch to `apiBase`. */
  send?: SendSubmission;
  /** The applicant signed in with Cl@ve: name and DNI/NIE prefilled (read-only where possible). */
  applicant?: IdentifiedApplicant;
}

/** A procedure's form: in steps with a review when ui.json declares `ui:pasos`, otherwise one page. */
export function ProcedureForm(props: ProcedureFormProps) {
  return stepsOf(props.procedure) ? <SteppedProcedureForm {...props} /> : <OnePageForm {...props} />;
}

/**
 * A one-page procedure form: header with crest and title, RJSF fields from schema.json + ui.json, document slots,
 * legal texts, signature box and submit button; states inicial → enviando → enviado (SPEC §4, §5, §8).
 */
function OnePageForm({ procedure, validator, apiBase = '/api', send, applicant }: ProcedureFormProps) {
  const { uiSchema, formData: prefilled } = useMemo(
    () => withApplicant(procedure, prepareUiSchema(procedure), applicant),
    [procedure, applicant],
  );
  const formContext = useMemo(() => ({ procedure }), [procedure]);
  const transformErrors = useMemo(() => procedureErrors(procedure.schema), [procedure]);
  const consentName = consentField(procedure);
  const [formKey, setFormKey] = useState(0);
  const [files, setFilesState] = useState<FilesState>(EMPTY_FILES);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});
  const [consentAlert, setConsentAlert] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // With a signed-in applicant the form is controlled, starting from the prefilled data; otherwise uncontrolled.
  const [data, setData] = useState(prefilled);

  const reset = useCallback(() => {
    setData(prefilled);
    setFormKey((key) => key + 1);
    setFilesState(EMPTY_FILES);
    setConsent(false);
    setErrors([]);
    setDocumentErrors({});
  }, [prefilled]);
  const sender = useMemo(() => send ?? fetchSubmission(apiBase), [send, apiBase]);
  const { state, failure, submit, progress } = useSubmission(procedure, sender, reset);
  const sending = state === 'enviando';

  const setFiles = useCallback((update: (current: FilesState) => FilesState) => setFilesState(update), []);
  const filesApi = useMemo(
    () => ({ files, setFiles, disabled: sending, documentErrors }),
    [files, setFiles, sending, documentErrors],
  );

  useEffect(() => {
    if (errors.length > 0) summaryRef.current?.focus();
  }, [errors]);

  const alertConsent = () => {
    setConsentAlert(procedure.consentimiento.alerta);
    window.alert(procedure.consentimiento.alerta);
  };

  const onError = (validationErrors: RJSFValidationError[]) => {
    if (!consent) alertConsent();
    const documents = documentProblems(procedure, files);
    setDocumentErrors(documents.bySlot);
    setErrors([
      ...validationErrors
        .filter((error) => error.name !== 'if')
        .map((error) => ({ id: fieldId(error.property), message: error.message ?? error.stack })),
      ...documents.summary,
    ]);
  };

  const onSubmit = (data: Record<string, unknown>) => {
    if (!consent) return alertConsent();
    const documents = documentProblems(procedure, files);
    setDocumentErrors(documents.bySlot);
    setErrors(documents.summary);
    if (documents.summary.length > 0) return;
    setConsentAlert(null);
    void submit(applyMirrors(procedure, data), toFormFiles(files));
  };

  // With the submit button disabled, Enter in a field would do nothing at all: tell the person why instead.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || consent || target.tagName !== 'INPUT') return;
    if (['checkbox', 'radio', 'file', 'button', 'submit'].includes((target as HTMLInputElement).type)) return;
    event.preventDefault();
    alertConsent();
  };

  return (
    <Box>
      <ProcedureHeader title={procedure.titulo} />
      <ErrorSummary ref={summaryRef} errors={errors} />
      <SubmissionOutcome failure={failure} state={state} />
      <FilesProvider value={filesApi}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to Enter bubbling from the fields */}
        <div onKeyDown={onKeyDown}>
          <Form
            key={formKey}
            schema={procedure.schema}
            uiSchema={uiSchema}
            formData={data}
            validator={validator}
            {...FORM_PROPS}
            formContext={formContext}
            omitExtraData
            disabled={sending}
            onChange={(event) => {
              if (prefilled) setData(event.formData as Record<string, unknown>);
              setConsent((event.formData as Record<string, unknown>)?.[consentName] === true);
            }}
            onError={onError}
            onSubmit={(event) => onSubmit(event.formData as Record<string, unknown>)}
            transformErrors={transformErrors}
          >
            <ReviewActions state={state} consent={consent} consentAlert={consentAlert} progress={progress} />
          </Form>
        </div>
      </FilesProvider>
    </Box>
  );
}
