import { Alert, Anchor, Box, Button, Center, Group, List, Loader, Text, Title } from '@mantine/core';
import { type ErrorSchema, type RJSFValidationError, toErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consentField } from '../../procedure.ts';
import { errorsOfStep, REVIEW_TITLE, stepsOf } from '../../steps/steps.ts';
import { withApplicant } from '../applicant-identity.ts';
import { documentProblems } from '../document-problems.ts';
import { slotId } from '../document-slots.tsx';
import { ErrorSummary, focusField, type SummaryError } from '../error-summary.tsx';
import { EMPTY_FILES, FilesProvider, type FilesState, toFormFiles } from '../form-files.tsx';
import { applyMirrors, DEFAULTS_BEHAVIOUR } from '../form-parts.ts';
import { prepareUiSchema } from '../prepare-ui-schema.ts';
import type { ProcedureFormProps } from '../procedure-form.tsx';
import { ProcedureHeader } from '../procedure-header.tsx';
import { RjsfForm as Form } from '../rjsf-form.ts';
import { SubmissionOutcome } from '../submission-outcome.tsx';
import { SubmitButton } from '../submit-button.tsx';
import { fieldId, procedureErrors } from '../transform-errors.ts';
import { UploadProgress } from '../upload-progress.tsx';
import { fetchSubmission, useSubmission } from '../use-submission.ts';
import { fields as baseFields, templates, widgets } from '../widgets/index.ts';
import {
  CONTINUE_PARAM,
  DRAFT_HEADER,
  filesOfDraft,
  type OpenedDraft,
  OWN_DRAFT_PARAM,
  saveDraft,
} from './draft-api.ts';
import { HIDDEN_STEP_FIELD, HiddenStepField } from './hidden-step-field.tsx';
import { DraftSaved, SAVE_LABEL, SaveForLater } from './save-for-later.tsx';
import { StepProgress } from './step-progress.tsx';
import { StepReview } from './step-review.tsx';
import { readStepSession, writeStepSession } from './step-session.ts';
import { stepUiSchema } from './step-ui-schema.ts';
import { useDraftRestore } from './use-draft-restore.ts';

const fields = { ...baseFields, [HIDDEN_STEP_FIELD]: HiddenStepField };

type Data = Record<string, unknown>;

// Ticking the signature box is the person's act on the review: it is never restored or kept.
function withoutConsent(data: Data, consentName: string): Data {
  const { [consentName]: _ticked, ...rest } = data;
  return rest;
}

const summaryOf = (errors: RJSFValidationError[]): SummaryError[] =>
  errors
    .filter((error) => error.name !== 'if')
    .map((error) => ({ id: fieldId(error.property), message: error.message ?? error.stack }));

/**
 * A long form in steps (`ui:pasos`), then "Revisa tu solicitud" with the signature box and the submit button.
 * The step is in the URL (`?paso=2`), so back, forward and reload work; each step checks only its own fields
 * with the same precompiled validator; "Guardar y continuar más tarde" saves the form on the server and a
 * mailed link (`?continuar=…`) brings it back, as does "Continuar" in "Mis trámites" (`?borrador=…`).
 */
