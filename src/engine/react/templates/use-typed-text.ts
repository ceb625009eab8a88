import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './when-idle.ts';

/**
 * A pause this long after a key (people type 5 to 10 keys a second) hands the typed value over: quicker keys
 * reach the form together, and the form's work never sits in front of the next key.
 */
const TYPING_PAUSE_MS = 50;

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Keeps typing instant on long forms (ten census persons are hundreds of fields): the input is uncontrolled,
 * so a key costs React nothing (the browser draws it as in a bare input), and the form takes the value in when
 * typing pauses and the browser is idle, after the key has been painted, in one go. Handing it over as a
 * transition on each key put the form's work (RJSF rebuilds its whole data on each change) between the key and
 * its paint; keeping the typed text in state still drew the field's dozen components on each key. The form's
 * own changes (a restored draft, a filled-in identity) are written into the input (`inputId`) while no typed
 * value waits. Leaving the field or pressing Enter hands the last value over at once, so a submit that follows
 * never misses a key.
 */
export function useTypedText<T>(value: T, onChange: (value: T) => void, inputId: string) {
  const pending = useRef<{ value: T } | null>(null);
  const cancelIdle = useRef<(() => void) | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  useEffect(() => () => cancelIdle.current?.(), []);
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (pending.current || !(input instanceof HTMLInputElement)) return;
    if (input.value !== shown(value)) input.value = shown(value);
  }, [value, inputId]);

  const handOver = () => {
    cancelIdle.current?.();
    cancelIdle.current = null;
    const typed = pending.current;
    pending.current = null;
    if (typed) latestChange.current(typed.value);
  };
  return {
    /** The value the input starts with; from then on the input holds what is typed. */
    defaultValue: shown(value),
    onChange(next: T) {
      pending.current = { value: next };
      cancelIdle.current?.();
      // Drawn synchronously in the idle moment: a transition would be split and redone around the next key.
      cancelIdle.current = whenIdle(() => flushSync(handOver), TYPING_PAUSE_MS);
    },
    flush: handOver,
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Enter') handOver();
    },
  };
}
