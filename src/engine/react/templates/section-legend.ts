import type { FieldsetProps } from '@mantine/core';

/** Section legends ("Datos del solicitante", "Persona 1") read as headings: larger and bolder than field labels. */
export const SECTION_LEGEND_STYLES: FieldsetProps['styles'] = {
  legend: {
    fontSize: 'var(--mantine-font-size-lg)',
    fontWeight: 700,
    color: 'var(--mantine-color-text)',
  },
};
