import { Button, Fieldset, Group } from '@mantine/core';
import { type ArrayFieldItemTemplateProps, getUiOptions } from '@rjsf/utils';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { FilePicker } from '../file-picker.tsx';
import { itemFiles, slotPickerProps, useFormFiles, withItemFiles, withoutItem } from '../form-files.tsx';
import { RepeaterItemSummary } from './repeater-item-summary.tsx';
import { useRepeaterItems } from './repeater-items.ts';
import { SECTION_LEGEND_STYLES } from './section-legend.ts';

// What each item's own files may be: the same props object on every redraw, so the memoised picker keeps still.
const ITEM_FILE_TYPES = slotPickerProps(['pdf', 'jpg', 'png']);

/**
 * One repeater item ('Persona 2'). Open, its fields and its own files when `ui:options.archivos` is set (sent as
 * `<campo>[i].archivos[j]`); closed, a summary and a button that opens it. Both have a remove button while more
 * than one item remains.
 */
export function RepeaterItemTemplate({
  children,
  index,
  totalItems,
  buttonsProps,
  parentUiSchema,
  schema,
}: ArrayFieldItemTemplateProps) {
  const { files, setFiles, disabled } = useFormFiles();
  const repeater = useRepeaterItems();
  const options = getUiOptions(parentUiSchema);
  const path = buttonsProps.fieldPathId.path;
  const field = path.slice(0, -1).join('.');
  const label = `${schema.title ?? 'Elemento'} ${index + 1}`;
  const own = itemFiles(files, field, index);
  const changeFiles = useCallback(
    (list: File[]) => setFiles((current) => withItemFiles(current, field, index, list)),
    [setFiles, field, index],
  );
  const remove = () => {
    setFiles((current) => withoutItem(current, field, index));
    repeater.removed(index);
    buttonsProps.onRemoveItem();
  };
  const open = repeater.isOpen(index);
  return (
    <Fieldset legend={label} styles={SECTION_LEGEND_STYLES} variant="filled" radius="md">
      {open ? (
        <>
          {children}
          {options.archivos === true && (
            <FilePicker
              id={`${buttonsProps.fieldPathId.$id}_archivos`}
              label={
                typeof options.etiquetaArchivos === 'string' ? options.etiquetaArchivos : 'Documentación'
              }
              {...ITEM_FILE_TYPES}
              files={own}
              onChange={changeFiles}
              disabled={disabled}
            />
          )}
        </>
      ) : (
        <RepeaterItemSummary schema={schema} answers={repeater.answers(index)} files={own} />
      )}
      {(!open || totalItems > 1) && (
        <Group justify="flex-end" mt={open ? undefined : 'sm'}>
          {!open && (
            <Button
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => repeater.open(index)}
            >
              Editar {label.toLowerCase()}
            </Button>
          )}
          {totalItems > 1 && (
            <Button
              variant="subtle"
              color="red.9"
              // The subtle variant draws its text in a light red (3.3:1 on white, under 4.5:1 on the card): a dark shade.
              c="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={remove}
              disabled={disabled}
            >
              Quitar {label.toLowerCase()}
            </Button>
          )}
        </Group>
      )}
    </Fieldset>
  );
}
