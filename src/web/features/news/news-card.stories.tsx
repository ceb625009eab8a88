import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewsCard } from './news-card.tsx';

const meta = {
  title: 'Noticias/Tarjeta',
  component: NewsCard,
  parameters: { route: '/actualidad' },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const contenido =
  'El Ayuntamiento abre el plazo de inscripción en las actividades de la temporada. Las plazas son limitadas y se asignan por orden de llegada en la oficina municipal.';

/** With descripcion: the card shows it as is, under the day it was published. */
export const ConDescripcion: Story = {
  args: {
    item: {
      id: 1,
      titulo: 'Abiertas las inscripciones',
      descripcion: 'Plazas limitadas.',
      contenido,
      publicadaEn: '2026-03-14T09:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    const date = canvas.getByText('14 de marzo de 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-03-14T09:00:00Z');
    await expect(await canvas.findByText('Plazas limitadas.')).toBeInTheDocument();
    await expect(canvas.queryByText(/\.\.\.$/)).toBeNull();
  },
};

/** Without descripcion: the first 100 characters of contenido and '...'. */
export const SinDescripcion: Story = {
  args: { item: { id: 2, titulo: 'Abiertas las inscripciones', descripcion: null, contenido } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${contenido.slice(0, 100)}...`)).toBeInTheDocument();
  },
};

/** Without id: SPEC §8's line instead of the link. */
export const SinId: Story = {
  args: { item: { titulo: 'Noticia rota', contenido } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No se encontró un ID para esta noticia: Noticia rota'),
    ).toBeInTheDocument();
  },
};
