import { Anchor, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  // Self-hosted (fonts.css): a humanist sans for reading and its serif companion for headings.
  fontFamily: '"Source Sans 3 Variable", "Source Sans 3 Fallback", system-ui, sans-serif',
  headings: { fontFamily: '"Source Serif 4", "Source Serif 4 Fallback", Georgia, serif' },
  breakpoints: { xs: '0em', sm: '36em', md: '48em', lg: '62em', xl: '75em', xxl: '87.5em' },
  defaultRadius: 'md',
  other: { transitionMs: 300 },
  // Visitors who ask their system for less motion get no transitions (and the e2e suite runs that way).
  respectReducedMotion: true,
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1): underlined unless a page says otherwise.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Mantine's light-scheme greys and reds fall below the WCAG AA 4.5:1 contrast on white (dimmed text is
 * gray-6 at 3.3:1, errors red-6 at 3.6:1); these shades keep the same look and pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
