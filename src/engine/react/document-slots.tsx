import { Stack, Title } from '@mantine/core';
import { memo } from 'react';
import type { Procedure } from '../procedure.ts';
import { FilePicker } from './file-picker.tsx';
import { slotPickerProps, useFormFiles } from './form-files.tsx';

/** The id of a document slot's file input (the error summary links to it). */
export const slotId = (clave: string) => `documento_${clave}`;

/** One upload slot per procedure.json `documentos` entry, each with its name, accepted types and size limit. */
// Memoised: the root object template redraws on every keystroke, and the slots depend only on the procedure
// and the files context.
export const DocumentSlots = memo(function DocumentSlots({ procedure }: { procedure: Procedure }) {
  const { files, setFiles, disabled, documentErrors } = useFormFiles();
  if (procedure.documentos.length === 0) return null;
  return (
    <Stack gap={0} my="lg" component="section" aria-labelledby="documentos-titulo">
      <Title order={2} size="h3" id="documentos-titulo" mb="sm">
        Documentación
      </Title>
      {procedure.documentos.map((slot) => (
        <FilePicker
          key={slot.clave}
          id={slotId(slot.clave)}
          label={slot.nombre}
          {...slotPickerProps(slot.tipos)}
          required={slot.obligatorio}
          disabled={disabled}
          files={files.documentos[slot.clave] ?? []}
          error={documentErrors[slot.clave]}
          onChange={(list) =>
            setFiles((current) => ({ ...current, documentos: { ...current.documentos, [slot.clave]: list } }))
          }
        />
      ))}
    </Stack>
  );
});
