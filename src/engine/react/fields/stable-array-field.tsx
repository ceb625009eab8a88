import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type Field, type FieldProps, useDeepCompareMemo } from '@rjsf/utils';
import { useRef } from 'react';
import { ArrayErrorsProvider } from '../templates/repeater-items.ts';

// RJSF's own array field (always in its default registry), which this one feeds.
const ArrayField = getDefaultRegistry().fields.ArrayField as Field;

/**
 * `next`, reusing the items of `previous` that did not change (by value), and `previous` itself when nothing did.
 * RJSF rebuilds the whole form data (defaults merged in) on every change, so without this every repeater item
 * looks new and all of them re-render on each keystroke in any one of them.
 */
export function shareUnchanged<T>(previous: readonly T[] | undefined, next: T[]): T[] {
  if (!previous) return next;
  let changed = previous.length !== next.length;
  const shared = next.map((item, index) => {
    const before = previous[index];
    if (index < previous.length && (before === item || deepEquals(before, item))) return before as T;
    changed = true;
    return item;
  });
  return changed ? shared : (previous as T[]);
}

/**
 * RJSF's ArrayField given item data that keeps its identity while unchanged, so its memoised items (the census
 * persons) skip rendering unless their own data changed. The uiSchema and error schema are kept too while equal
 * by value: RJSF's SchemaField hands a fresh copy of both on every render, which alone re-rendered every item.
 */
export function StableArrayField(props: FieldProps) {
  const previous = useRef<unknown[] | undefined>(undefined);
  const formData = Array.isArray(props.formData)
    ? shareUnchanged(previous.current, props.formData as unknown[])
    : props.formData;
  previous.current = Array.isArray(formData) ? formData : undefined;
  const uiSchema = useDeepCompareMemo(props.uiSchema);
  const errorSchema = useDeepCompareMemo(props.errorSchema);
  // RJSF hands the errors to each item, not to the array's template: the repeater reads them from here.
  return (
    <ArrayErrorsProvider value={errorSchema}>
      <ArrayField {...props} formData={formData} uiSchema={uiSchema} errorSchema={errorSchema} />
    </ArrayErrorsProvider>
  );
}
