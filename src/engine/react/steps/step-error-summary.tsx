import type { RefObject } from 'react';
import type { Procedure } from '../../procedure.ts';
import type { Step } from '../../steps/steps.ts';
import { slotId } from '../document-slots.tsx';
import { ErrorSummary, type SummaryError } from '../error-summary.tsx';
import { fieldId } from '../transform-errors.ts';

/** The step that draws the field (or document slot) of an error of the review; the first when none does. */
export function stepOfError(procedure: Procedure, steps: readonly Step[], error: SummaryError): number {
  const owns = (campo: string) => error.id === fieldId(campo) || error.id.startsWith(`${fieldId(campo)}_`);
  const found = procedure.documentos.some((slot) => error.id === slotId(slot.clave))
    ? steps.length - 1
    : steps.findIndex((candidate) => candidate.campos.some(owns));
  return Math.max(found, 0);
}

/** The error summary; on the review its links open the step of each field. */
export function StepErrorSummary({
  review,
  errors,
  summaryRef,
  onSelect,
}: {
  review: boolean;
  errors: SummaryError[];
  summaryRef: RefObject<HTMLDivElement | null>;
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
