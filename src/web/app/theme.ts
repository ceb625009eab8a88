import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Council blue, from the crest.
const municipal: MantineColorsTuple = [
  '#e8f1f9',
  '#cfdfee',
  '#9ebede',
  '#6a9bcd',
  '#417dbf',
  '#286ab7',
  '#1d5f9f',
  '#1d4f7a',
  '#153f63',
  '#0b2f4d',
];

/** SPEC §9 breakpoints (xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400 px) and the 300 ms transition. */
export const theme = createTheme({
  primaryColor: 'municipal',
  primaryShade: 7,
  colors: { municipal },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  breakpoints: { xs: '0em', sm: '36em', md: '48em', lg: '62em', xl: '75em', xxl: '87.5em' },
  defaultRadius: 'md',
  other: { transitionMs: 300 },
});
