import { Anchor, Box, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Procedure } from '../../procedure.ts';
import { type Step, stepOfField } from '../../steps/steps.ts';
import { type SummarySection, summarize } from '../../summary/summarize.ts';
import { itemsOf, propertiesOf } from '../../wire/field-index.ts';
import { slotId } from '../document-slots.tsx';
import type { FilesState } from '../form-files.tsx';
import { fieldId } from '../transform-errors.ts';

/** The address of a step that opens to change one field and then comes back to the review. */
export const changeHref = (step: number, target: string) =>
  `?paso=${step + 1}&cambiar=${encodeURIComponent(target)}`;

function ChangeLink({ step, target, label }: { step: number; target: string; label: string }) {
  if (step < 0) return null;
  return (
    <Anchor component={Link} to={changeHref(step, target)} size="sm">
      Cambiar<VisuallyHidden> «{label}</VisuallyHidden>
    </Anchor>
  );
}

function Section({
  section,
  steps,
  level,
}: {
  section: SummarySection;
  steps: readonly Step[];
  level: 3 | 4;
}) {
  return (
    <Box component="section" mb="md">
      <Title order={level} size={level === 3 ? 'h4' : 'h5'} mb="xs">
        {section.titulo}
      </Title>
      {section.campos.length > 0 && (
        <Box component="dl" m={0}>
          {section.campos.map((field) => (
            // A <dl> row is a <div> of only <dt> and <dd>: the label, the answer, and the link to change it.
            <Box
              key={field.campo}
              py={6}
              style={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                columnGap: 'var(--mantine-spacing-md)',
                borderBottom: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <Text component="dt" fw={600} size="sm">
                {field.etiqueta}
              </Text>
              <Text
                component="dd"
                m={0}
                style={{ gridColumn: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {field.valor}
              </Text>
              <Box component="dd" m={0} style={{ gridColumn: 2, gridRow: '1 / span 2' }}>
                <ChangeLink
                  step={stepOfField(steps, field.campo)}
                  target={fieldId(`.${field.campo}`)}
                  label={`${field.etiqueta}» (${section.titulo})`}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {section.subsecciones.map((sub) => (
        <Section key={sub.titulo} section={sub} steps={steps} level={4} />
      ))}
    </Box>
  );
}

/** Every attached file with what it is for: a document slot, or an item of a repeater ('Persona 2'). */
function attachments(procedure: Procedure, files: FilesState, steps: readonly Step[]) {
  const rows: Array<{ key: string; label: string; names: string[]; step: number; target: string }> = [];
  const lastDataStep = steps.length - 1;
  for (const slot of procedure.documentos) {
    const names = (files.documentos[slot.clave] ?? []).map((file) => file.name);
    if (names.length > 0)
      rows.push({
        key: slot.clave,
        label: slot.nombre,
        names,
        step: lastDataStep,
        target: slotId(slot.clave),
      });
  }
  const properties = propertiesOf(procedure.schema);
  for (const [field, items] of Object.entries(files.elementos)) {
    const title = itemsOf(properties.get(field))?.title ?? field;
    items.forEach((list, index) => {
      if (list.length === 0) return;
      rows.push({
        key: `${field}-${index}`,
        label: `${title} ${index + 1}`,
        names: list.map((file) => file.name),
        step: stepOfField(steps, field),
        target: fieldId(`.${field}.${index}.archivos`),
      });
    });
  }
  return rows;
}

/**
 * "Revisa tu solicitud": the answers as the receipt will print them (the engine's one summary), each with a
 * "Cambiar" link to its step, and the attached files.
 */
export function StepReview({
  procedure,
  steps,
  data,
  files,
}: {
  procedure: Procedure;
  steps: readonly Step[];
  data: Record<string, unknown>;
  files: FilesState;
}) {
  const sections = summarize(procedure, data);
  const attached = attachments(procedure, files, steps);
  return (
    <Stack gap={0} mb="lg">
      {sections.map((section) => (
        <Section key={section.titulo} section={section} steps={steps} level={3} />
      ))}
      <Box component="section" mb="md">
        <Title order={3} size="h4" mb="xs">
          Documentos adjuntos
        </Title>
        {attached.length === 0 ? (
          <Text>No has adjuntado ningún documento.</Text>
        ) : (
          <List spacing={4}>
            {attached.map((row) => (
              <List.Item key={row.key}>
                <Group gap="sm">
                  <Text span>
                    {row.label}: {row.names.join(', ')}
                  </Text>
                  <ChangeLink step={row.step} target={row.target} label={`Documentos de ${row.label}»`} />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
