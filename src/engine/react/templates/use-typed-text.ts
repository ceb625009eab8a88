import { type KeyboardEvent, useState, useTransition } from 'react';

/**
 * Keeps typing instant on long forms (ten census persons are hundreds of fields): the input shows each key at
 * once, and the form takes the new value in as a transition, drawn in slices between keys instead of before
 * the next one is painted. While such a change is on its way the input shows what was typed; otherwise it
 * shows the form's value (so a restored draft or a filled-in identity appears as usual). Leaving the field
 * or pressing Enter hands the last value over at once, so a submit that follows never misses a key.
 */
export function useTypedText<T>(value: T, onChange: (value: T) => void) {
  const [pending, startTransition] = useTransition();
  const [typed, setTyped] = useState<T>(value);
  const flush = () => {
    if (pending) onChange(typed);
  };
  return {
    value: pending ? typed : value,
    onChange(next: T) {
      setTyped(next);
      startTransition(() => onChange(next));
    },
    flush,
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Enter') flush();
    },
  };
}
