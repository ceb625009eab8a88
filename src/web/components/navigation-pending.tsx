import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/**
 * The router's pending state: while the next page's code or data loads, the current page stays and a thin
 * bar runs along the top of the window (announced to screen readers by its label).
 */
export function NavigationPending() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 400 }}
      aria-label="Cargando la página"
    />
  );
}
