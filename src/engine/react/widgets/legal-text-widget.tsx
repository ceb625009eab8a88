import { Paper, Text, Title } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { legalTextOf } from '../form-context.ts';

/** A fixed legal text from procedure.json `textosLegales` (`ui:options.texto`), read-only. */
export function LegalTextWidget({ id, registry, options }: WidgetProps) {
  const text = legalTextOf(registry.formContext, options);
  if (!text) return null;
  return <LegalText id={id} titulo={text.titulo} texto={text.texto} />;
}

/** A legal text block, also used by ProcedureForm for `textosLegales` outside the schema. */
// Memoised: ProcedureForm's root template redraws on every keystroke; the text never changes.
export const LegalText = memo(function LegalText({
  id,
  titulo,
  texto,
}: {
  id?: string;
  titulo: string;
  texto: string;
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <Paper withBorder p="md" my="md" bg="gray.0" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {titulo}
      </Title>
      {texto.split('\n').map((paragraph) => (
        <Text key={paragraph} size="sm" mb="xs">
          {paragraph}
        </Text>
      ))}
    </Paper>
  );
});
