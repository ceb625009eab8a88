import { Box } from '@mantine/core';
import { toErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { consentField } from '../../procedure.ts';
import { errorsOfStep, REVIEW_TITLE, stepsOf } from '../../steps/steps.ts';
import { withApplicant } from '../applicant-identity.ts';
import { documentProblems } from '../document-problems.ts';
import type { SummaryError } from '../error-summary.tsx';
import { EMPTY_FILES, FilesProvider, type FilesState } from '../form-files.tsx';
import { prepareUiSchema } from '../prepare-ui-schema.ts';
import type { ProcedureFormProps } from '../procedure-form.tsx';
import { ProcedureHeader } from '../procedure-header.tsx';
import { SubmissionOutcome } from '../submission-outcome.tsx';
import { procedureErrors } from '../transform-errors.ts';
import { fetchSubmission, useSubmission } from '../use-submission.ts';
import { CONTINUE_PARAM, filesOfDraft, type OpenedDraft, OWN_DRAFT_PARAM } from './draft-api.ts';
import { KeptSteps, useKeptSteps, withStepAnswers } from './kept-steps.tsx';
import { RestoredNotice, RestoreFailed, RestoringDraft } from './restore-notices.tsx';
import { DraftSaved, SaveForLater } from './save-for-later.tsx';
import { StepErrorSummary, stepOfError } from './step-error-summary.tsx';
import { StepForm, useStableHandlers } from './step-form.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { StepProgress } from './step-progress.tsx';
import { StepReview } from './step-review.tsx';
import { useDraftRestore } from './use-draft-restore.ts';
import { useReviewSubmit } from './use-review-submit.ts';
import { emailOf, useSaveDraft } from './use-save-draft.ts';
import { type Data, useStepAnswers, withoutConsent } from './use-step-answers.ts';
import { summaryOf, useStepErrors } from './use-step-errors.ts';
import { useStepFocus } from './use-step-focus.ts';
import { useStepLocation } from './use-step-location.ts';
import { useStepSchema } from './use-step-schema.ts';

/**
 * A long form in steps (`ui:pasos`), then "Revisa tu solicitud" with the signature box and the submit button.
 * The step is in the URL (`?paso=2`), so back, forward and reload work; each step draws and checks only its own
 * fields, with the same precompiled validator; "Guardar y continuar más tarde" saves the form on the server and a
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

  const location = useStepLocation(reviewIndex);
  const { index, changing } = location;
  const isReview = index === reviewIndex;
  const lastDataStep = index === reviewIndex - 1;
  const step = steps[index];

  const answers = useStepAnswers(procedure.slug, consentName, prefilled);
  const { data } = answers;
  const [files, setFilesState] = useState<FilesState>(EMPTY_FILES);
  const [consent, setConsent] = useState(false);
  const problems = useStepErrors();
  const { errors, documentErrors, clear: clearErrors, show: showErrors } = problems;
  const heading = useRef<HTMLHeadingElement>(null);

  const { goTo: goToUrl } = location;
  const goTo: typeof goToUrl = useCallback(
    (target, options) => {
      clearErrors();
      goToUrl(target, options);
    },
    [clearErrors, goToUrl],
  );

  const token = location.params.get(CONTINUE_PARAM);
  const own = location.params.get(OWN_DRAFT_PARAM);
  const source = token ? { token } : own ? { propio: own } : undefined;
  const [restore, setRestore] = useDraftRestore(apiBase, source, (draft: OpenedDraft) => {
    answers.replace(draft.datos, draft.borrador);
    setFilesState(filesOfDraft(draft.archivos));
    goTo(Math.min(Math.max(draft.paso - 1, 0), reviewIndex), { replace: true });
  });

  useStepFocus(index, changing, heading);

  const { clear } = answers;
  const reset = useCallback(() => {
    clear();
    setFilesState(EMPTY_FILES);
    setConsent(false);
    clearErrors();
  }, [clear, clearErrors]);
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
  const kept = useKeptSteps(procedure, steps, index, answers.version);
  const drawn = useStepSchema({
    procedure,
    validator,
    prepared,
    step,
    review: isReview,
    lastDataStep,
    consentName,
  });

  const onContinue = (formData: Data) => {
    data.current = formData;
    if (!step) return;
    const result = validator.validateFormData(
      data.current,
      procedure.schema,
      undefined,
      transformErrors,
      drawn.uiSchema,
    );
    const own = errorsOfStep(result.errors, step).filter((error) => error.name !== 'if');
    const documents = lastDataStep ? documentProblems(procedure, files) : { summary: [], bySlot: {} };
    if (own.length > 0 || documents.summary.length > 0) {
      showErrors([...summaryOf(own), ...documents.summary], toErrorSchema(own), documents.bySlot);
      return;
    }
    goTo(changing ? reviewIndex : index + 1);
  };

  const review = useReviewSubmit({
    procedure,
    consent,
    files,
    borrador: answers.borrador,
    showErrors,
    submit,
  });

  const handlers = useStableHandlers({
    onChange: (formData) => {
      data.current = formData;
      setConsent(formData[consentName] === true);
      answers.persist();
    },
    onSubmit: (formData) => (isReview ? review.onSubmit(formData) : onContinue(formData)),
    onError: review.onError,
  });

  // A kept step's form reports its own fields only: the others it holds are as they were when it was first drawn.
  const onKeptChange = (at: number, formData: Data) => {
    data.current = withStepAnswers(data.current, formData, steps[at]?.campos ?? []);
    answers.persist();
  };
  const onKeptSubmit = (at: number, formData: Data) => {
    if (at === index) onContinue(withStepAnswers(data.current, formData, steps[at]?.campos ?? []));
  };

  // On the review, an error's link opens the step of its field (the field is not drawn there).
  const openErrorStep = (error: SummaryError) =>
    goTo(stepOfError(procedure, steps, error), { cambiar: error.id });

  const saveDraft = useSaveDraft({
    apiBase,
    procedure,
    files,
    borrador: answers.borrador,
    answers: () => withoutConsent(data.current, consentName),
    paso: index + 1,
    onSaved: answers.keepDraft,
  });

  const header = <ProcedureHeader title={procedure.titulo} />;
  if (restore?.estado === 'abriendo') return <RestoringDraft header={header} />;
  if (restore?.estado === 'fallido') {
    return (
      <RestoreFailed header={header} mensaje={restore.mensaje} onRestart={() => setRestore(undefined)} />
    );
  }
  if (saveDraft.saving.estado === 'guardado') {
    return (
      <Box>
        {header}
        <DraftSaved mensaje={saveDraft.saving.mensaje} onContinue={saveDraft.close} />
      </Box>
    );
  }

  return (
    <Box>
      {header}
      <StepProgress
        ref={heading}
        index={index}
        total={steps.length + 1}
        titulo={isReview ? REVIEW_TITLE : (step?.titulo ?? '')}
      />
      {restore?.estado === 'abierto' && (
        <RestoredNotice descartados={restore.descartados} onClose={() => setRestore(undefined)} />
      )}
      <StepErrorSummary
        review={isReview}
        errors={errors}
        summaryRef={problems.summaryRef}
        onSelect={openErrorStep}
      />
      <SubmissionOutcome failure={failure} state={state} />
      {isReview && (
        <StepReview
          procedure={procedure}
          steps={steps}
          data={withoutConsent(state === 'enviado' ? review.sent.current : data.current, consentName)}
          files={files}
        />
      )}
      <FilesProvider value={filesApi}>
        <KeptSteps
          key={answers.version}
          procedure={procedure}
          validator={validator}
          prepared={prepared}
          steps={steps}
          kept={kept}
          index={index}
          data={data.current}
          transformErrors={transformErrors}
          extraErrors={problems.extraErrors}
          changing={changing !== null}
          consentName={consentName}
          onChange={onKeptChange}
          onSubmit={onKeptSubmit}
        />
        {!kept.includes(index) && (
          <StepForm
            key={`${index}-${answers.version}`}
            schema={drawn.schema}
            uiSchema={drawn.uiSchema}
            validator={drawn.validator}
            formContext={drawn.formContext}
            formData={data.current}
            transformErrors={transformErrors}
            review={isReview}
            extraErrors={problems.extraErrors}
            handlers={handlers}
            state={state}
            consent={consent}
            consentAlert={review.consentAlert}
            progress={progress}
            changing={changing !== null}
          />
        )}
      </FilesProvider>
      <StepNavigation
        index={index}
        canGoBack={state !== 'enviando'}
        canSave={saveDraft.saving.estado === 'cerrado' && state === 'inicial'}
        onBack={() => location.show(index - 1)}
        onSave={saveDraft.open}
      />
      {saveDraft.saving.estado === 'abierto' && (
        <SaveForLater
          defaultEmail={emailOf(data.current)}
          onSave={saveDraft.save}
          onCancel={saveDraft.close}
        />
      )}
    </Box>
  );
}
