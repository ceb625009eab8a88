import { Alert, Box } from '@mantine/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { consentField, type Procedure } from '../procedure.ts';
import { missingDocuments } from '../wire/multipart.ts';
import { slotId } from './document-slots.tsx';
import { ErrorSummary, type SummaryError } from './error-summary.tsx';
import { EMPTY_FILES, FilesProvider, type FilesState, toFormFiles } from './form-files.tsx';
import { prepareUiSchema } from './prepare-ui-schema.ts';
import { ProcedureHeader } from './procedure-header.tsx';
import { RjsfForm as Form } from './rjsf-form.ts';
import { SubmitButton } from './submit-button.tsx';
import { fieldId, procedureErrors } from './transform-errors.ts';
import { useSubmission } from './use-submission.ts';
import type { ProcedureValidator } from './validators.ts';
import { fields, templates, widgets } from './widgets/index.ts';

export interface ProcedureFormProps {
  procedure: Procedure;
  /** The procedure's precompiled validator (see `loadValidator`). */
  validator: ProcedureValidator;
  /** Base of the API; the form posts to `apiBase + procedure.api`. Default '/api'. */
  apiBase?: string;
}

const SUCCESS_TEXT =
  '✅ El trámite ha sido recibido por el Ayuntamiento. Recibirá respuesta al correo indicado lo antes posible.';

const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never' } as const;

// `ui:options.igualA`: a field sent with the value of another one (licencia-obra-menor's `representacion`
// repeats the `modo` choice, as the spec's wire format has both).
function applyMirrors(procedure: Procedure, data: Record<string, unknown>) {
  const result = { ...data };
  for (const [name, ui] of Object.entries(procedure.ui)) {
    const source = (ui as { 'ui:options'?: { igualA?: unknown } } | null)?.['ui:options']?.igualA;
    if (typeof source === 'string' && source in result) result[name] = result[source];
  }
  return result;
}

/**
 * A procedure's form: header with crest and title, RJSF fields from schema.json + ui.json, document slots,
 * legal texts, signature box and submit button; states inicial → enviando → enviado (SPEC §4, §5, §8).
 */
export function ProcedureForm({ procedure, validator, apiBase = '/api' }: ProcedureFormProps) {
  const uiSchema = useMemo(() => prepareUiSchema(procedure), [procedure]);
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

  const reset = useCallback(() => {
    setFormKey((key) => key + 1);
    setFilesState(EMPTY_FILES);
    setConsent(false);
    setErrors([]);
    setDocumentErrors({});
  }, []);
  const { state, failure, submit } = useSubmission(procedure, apiBase, reset);
  const sending = state === 'enviando';

  const setFiles = useCallback((update: (current: FilesState) => FilesState) => setFilesState(update), []);
  const filesApi = useMemo(
    () => ({ files, setFiles, disabled: sending, documentErrors }),
    [files, setFiles, sending, documentErrors],
  );

  useEffect(() => {
    if (errors.length > 0) summaryRef.current?.focus();
  }, [errors]);

  const documentProblems = (): { summary: SummaryError[]; bySlot: Record<string, string> } => {
    const received = toFormFiles(files).documentos.map(({ clave, archivo }) => ({ clave, file: archivo }));
    const missing = new Set(missingDocuments(procedure, received));
    const bySlot: Record<string, string> = {};
    const summary: SummaryError[] = [];
    for (const slot of procedure.documentos) {
      const message = `Falta el documento obligatorio «${slot.nombre}».`;
      if (!missing.has(message)) continue;
      bySlot[slot.clave] = message;
      summary.push({ id: slotId(slot.clave), message });
    }
    return { summary, bySlot };
  };

  const alertConsent = () => {
    setConsentAlert(procedure.consentimiento.alerta);
    window.alert(procedure.consentimiento.alerta);
  };

  const onError = (validationErrors: RJSFValidationError[]) => {
    if (!consent) alertConsent();
    const documents = documentProblems();
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
    const documents = documentProblems();
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
      {failure && (
        <Alert role="alert" color="red" mb="md" title="No se ha podido enviar">
          {failure}
        </Alert>
      )}
      {state === 'enviado' && (
        <Alert role="status" color="green" mb="md">
          {SUCCESS_TEXT}
        </Alert>
      )}
      <FilesProvider value={filesApi}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to Enter bubbling from the fields */}
        <div onKeyDown={onKeyDown}>
          <Form
            key={formKey}
            schema={procedure.schema}
            uiSchema={uiSchema}
            validator={validator}
            widgets={widgets}
            fields={fields}
            templates={templates}
            formContext={formContext}
            showErrorList={false}
            noHtml5Validate
            omitExtraData
            // A box whose schema says `const: true` must start unticked: ticking it is the person's act.
            experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
            disabled={sending}
            onChange={(event) =>
              setConsent((event.formData as Record<string, unknown>)?.[consentName] === true)
            }
            onError={onError}
            onSubmit={(event) => onSubmit(event.formData as Record<string, unknown>)}
            transformErrors={transformErrors}
          >
            {consentAlert && !consent && (
              <Alert role="alert" color="orange" mb="md">
                {consentAlert}
              </Alert>
            )}
            <SubmitButton state={state} disabled={!consent} />
          </Form>
        </div>
      </FilesProvider>
    </Box>
  );
}
