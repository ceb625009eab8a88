import '@mantine/core/styles.css';
import '@fontsource-variable/source-sans-3/wght.css';
// Headings use one weight (700): the static face is 21 KB against the variable one's 51 KB.
import '@fontsource/source-serif-4/700.css';
import './fonts.css';
import './inputs.css';
import '@mantine/dropzone/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import site from '#content/sitio.json';
import { CouncilProvider } from '#engine/react/council.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Everything a page needs around it: used by the app, the tests and Storybook alike. The procedure forms get
 * the council (name, address, crest) from the site's content here, never by importing it themselves.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <CouncilProvider value={site}>{children}</CouncilProvider>
    </MantineProvider>
  );
}
