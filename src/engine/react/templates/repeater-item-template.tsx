import { Button, Fieldset, Group } from '@mantine/core';
import { type ArrayFieldItemTemplateProps, getUiOptions } from '@rjsf/utils';
import { IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { FilePicker } from '../file-picker.tsx';
import { itemFiles, slotPickerProps, useFormFiles, withItemFiles, withoutItem } from '../form-files.tsx';
import { SECTION_LEGEND_STYLES } from './section-legend.ts';

// What each item's own files may be: the same props object on every redraw, so the memoised picker keeps still.
const ITEM_FILE_TYPES = slotPickerProps(['pdf', 'jpg', 'png']);

// The size an item not yet laid out is taken to have (then the size it last had): about one census person.
const ITEM_VISIBILITY = { contentVisibility: 'auto', containIntrinsicSize: 'auto 700px' } as const;

/**
 * One repeater item ('Persona 2'): its fields, its own files when `ui:options.archivos` is set (sent as
 * `<campo>[i].archivos[j]`), and a remove button while more than one item remains.
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
  const options = getUiOptions(parentUiSchema);
  const path = buttonsProps.fieldPathId.path;
  const field = path.slice(0, -1).join('.');
  const label = `${schema.title ?? 'Elemento'} ${index + 1}`;
  const changeFiles = useCallback(
    (list: File[]) => setFiles((current) => withItemFiles(current, field, index, list)),
    [setFiles, field, index],
  );
  const remove = () => {
    setFiles((current) => withoutItem(current, field, index));
    buttonsProps.onRemoveItem();
  };
  return (
    <Fieldset
      legend={label}
      styles={SECTION_LEGEND_STYLES}
      variant="filled"
      radius="md"
      // An item out of view is not laid out nor painted until scrolled to (it stays in the accessibility tree and
      // in find-in-page): ten census persons cost the layout of the one or two on screen, on each change of step.
      style={ITEM_VISIBILITY}
    >
      {children}
      {options.archivos === true && (
        <FilePicker
          id={`${buttonsProps.fieldPathId.$id}_archivos`}
          label={typeof options.etiquetaArchivos === 'string' ? options.etiquetaArchivos : 'Documentación'}
          {...ITEM_FILE_TYPES}
          files={itemFiles(files, field, index)}
          onChange={changeFiles}
          disabled={disabled}
        />
      )}
      {totalItems > 1 && (
        <Group justify="flex-end">
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
        </Group>
      )}
    </Fieldset>
  );
}
