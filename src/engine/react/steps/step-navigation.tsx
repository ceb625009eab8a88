import { Anchor, Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { SAVE_LABEL } from '#shared/sede/help-texts.ts';

// A click the link handles in this tab (not a new tab or window, not a download).
const inThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Under the form: back to the previous step (`index` is 0-based; `onBack` draws it at once while the link
 * changes the URL) and "Guardar y continuar más tarde".
 */
export function StepNavigation({
  index,
  canGoBack,
  canSave,
  onBack,
  onSave,
}: {
  index: number;
  canGoBack: boolean;
  canSave: boolean;
  onBack: () => void;
  onSave: () => void;
}) {
  return (
    <Group mt="md" gap="lg">
      {index > 0 && canGoBack && (
        <Anchor
          component={Link}
          to={`?paso=${index}`}
          onClick={(event: MouseEvent) => {
            if (inThisTab(event)) onBack();
          }}
        >
          Volver al paso anterior
        </Anchor>
      )}
      {canSave && (
        <Button variant="subtle" onClick={onSave}>
          {SAVE_LABEL}
        </Button>
      )}
    </Group>
  );
}
