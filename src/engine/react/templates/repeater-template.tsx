import { Button, Stack, Text, Title } from '@mantine/core';
import { type ArrayFieldTemplateProps, getUiOptions } from '@rjsf/utils';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { focusField } from '../error-summary.tsx';
import {
  itemOfField,
  itemsWithErrors,
  REVEAL_FIELD_EVENT,
  type RepeaterItems,
  RepeaterItemsProvider,
  useArrayErrors,
} from './repeater-items.ts';

const NO_ITEMS: readonly unknown[] = [];

/**
 * The repeater (census persons): a titled list of item blocks and an add button. Each item is drawn by
 * RepeaterItemTemplate, which holds the item's own files and its remove button; one item at a time shows its
 * fields (see `RepeaterItems`). A new item opens with the focus in its first field, and a control asked for
 * elsewhere (an error's link, "Cambiar" on the review) opens the item that holds it.
 */
export function RepeaterTemplate({
  title,
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  uiSchema,
  fieldPathId,
  formData,
}: ArrayFieldTemplateProps) {
  const options = getUiOptions(uiSchema);
  const addLabel = typeof options.etiquetaAnadir === 'string' ? options.etiquetaAnadir : 'Añadir';
  const id = fieldPathId.$id;
  const [chosen, setChosen] = useState(0);
  // The control to focus once the item just opened is drawn.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const current = Math.min(chosen, items.length - 1);
  const errorSchema = useArrayErrors();
  const withErrors = useMemo(() => itemsWithErrors(errorSchema), [errorSchema]);

  const show = useCallback(
    (index: number, target = `${id}_${index}`) => {
      setChosen(index);
      setFocusTarget(target);
    },
    [id],
  );
  useEffect(() => {
    if (focusTarget === null) return;
    setFocusTarget(null);
    focusField(focusTarget, { reveal: false });
  }, [focusTarget]);
  useEffect(() => {
    const reveal = (event: Event) => {
      const target = (event as CustomEvent<string>).detail;
      const index = itemOfField(id, target);
      if (index !== undefined && index < items.length) show(index, target);
    };
    document.addEventListener(REVEAL_FIELD_EVENT, reveal);
    return () => document.removeEventListener(REVEAL_FIELD_EVENT, reveal);
  }, [id, items.length, show]);

  const data = Array.isArray(formData) ? formData : NO_ITEMS;
  // The answers of this drawing, read by the items RJSF draws below in the same pass.
  const latest = useRef(data);
  latest.current = data;
  const answers = useCallback((index: number) => latest.current[index], []);
  const repeater = useMemo<RepeaterItems>(
    () => ({
      isOpen: (index) => index === current || withErrors.has(index),
      open: (index) => show(index),
      // The removed item's button took the focus with it: it goes to the item left open.
      removed: (index) => show(index < current ? current - 1 : Math.min(current, items.length - 2)),
      answers,
    }),
    [current, withErrors, show, answers, items.length],
  );
  const add = () => {
    onAddClick();
    show(items.length);
  };
  return (
    <Stack id={id} gap="md" mb="lg">
      <Title order={2} size="h3">
        {title}
      </Title>
      {typeof options.description === 'string' && <Text size="sm">{options.description}</Text>}
      <RepeaterItemsProvider value={repeater}>{items}</RepeaterItemsProvider>
      {canAdd && (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={add}
          disabled={disabled || readonly}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
