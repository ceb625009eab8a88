import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './when-idle.ts';

/**
 * A pause this long after a key (people type 5 to 10 keys a second) hands the typed value over: quicker keys
 * reach the form together, and the form's work never sits in front of the next key.
 */
const TYPING_PAUSE_MS = 50;

/**
 * Keeps typing instant on long forms (ten census persons are hundreds of fields): the input shows each key at
 * once and the form takes the value in when typing pauses and the browser is idle, after the key has been
 * painted, in one go. Handing it over as a transition on each key put the form's work (RJSF rebuilds its whole
 * data on each change) between the key and its paint, or split it across the next key. While a value waits
 * the input shows what was typed; otherwise it shows the form's value (so a restored draft or a filled-in
 * identity appears as usual). Leaving the field or pressing Enter hands the last value over at once, so a
 * submit that follows never misses a key.
 */
export function useTypedText<T>(value: T, onChange: (value: T) => void) {
  const [typed, setTyped] = useState<{ value: T } | null>(null);
  const cancelIdle = useRef<(() => void) | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  useEffect(() => () => cancelIdle.current?.(), []);

  const handOver = (next: T) => {
    cancelIdle.current?.();
    cancelIdle.current = null;
    setTyped(null);
    latestChange.current(next);
  };
  return {
    value: typed ? typed.value : value,
    onChange(next: T) {
      setTyped({ value: next });
      cancelIdle.current?.();
      // Drawn synchronously in the idle moment: a transition would be split and redone around the next key.
      cancelIdle.current = whenIdle(() => flushSync(() => handOver(next)), TYPING_PAUSE_MS);
    },
    flush() {
      if (typed) handOver(typed.value);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Enter' && typed) handOver(typed.value);
    },
  };
}
