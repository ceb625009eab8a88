import type { ErrorSchema } from '@rjsf/utils';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Which items of a repeater show their fields. One item is open at a time (the one being filled, as in the
 * "add another" pattern of public services) and the others show a one-line summary, so ten census persons put
 * ten controls on the page instead of two hundred; an item with errors stays open until they are mended.
 */
export interface RepeaterItems {
  isOpen: (index: number) => boolean;
  /** Opens item `index` by choice (closing the one chosen before) and moves the focus into it. */
  open: (index: number) => void;
  /** Keeps the open item the same person when item `index` is removed. */
  removed: (index: number) => void;
  /** The items' answers, for the summaries of the closed ones. */
  answers: ItemAnswers;
}

/**
 * The items' answers, read item by item: a closed item redraws when its own answers change, not on every key
 * typed in the open one (RJSF keeps an unchanged item's data the same object, see StableArrayField).
 */
export interface ItemAnswers {
  get: (index: number) => unknown;
  set: (items: readonly unknown[]) => void;
  subscribe: (listener: () => void) => () => void;
}

export function itemAnswersStore(initial: readonly unknown[]): ItemAnswers {
  let items = initial;
  const listeners = new Set<() => void>();
  return {
    get: (index) => items[index],
    set: (next) => {
      if (next === items) return;
      items = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The answers of item `index` while it is closed (an open item shows its fields instead). */
export function useClosedItemAnswers({ answers }: RepeaterItems, index: number, open: boolean): unknown {
  return useSyncExternalStore(answers.subscribe, () => (open ? undefined : answers.get(index)));
}

const RepeaterItemsContext = createContext<RepeaterItems | null>(null);

/** The errors of the array being drawn, by item (RJSF gives its template none). */
const ArrayErrorsContext = createContext<ErrorSchema | undefined>(undefined);
export const ArrayErrorsProvider = ArrayErrorsContext.Provider;
export const useArrayErrors = () => useContext(ArrayErrorsContext);
export const RepeaterItemsProvider = RepeaterItemsContext.Provider;

/** The repeater around an item; outside one (a story of the item alone), every item is open. */
export function useRepeaterItems(): RepeaterItems {
  return useContext(RepeaterItemsContext) ?? ALL_OPEN;
}

const ALL_OPEN: RepeaterItems = {
  isOpen: () => true,
  open: () => {},
  removed: () => {},
  answers: itemAnswersStore([]),
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

const hasErrors = (node: unknown): boolean =>
  typeof node === 'object' &&
  node !== null &&
  Object.entries(node).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value),
  );

/** The items with an error somewhere in their fields. */
export function itemsWithErrors(errorSchema: ErrorSchema | undefined): ReadonlySet<number> {
  const indices = new Set<number>();
  for (const [key, value] of Object.entries(errorSchema ?? {})) {
    if (/^\d+$/.test(key) && hasErrors(value)) indices.add(Number(key));
  }
  return indices;
}
