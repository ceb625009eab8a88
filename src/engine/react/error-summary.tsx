import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { REVEAL_FIELD_EVENT } from './templates/repeater-items.ts';

/** One entry of the summary: the message and the id of the control it is about. */
export interface SummaryError {
  id: string;
  message: string;
}

/**
 * Focuses the control with `id`, or the first focusable control inside it (radio groups, fieldsets). A control
 * not drawn may be in a closed repeater item: asked to `reveal`, the repeater opens that item and focuses it.
 */
export function focusField(id: string, { reveal = true } = {}) {
  const target = document.getElementById(id);
  if (!target) {
    if (reveal) document.dispatchEvent(new CustomEvent(REVEAL_FIELD_EVENT, { detail: id }));
    return;
  }
  const focusable = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button');
  (focusable ?? target).focus();
  (focusable ?? target).scrollIntoView?.({ block: 'center' });
}

/**
 * The error summary at the top of a form (GOV.UK pattern): an alert with the heading 'Hay errores en el
 * formulario' and one link per error that moves the focus to the field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: readonly SummaryError[] }>(
  function ErrorSummary({ errors }, ref) {
    if (errors.length === 0) return null;
    return (
      <Alert
        ref={ref}
        role="alert"
        tabIndex={-1}
        color="red"
        variant="outline"
        icon={<IconAlertCircle aria-hidden />}
        title={
          <Text component="h2" fw={700} size="lg">
            Hay errores en el formulario
          </Text>
        }
        mb="lg"
      >
        <List spacing={4}>
          {errors.map((error) => (
            <List.Item key={`${error.id}-${error.message}`}>
              <Anchor
                href={`#${error.id}`}
                c="red.9"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(error.id);
                }}
              >
                {error.message}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  },
);
