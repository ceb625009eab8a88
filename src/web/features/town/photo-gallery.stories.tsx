import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import photos from '#content/pueblo/fotos.json';
import { PhotoGallery } from './photo-gallery.tsx';

const meta = {
  title: 'Pueblo/Galería de fotos',
  component: PhotoGallery,
  args: { categories: photos.categorias },
} satisfies Meta<typeof PhotoGallery>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every category of content/pueblo/fotos.json with one button per photo. */
export const Galeria: Story = {
  play: async ({ canvas, args }) => {
    const total = args.categories.reduce((sum, category) => sum + category.fotos.length, 0);
    await expect(await canvas.findAllByRole('button', { name: /^Ampliar foto:/ })).toHaveLength(total);
  },
};

/** A photo opened in the modal (rendered in a portal, so it is looked up in the whole document). */
export const FotoAmpliada: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      (await canvas.findAllByRole('button', { name: /^Ampliar foto:/ }))[0] as HTMLElement,
    );
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toBeInTheDocument();
  },
};
