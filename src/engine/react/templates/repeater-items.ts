import { type ErrorSchema, toErrorList } from '@rjsf/utils';
import { createContext, useContext } from 'react';

/**
 * Which items of a repeater show their fields. One item is open at a time (the one being filled, as in the
 * "add another" pattern of public services) and the others show a one-line summary: with ten census persons the
 * step's form holds 43 controls instead of about 200, each of which Chromium's autofill visited on every key. An
 * item with errors stays open until they are mended.
 */
export interface RepeaterItems {
  isOpen: (index: number) => boolean;
  /** Opens item `index` by choice (closing the one chosen before) and moves the focus into it. */
  open: (index: number) => void;
  /** After item `index` is removed: the same person stays open (the next one, if it was that one), focused. */
  removed: (index: number) => void;
  /**
   * Item `index`'s answers, for its summary while closed. Read while the item is drawn: RJSF draws an item again
   * whenever its own answers change (StableArrayField keeps an unchanged item's data the same object).
   */
  answers: (index: number) => unknown;
}

const RepeaterItemsContext = createContext<RepeaterItems | null>(null);
export const RepeaterItemsProvider = RepeaterItemsContext.Provider;

/** The errors of the array being drawn, by item (RJSF gives its template none). */
const ArrayErrorsContext = createContext<ErrorSchema | undefined>(undefined);
export const ArrayErrorsProvider = ArrayErrorsContext.Provider;
export const useArrayErrors = () => useContext(ArrayErrorsContext);

/** The repeater around an item; outside one (a story of the item alone), every item is open. */
export function useRepeaterItems(): RepeaterItems {
  return useContext(RepeaterItemsContext) ?? ALL_OPEN;
}

const ALL_OPEN: RepeaterItems = {
  isOpen: () => true,
  open: () => {},
  removed: () => {},
  answers: () => undefined,
};

/** The event `focusField` sends when the control it is asked for is not drawn: a closed item may hold it. */
export const REVEAL_FIELD_EVENT = 'sede:mostrar-campo';

/** The item (of the repeater with id `repeaterId`) that holds the control `id`, if any. */
export function itemOfField(repeaterId: string, id: string): number | undefined {
  const prefix = `${repeaterId}_`;
  if (!id.startsWith(prefix)) return undefined;
  const match = /^(\d+)(?:_|$)/.exec(id.slice(prefix.length));
  return match ? Number(match[1]) : undefined;
}

/** The items with an error somewhere in their fields. */
export function itemsWithErrors(errorSchema: ErrorSchema | undefined): ReadonlySet<number> {
  const indices = new Set<number>();
  for (const [key, value] of Object.entries(errorSchema ?? {})) {
    if (/^\d+$/.test(key) && toErrorList(value as ErrorSchema).length > 0) indices.add(Number(key));
  }
  return indices;
}
