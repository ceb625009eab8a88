import { ActionIcon, Group, Input, List, Text } from '@mantine/core';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import type { FileKind } from '../procedure.ts';
import { acceptFor, fileProblem, kindsLabel } from './form-files.tsx';

interface FilePickerProps {
  id: string;
  label: string;
  kinds: readonly FileKind[];
  files: readonly File[];
  onChange: (files: File[]) => void;
  required?: boolean;
  disabled?: boolean;
  /** Error shown under the picker (e.g. a required slot left empty). */
  error?: string;
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A native file input (keyboard and screen-reader friendly, works with any browser's picker) with the accepted
 * types and the 10 MB limit in its description, and the chosen files listed, each removable on its own.
 */
export function FilePicker({
  id,
  label,
  kinds,
  files,
  onChange,
  required,
  disabled,
  error,
}: FilePickerProps) {
  const [rejected, setRejected] = useState<string[]>([]);
  const descriptionId = `${id}-descripcion`;
  const errorId = `${id}-error`;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    const problems = chosen.map((file) => fileProblem(file, kinds));
    setRejected(problems.filter((problem): problem is string => problem !== null));
    onChange([...files, ...chosen.filter((_, i) => problems[i] === null)]);
    // Lets the same file be chosen again after removing it.
    event.currentTarget.value = '';
  };
  const messages = [...rejected, ...(error ? [error] : [])];

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      description={`Formatos admitidos: ${kindsLabel(kinds)}. Tamaño máximo: 10 MB por archivo.`}
      descriptionProps={{ id: descriptionId }}
      required={required}
      mb="md"
    >
      <input
        id={id}
        type="file"
        multiple
        accept={acceptFor(kinds)}
        onChange={add}
        disabled={disabled}
        aria-describedby={messages.length > 0 ? `${descriptionId} ${errorId}` : descriptionId}
        aria-invalid={messages.length > 0 || undefined}
        style={{ display: 'block', marginTop: 'var(--mantine-spacing-xs)' }}
      />
      {messages.length > 0 && (
        <Text id={errorId} c="red.8" size="sm" mt={4} role="alert">
          {messages.join(' ')}
        </Text>
      )}
      {files.length > 0 && (
        <List listStyleType="none" spacing={4} mt="xs" aria-label={`Archivos de ${label}`}>
          {files.map((file, index) => (
            // A name can repeat and files have no id: name, size and date tell two picks apart.
            <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
              <Group gap="xs" wrap="nowrap">
                <IconFile size={16} aria-hidden />
                <Text size="sm">
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
      )}
    </Input.Wrapper>
  );
}
