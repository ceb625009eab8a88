import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummaryError } from '../error-summary.tsx';
import { fieldId } from '../transform-errors.ts';

// The empty states, one of each: clearing what is already clear leaves React nothing to redraw.
const NO_ERRORS: SummaryError[] = [];
const NO_DOCUMENT_ERRORS: Record<string, string> = {};

/** The summary entries of RJSF's errors (an `if` of the schema is no field of the person's). */
export const summaryOf = (errors: RJSFValidationError[]): SummaryError[] =>
  errors
    .filter((error) => error.name !== 'if')
    .map((error) => ({ id: fieldId(error.property), message: error.message ?? error.stack }));

/**
 * What a step shows of its problems: the error summary (focused when it appears), the errors under the step's
 * fields (`extraErrors`, as RJSF does not check a step itself) and under the document slots.
 */
export function useStepErrors() {
  const [errors, setErrors] = useState(NO_ERRORS);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [documentErrors, setDocumentErrors] = useState(NO_DOCUMENT_ERRORS);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) summaryRef.current?.focus();
  }, [errors]);

  const show = useCallback(
    (
      summary: SummaryError[],
      fields?: ErrorSchema,
      documents: Record<string, string> = NO_DOCUMENT_ERRORS,
    ) => {
      setErrors(summary.length > 0 ? summary : NO_ERRORS);
      setExtraErrors(fields);
      setDocumentErrors(documents);
    },
    [],
  );
  const clear = useCallback(() => show(NO_ERRORS), [show]);
  return { errors, extraErrors, documentErrors, summaryRef, show, clear };
}
