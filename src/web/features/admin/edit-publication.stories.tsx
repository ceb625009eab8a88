import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EditPublication } from './edit-publication.tsx';
import { SAMPLE_NEWS, SAMPLE_VIDEO } from './published-content-fixtures.ts';

const meta = {
  title: 'Administración/Editar publicación',
  component: EditPublication,
  args: { editing: { kind: 'noticia', item: SAMPLE_NEWS }, onBack: () => {}, onSaved: () => {} },
} satisfies Meta<typeof EditPublication>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The news form pre-filled, with the current image shown and the new one optional. */
export const EditarNoticia: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Título/)).toHaveValue(SAMPLE_NEWS.titulo);
    await expect(canvas.getByLabelText(/Contenido/)).toHaveValue(SAMPLE_NEWS.contenido);
    await expect(canvas.getByAltText(`Imagen actual de «${SAMPLE_NEWS.titulo}»`)).toBeInTheDocument();
  },
};

/** The video form pre-filled, showing the title the date generates. */
export const EditarVideo: Story = {
  args: { editing: { kind: 'video', item: SAMPLE_VIDEO } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Fecha del pleno/)).toHaveValue(SAMPLE_VIDEO.fecha);
    await expect(canvas.getByText(`Título: ${SAMPLE_VIDEO.titulo}`)).toBeInTheDocument();
  },
};
