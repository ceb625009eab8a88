import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

export interface InboxFilterValues {
  estado: string;
  procedimiento: string;
  buscar: string;
}

export interface Option {
  valor: string;
  texto: string;
}

/**
 * The inbox's filters: state and procedure apply at once; the search (name, registry number or CSV) applies
 * with its button or Enter. A form with a search landmark, all controls labelled in Spanish.
 */
export function InboxFilters({
  value,
  estados,
  procedimientos,
  onChange,
}: {
  value: InboxFilterValues;
  estados: readonly Option[];
  procedimientos: readonly Option[];
  onChange: (value: InboxFilterValues) => void;
}) {
  const [buscar, setBuscar] = useState(value.buscar);
  useEffect(() => setBuscar(value.buscar), [value.buscar]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, buscar: buscar.trim() });
  };
  const all = (texto: string) => [{ value: '', label: texto }];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search works in every screen reader today
    <form role="search" aria-label="Filtrar los trámites recibidos" onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Estado"
          data={[...all('Todos los estados'), ...estados.map((e) => ({ value: e.valor, label: e.texto }))]}
          value={value.estado}
          onChange={(estado) => onChange({ ...value, estado: estado ?? '' })}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          label="Procedimiento"
          data={[
            ...all('Todos los procedimientos'),
            ...procedimientos.map((p) => ({ value: p.valor, label: p.texto })),
          ]}
          value={value.procedimiento}
          onChange={(procedimiento) => onChange({ ...value, procedimiento: procedimiento ?? '' })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 260 }}
        />
        <TextInput
          label="Buscar"
          description="Nombre, número de registro o CSV"
          value={buscar}
          onChange={(event) => setBuscar(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          Buscar
        </Button>
      </Group>
    </form>
  );
}
