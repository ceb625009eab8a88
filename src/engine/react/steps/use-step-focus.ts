import { type RefObject, useEffect, useRef } from 'react';
import { focusField } from '../error-summary.tsx';

/**
 * A new step is announced by moving the focus to its heading (and the page to its top); a step opened from the
 * review to change one field (`changing`) focuses that field instead.
 */
export function useStepFocus(index: number, changing: string | null, heading: RefObject<HTMLElement | null>) {
  const shownIndex = useRef(index);
  useEffect(() => {
    if (changing) {
      focusField(changing);
      return;
    }
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    heading.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
  }, [index, changing, heading]);
}
