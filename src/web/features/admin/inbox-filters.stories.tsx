import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InboxFilters, type InboxFilterValues } from './inbox-filters.tsx';

const ESTADOS = [
  { valor: 'recibido', texto: 'Recibido' },
  { valor: 'en_tramite', texto: 'En trámite' },
  { valor: 'resuelto', texto: 'Resuelto' },
];
const PROCEDIMIENTOS = [
  { valor: 'solicitud-general', texto: 'Solicitud general' },
  { valor: 'alta-padron', texto: 'Alta en el padrón' },
];

function Filters({
  onChange,
  initial,
}: {
  onChange: (value: InboxFilterValues) => void;
  initial: InboxFilterValues;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Container size="lg" py="lg">
      <InboxFilters
        value={value}
        estados={ESTADOS}
        procedimientos={PROCEDIMIENTOS}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Container>
  );
}

const meta = {
  title: 'Administración/Filtros de la bandeja',
  component: Filters,
  args: { onChange: fn(), initial: { estado: '', procedimiento: '', buscar: '' } },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark with the state, the procedure and a search by name, registry number or CSV. */
export const SinFiltros: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search', { name: 'Filtrar los trámites recibidos' });
    await expect(within(search).getByRole('textbox', { name: /^Buscar/ })).toHaveAccessibleDescription(
      'Nombre, número de registro o CSV',
    );
    await expect(within(search).getByText('Estado')).toBeInTheDocument();
    await expect(within(search).getByText('Procedimiento')).toBeInTheDocument();
  },
};

/** The search applies with its button (or Enter), trimmed, keeping the other filters. */
export const Buscar: Story = {
  args: { initial: { estado: 'en_tramite', procedimiento: '', buscar: '' } },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('search');
    await userEvent.type(within(search).getByRole('textbox', { name: /^Buscar/ }), '  2026/000007 ');
    await userEvent.click(within(search).getByRole('button', { name: 'Buscar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      estado: 'en_tramite',
      procedimiento: '',
      buscar: '2026/000007',
    });
  },
};

/** Filters already set (from the address) show as chosen. */
export const ConFiltros: Story = {
  args: { initial: { estado: 'resuelto', procedimiento: 'alta-padron', buscar: 'Quintana' } },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search');
    await expect(within(search).getByDisplayValue('Resuelto')).toBeInTheDocument();
    await expect(within(search).getByDisplayValue('Alta en el padrón')).toBeInTheDocument();
    await expect(within(search).getByDisplayValue('Quintana')).toBeInTheDocument();
  },
};
