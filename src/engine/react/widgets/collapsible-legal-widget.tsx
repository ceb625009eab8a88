import { Button, Collapse, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WidgetProps } from '@rjsf/utils';
import { IconChevronDown } from '@tabler/icons-react';
import { legalTextOf } from '../form-context.ts';
import { ConsentWidget } from './consent-widget.tsx';

/**
 * A legal text that opens and closes (census 'Normativa Legal'), with its acceptance box under it. The toggle is
 * a real button with aria-expanded, so it works with the keyboard and screen readers.
 */
export function CollapsibleLegalWidget(props: WidgetProps) {
  const { id, registry, options } = props;
  const [opened, { toggle }] = useDisclosure(false);
  const text = legalTextOf(registry.formContext, options);
  const panelId = `${id}-texto`;
  return (
    <Paper withBorder p="md" my="md">
      {text && (
        <>
          <Button
            variant="subtle"
            px={0}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={panelId}
            rightSection={
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 300ms' }}
              />
            }
          >
            {opened ? `Ocultar ${text.titulo}` : `Leer ${text.titulo}`}
          </Button>
          <Collapse expanded={opened} id={panelId}>
            {text.texto.split('\n').map((paragraph) => (
              <Text key={paragraph} size="sm" my="xs">
                {paragraph}
              </Text>
            ))}
          </Collapse>
        </>
      )}
      <ConsentWidget {...props} />
    </Paper>
  );
}