export function SteppedProcedureForm({
  procedure,
  validator,
  apiBase = '/api',
  send,
  applicant,
}: ProcedureFormProps) {
  const steps = useMemo(() => stepsOf(procedure) ?? [], [procedure]);
  // A signed-in applicant's name and DNI/NIE start prefilled (read-only where they are top-level fields).
  const { uiSchema: prepared, formData: prefilled } = useMemo(
    () => withApplicant(procedure, prepareUiSchema(procedure), applicant),
    [procedure, applicant],
  );
  const transformErrors = useMemo(() => procedureErrors(procedure.schema), [procedure]);
  const consentName = consentField(procedure);
  const reviewIndex = steps.length;
  const total = steps.length + 1;

  const [params, setParams] = useSearchParams();
  const requested = Number.parseInt(params.get('paso') ?? '1', 10);
  const index = Number.isNaN(requested) ? 0 : Math.min(Math.max(requested - 1, 0), reviewIndex);
  const changing = params.get('cambiar');
  const isReview = index === reviewIndex;
  const step = steps[index];

  const session = useMemo(() => readStepSession(procedure.slug), [procedure.slug]);
  // The answers live in a ref: RJSF owns the fields' state while a step is shown; the ref is what the other
  // steps, the review and the draft read. `version` redraws the form when they change from outside.
  const data = useRef<Data>(withoutConsent(session?.datos ?? prefilled ?? {}, consentName));
  const [version, setVersion] = useState(0);
  const [borrador, setBorrador] = useState(session?.borrador);
  const [files, setFilesState] = useState<FilesState>(EMPTY_FILES);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});
  const [consentAlert, setConsentAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState<
    { estado: 'cerrado' } | { estado: 'abierto' } | { estado: 'guardado'; mensaje: string }
  >({ estado: 'cerrado' });
  const sent = useRef<Data>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const goTo = useCallback(
    (target: number, options: { cambiar?: string; replace?: boolean } = {}) => {
      setErrors([]);
      setExtraErrors(undefined);
      setDocumentErrors({});
      setParams(
        { paso: String(target + 1), ...(options.cambiar ? { cambiar: options.cambiar } : {}) },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const token = params.get(CONTINUE_PARAM);
  const own = params.get(OWN_DRAFT_PARAM);
  const source = token ? { token } : own ? { propio: own } : undefined;
  const [restore, setRestore] = useDraftRestore(apiBase, source, (draft: OpenedDraft) => {
    data.current = withoutConsent(draft.datos, consentName);
    setFilesState(filesOfDraft(draft.archivos));
    setBorrador(draft.borrador);
    setVersion((v) => v + 1);
    goTo(Math.min(Math.max(draft.paso - 1, 0), reviewIndex), { replace: true });
  });

  const persist = useCallback(() => {
    writeStepSession(procedure.slug, { datos: withoutConsent(data.current, consentName), borrador });
  }, [procedure.slug, borrador, consentName]);
  useEffect(persist, [persist]);

  // A new step is announced by moving the focus to its heading; "Cambiar" focuses the field instead.
  const shownIndex = useRef(index);
  useEffect(() => {
    if (changing) {
      focusField(changing);
      return;
    }
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, [index, changing]);

  useEffect(() => {
    if (errors.length > 0) summaryRef.current?.focus();
  }, [errors]);

  const reset = useCallback(() => {
    data.current = prefilled ?? {};
    setVersion((v) => v + 1);
    setFilesState(EMPTY_FILES);
    setConsent(false);
    setBorrador(undefined);
    setErrors([]);
    setDocumentErrors({});
    writeStepSession(procedure.slug, undefined);
  }, [procedure.slug, prefilled]);
  const sender = useMemo(() => send ?? fetchSubmission(apiBase), [send, apiBase]);
  const { state, failure, submit, progress } = useSubmission(procedure, sender, reset);
  const sending = state === 'enviando';

  // After the success message's 5 seconds the empty form starts again at step 1.
  const previousState = useRef(state);
  useEffect(() => {
    if (previousState.current === 'enviado' && state === 'inicial') goTo(0, { replace: true });
    previousState.current = state;
  }, [state, goTo]);

  const setFiles = useCallback((update: (current: FilesState) => FilesState) => setFilesState(update), []);
  const filesApi = useMemo(
    () => ({ files, setFiles, disabled: sending, documentErrors }),
    [files, setFiles, sending, documentErrors],
  );
  const uiSchema = useMemo(
    () => stepUiSchema(procedure, prepared, isReview ? [consentName] : (step?.campos ?? [])),
    [procedure, prepared, isReview, consentName, step],
  );
  const lastDataStep = index === reviewIndex - 1;
  const formContext = useMemo(
    () => ({ procedure, etapa: { documentos: lastDataStep, cierre: isReview } }),
    [procedure, lastDataStep, isReview],
  );

  const onChange = (formData: Data) => {
    data.current = formData;
    setConsent(formData[consentName] === true);
    persist();
  };

  const onContinue = (formData: Data) => {
    data.current = formData;
    if (!step) return;
    const result = validator.validateFormData(
      formData,
      procedure.schema,
      undefined,
      transformErrors,
      uiSchema,
    );
    const own = errorsOfStep(result.errors, step).filter((error) => error.name !== 'if');
    const documents = lastDataStep ? documentProblems(procedure, files) : { summary: [], bySlot: {} };
    if (own.length > 0 || documents.summary.length > 0) {
      setExtraErrors(toErrorSchema(own));
      setDocumentErrors(documents.bySlot);
      setErrors([...summaryOf(own), ...documents.summary]);
      return;
    }
    goTo(changing ? reviewIndex : index + 1);
  };

  const alertConsent = () => {
    setConsentAlert(procedure.consentimiento.alerta);
    window.alert(procedure.consentimiento.alerta);
  };

  const onReviewError = (validationErrors: RJSFValidationError[]) => {
    if (!consent) alertConsent();
    setErrors([...summaryOf(validationErrors), ...documentProblems(procedure, files).summary]);
  };

  const onReviewSubmit = (formData: Data) => {
    if (!consent) return alertConsent();
    const documents = documentProblems(procedure, files);
    setErrors(documents.summary);
    if (documents.summary.length > 0) return;
    setConsentAlert(null);
    sent.current = formData;
    void submit(
      applyMirrors(procedure, formData),
      toFormFiles(files),
      borrador ? { [DRAFT_HEADER]: borrador } : {},
    );
  };

  // On the review, an error's link opens the step of its field (the field is not drawn there).
  const openErrorStep = (error: SummaryError) => {
    const owns = (campo: string) => error.id === fieldId(campo) || error.id.startsWith(`${fieldId(campo)}_`);
    const found = procedure.documentos.some((slot) => error.id === slotId(slot.clave))
      ? reviewIndex - 1
      : steps.findIndex((candidate) => candidate.campos.some(owns));
    goTo(Math.max(found, 0), { cambiar: error.id });
  };

  const onSave = async (email: string) => {
    const saved = await saveDraft({
      apiBase,
      procedure,
      data: withoutConsent(data.current, consentName),
      files,
      email,
      paso: index + 1,
      borrador,
    });
    // This browser keeps the draft's key: saving again saves over it, and sending the form deletes it.
    setBorrador(saved.borrador);
    setSaving({ estado: 'guardado', mensaje: saved.mensaje });
  };

  const header = <ProcedureHeader title={procedure.titulo} />;
  if (restore?.estado === 'abriendo') {
    return (
      <Box>
        {header}
        <Center py="xl">
          <Loader aria-label="Recuperando tu solicitud guardada" />
        </Center>
      </Box>
    );
  }
  if (restore?.estado === 'fallido') {
    return (
      <Box>
        {header}
        <Title order={2} size="h3" mb="md">
          No se puede continuar la solicitud guardada
        </Title>
        <Alert role="alert" color="orange" mb="md">
          {restore.mensaje}
        </Alert>
        <Text mb="md">Puedes empezar la solicitud de nuevo desde el principio.</Text>
        <Button component={Link} to="?paso=1" replace onClick={() => setRestore(undefined)}>
          Empezar de nuevo
        </Button>
      </Box>
    );
  }
  if (saving.estado === 'guardado') {
    return (
      <Box>
        {header}
        <DraftSaved mensaje={saving.mensaje} onContinue={() => setSaving({ estado: 'cerrado' })} />
      </Box>
    );
  }

  const reviewData = state === 'enviado' ? sent.current : data.current;
  const answers = withoutConsent(reviewData, consentName);
  return (
    <Box>
      {header}
      <StepProgress
        ref={heading}
        index={index}
        total={total}
        titulo={isReview ? REVIEW_TITLE : (step?.titulo ?? '')}
      />
      {restore?.estado === 'abierto' && (
        <Alert
          role="status"
          color="blue"
          mb="md"
          withCloseButton
          onClose={() => setRestore(undefined)}
          closeButtonLabel="Cerrar el aviso"
        >
          <Text>Hemos recuperado tu solicitud guardada, con tus respuestas y tus archivos.</Text>
          {restore.descartados.length > 0 && (
            <>
              <Text mt="xs">
                El formulario ha cambiado desde entonces y ya no pide estos datos, que no se han recuperado:
              </Text>
              <List mt={4}>
                {restore.descartados.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <ErrorSummaryFor review={isReview} errors={errors} summaryRef={summaryRef} onSelect={openErrorStep} />
      <SubmissionOutcome failure={failure} state={state} />
      {isReview && <StepReview procedure={procedure} steps={steps} data={answers} files={files} />}
      <FilesProvider value={filesApi}>
        <Form
          key={`${index}-${version}`}
          schema={procedure.schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={widgets}
          fields={fields}
          templates={templates}
          formContext={formContext}
          formData={data.current}
          showErrorList={false}
          noHtml5Validate
          // A step checks only its own fields (onContinue); the review checks the whole form.
          noValidate={!isReview}
          omitExtraData={isReview}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
          extraErrors={isReview ? undefined : extraErrors}
          disabled={sending}
          onChange={(event) => onChange(event.formData as Data)}
          onError={onReviewError}
          onSubmit={(event) =>
            isReview ? onReviewSubmit(event.formData as Data) : onContinue(event.formData as Data)
          }
          transformErrors={transformErrors}
        >
          {isReview ? (
            <>
              {consentAlert && !consent && (
                <Alert role="alert" color="orange" mb="md">
                  {consentAlert}
                </Alert>
              )}
              {progress && <UploadProgress id="progreso-envio" {...progress} />}
              <SubmitButton state={state} disabled={!consent} />
            </>
          ) : (
            <Group mt="lg">
              <Button type="submit" size="md">
                {changing ? 'Volver a la revisión' : 'Continuar'}
              </Button>
            </Group>
          )}
        </Form>
      </FilesProvider>
      <Group mt="md" gap="lg">
        {index > 0 && state !== 'enviando' && (
          <Anchor component={Link} to={`?paso=${index}`}>
            Volver al paso anterior
          </Anchor>
        )}
        {saving.estado === 'cerrado' && state === 'inicial' && (
          <Button variant="subtle" onClick={() => setSaving({ estado: 'abierto' })}>
            {SAVE_LABEL}
          </Button>
        )}
      </Group>
      {saving.estado === 'abierto' && (
        <SaveForLater
          defaultEmail={
            typeof data.current.emailContacto === 'string'
              ? data.current.emailContacto
              : typeof data.current.email === 'string'
                ? data.current.email
                : ''
          }
          onSave={onSave}
          onCancel={() => setSaving({ estado: 'cerrado' })}
        />
      )}
    </Box>
  );
}

/** The error summary; on the review its links open the step of each field. */
function ErrorSummaryFor({
  review,
  errors,
  summaryRef,
  onSelect,
}: {
  review: boolean;
  errors: SummaryError[];
  summaryRef: React.RefObject<HTMLDivElement | null>;
  onSelect: (error: SummaryError) => void;
}) {
  if (!review) return <ErrorSummary ref={summaryRef} errors={errors} />;
  return (
    // A wrapper that only catches the summary links' clicks before they focus a field not drawn here.
    <div
      onClickCapture={(event) => {
        const link = (event.target as HTMLElement).closest('a');
        const id = link?.getAttribute('href')?.slice(1);
        const error = errors.find((e) => e.id === id);
        if (!error) return;
        event.preventDefault();
        event.stopPropagation();
        onSelect(error);
      }}
    >
      <ErrorSummary ref={summaryRef} errors={errors} />
    </div>
  );
}
