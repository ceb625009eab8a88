import { Button, Stack, Text, Title } from '@mantine/core';
import { type ArrayFieldTemplateProps, getUiOptions } from '@rjsf/utils';
import { IconPlus } from '@tabler/icons-react';

/**
 * The repeater (census persons): a titled list of item blocks and an add button. Each item is drawn by
 * RepeaterItemTemplate, which holds the item's own files and its remove button.
 */
export function RepeaterTemplate({
  title,
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  uiSchema,
  fieldPathId,
}: ArrayFieldTemplateProps) {
  const options = getUiOptions(uiSchema);
  const addLabel = typeof options.etiquetaAnadir === 'string' ? options.etiquetaAnadir : 'Añadir';
  return (
    <Stack id={fieldPathId.$id} gap="md" mb="lg">
      <Title order={2} size="h3">
        {title}
      </Title>
      {typeof options.description === 'string' && <Text size="sm">{options.description}</Text>}
      {items}
      {canAdd && (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onAddClick}
          disabled={disabled || readonly}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
