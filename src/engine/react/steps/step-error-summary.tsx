import type { RefObject } from 'react';
import { ErrorSummary, type SummaryError } from '../error-summary.tsx';

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
