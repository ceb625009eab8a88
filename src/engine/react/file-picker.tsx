import { ActionIcon, Box, Button, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { memo, useRef, useState } from 'react';

export interface FilePickerProps {
  /** Id of the picker's group (error summaries link to it; the focus goes to its button). */
  id: string;
  label: string;
  /** Accepted formats and size, in words ('Formatos admitidos: PDF o JPG. Tamaño máximo: 10 MB por archivo.'). */
  description: string;
  /** The `accept` attribute of the file chooser. */
  accept: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Why a file cannot be chosen (type, size), in Spanish, or null: checked before anything is sent. */
  check: (file: File) => string | null;
  /** The file input's name (forms that post it as it is). */
  name?: string;
  /** One file only (the chosen one replaces the previous). */
  single?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Error shown under the picker (e.g. a required slot left empty). */
  error?: string;
}

export const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The Spanish file picker: a drop zone (Mantine Dropzone) and an "Elegir archivos" button that opens the
 * chooser, the accepted formats and size in words, type and size errors before sending, and the chosen files
 * listed with name, size and a remove button. Keyboard and screen readers use the button and the list.
 * Memoised: a census person's picker is not redrawn while another field of the form is typed in.
 */
export const FilePicker = memo(function FilePicker({
  id,
  label,
  description,
  accept,
  files,
  onChange,
  check,
  name,
  single,
  required,
  disabled,
  error,
}: FilePickerProps) {
  const openRef = useRef<() => void>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const labelId = `${id}-etiqueta`;
  const descriptionId = `${id}-descripcion`;
  const errorId = `${id}-error`;
  const messages = [...rejected, ...(error ? [error] : [])];

  const add = (chosen: File[]) => {
    const problems = chosen.map(check);
    setRejected(problems.filter((problem): problem is string => problem !== null));
    const accepted = chosen.filter((_, i) => problems[i] === null);
    if (accepted.length > 0) onChange(single ? accepted.slice(0, 1) : [...files, ...accepted]);
  };

  return (
    <Box
      id={id}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={messages.length > 0 ? `${descriptionId} ${errorId}` : descriptionId}
      mb="md"
    >
      <Text id={labelId} component="p" fw={500} size="sm">
        {label}
        {required && (
          <Text component="span" c="red.8" aria-hidden>
            {' '}
            *
          </Text>
        )}
        {required && <VisuallyHidden> (obligatorio)</VisuallyHidden>}
      </Text>
      <Text id={descriptionId} size="xs" c="dimmed" mb={4}>
        {description}
      </Text>
      <Dropzone
        onDrop={add}
        openRef={openRef}
        multiple={!single}
        disabled={disabled}
        activateOnClick={false}
        activateOnKeyboard={false}
        name={name}
        inputProps={{ accept, 'aria-label': `${label}: elegir archivos` }}
        tabIndex={-1}
        p="sm"
        style={{ borderColor: messages.length > 0 ? 'var(--mantine-color-red-8)' : undefined }}
      >
        <Group gap="sm" wrap="wrap">
          <IconUpload size={22} aria-hidden />
          <Text size="sm">Arrastra aquí {single ? 'el archivo' : 'los archivos'} o</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => openRef.current?.()}
            disabled={disabled}
            aria-describedby={descriptionId}
          >
            {single ? 'Elegir archivo' : 'Elegir archivos'}
          </Button>
        </Group>
      </Dropzone>
      {messages.length > 0 && (
        <Text id={errorId} c="red.8" size="sm" mt={4} role="alert">
          {messages.join(' ')}
        </Text>
      )}
      {files.length > 0 && (
        <Stack gap={4} mt="xs">
          <Text size="sm">
            {files.length === 1 ? '1 archivo elegido:' : `${files.length} archivos elegidos:`}
          </Text>
          <List listStyleType="none" spacing={4} aria-label={`Archivos de ${label}`}>
            {files.map((file, index) => (
              // A name can repeat and files have no id: name, size and date tell two picks apart.
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
                <Group gap="xs" wrap="nowrap">
                  <IconFile size={16} aria-hidden />
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {file.name} ({sizeLabel(file.size)})
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    disabled={disabled}
                    aria-label={`Quitar ${file.name}`}
                    onClick={() => onChange(files.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Box>
  );
});
