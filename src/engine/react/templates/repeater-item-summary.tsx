import { Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { formatValue } from '../../summary/summarize.ts';

const SHOWN = 3;

const isFreeText = (property: unknown) =>
  typeof property === 'object' &&
  property !== null &&
  (property as RJSFSchema).type === 'string' &&
  !('oneOf' in property) &&
  !('enum' in property);

/**
 * Up to three answers of a closed item, in the schema's order, from its free-text fields (a list's code would
 * mean nothing there); a date as Spain writes it: 'Inés Valdés Serrano · 11111111H · 04/03/1990'.
 */
export function itemAnswers(schema: RJSFSchema, answers: unknown): string[] {
  if (typeof answers !== 'object' || answers === null) return [];
  const values = answers as Record<string, unknown>;
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => isFreeText(property))
    .flatMap(([name, property]) => {
      const value = values[name];
      // As the review writes it (formatValue): a date as dd/mm/aaaa.
      return typeof value === 'string' && value.trim() !== ''
        ? [formatValue(property as RJSFSchema, value)]
        : [];
    })
    .slice(0, SHOWN);
}

/** What a closed item shows of itself: its first answers and the names of its files. */
export function RepeaterItemSummary({
  schema,
  answers,
  files,
}: {
  schema: RJSFSchema;
  answers: unknown;
  files: readonly File[];
}) {
  const shown = itemAnswers(schema, answers);
  return (
    <>
      <Text>{shown.length > 0 ? shown.join(' · ') : 'Todavía sin datos.'}</Text>
      {files.length > 0 && <Text size="sm">Archivos: {files.map((file) => file.name).join(', ')}</Text>}
    </>
  );
}
