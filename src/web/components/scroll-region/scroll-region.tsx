import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** Names the region for screen readers, e.g. the table's caption. */
  label: string;
  /** Below this width the content scrolls inside the region instead of widening the page. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table on a phone: it scrolls sideways inside its own labelled region, which takes keyboard focus
 * so it can be scrolled without a pointer (WCAG 2.1.1); the page itself never scrolls sideways.
 */
export function ScrollRegion({ label, minWidth, children }: ScrollRegionProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
