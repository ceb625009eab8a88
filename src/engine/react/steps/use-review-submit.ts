import type { RJSFValidationError } from '@rjsf/utils';
import { useRef, useState } from 'react';
import type { Procedure } from '../../procedure.ts';
import { documentProblems } from '../document-problems.ts';
import type { SummaryError } from '../error-summary.tsx';
import { type FilesState, toFormFiles } from '../form-files.tsx';
import { applyMirrors } from '../form-parts.ts';
import type { useSubmission } from '../use-submission.ts';
import { DRAFT_HEADER } from './draft-api.ts';
import type { Data } from './use-step-answers.ts';
import { summaryOf } from './use-step-errors.ts';

/**
 * What the review's submit button does: without the signature box ticked, the procedure's alert (a dialog and
 * under the box); with a document missing, the error summary; otherwise the application is sent (with the draft
 * it came from, which the server then deletes) and `sent` keeps what was sent for the review to go on showing.
 */
export function useReviewSubmit({
  procedure,
  consent,
  files,
  borrador,
  showErrors,
  submit,
}: {
  procedure: Procedure;
  consent: boolean;
  files: FilesState;
  borrador: string | undefined;
  showErrors: (summary: SummaryError[]) => void;
  submit: ReturnType<typeof useSubmission>['submit'];
}) {
  const [consentAlert, setConsentAlert] = useState<string | null>(null);
  const sent = useRef<Data>({});

  const alertConsent = () => {
    setConsentAlert(procedure.consentimiento.alerta);
    window.alert(procedure.consentimiento.alerta);
  };

  const onError = (validationErrors: RJSFValidationError[]) => {
    if (!consent) alertConsent();
    showErrors([...summaryOf(validationErrors), ...documentProblems(procedure, files).summary]);
  };

  const onSubmit = (formData: Data) => {
    if (!consent) return alertConsent();
    const documents = documentProblems(procedure, files);
    showErrors(documents.summary);
    if (documents.summary.length > 0) return;
    setConsentAlert(null);
    sent.current = formData;
    void submit(
      applyMirrors(procedure, formData),
      toFormFiles(files),
      borrador ? { [DRAFT_HEADER]: borrador } : {},
    );
  };

  return { consentAlert, sent, onError, onSubmit };
}
