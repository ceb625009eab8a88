import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminPanel } from './admin-panel.tsx';

const meta = {
  title: 'Administración/Panel',
  component: AdminPanel,
  args: { initialMessage: null, onBack: () => {}, onLogout: () => {} },
} satisfies Meta<typeof AdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu of SPEC §2.8 with the panel's back and logout buttons. */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Gestión de contenidos' });
    for (const label of ['Subir Noticia', 'Subir Acta de Pleno', 'Subir Video de Pleno'])
      await expect(within(menu).getByRole('button', { name: label })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  },
};

/** After signing in, the success message is announced above the menu. */
export const TrasIniciarSesion: Story = {
  args: { initialMessage: 'Sesión iniciada correctamente' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sesión iniciada correctamente',
    );
  },
};

/** Each sub-form opens with its title and a way back to the menu. */
function opensSubForm(title: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: title })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '← Volver al menú' })).toBeEnabled();
  };
}

export const SubirNoticia: Story = { args: { initialView: 'noticia' }, play: opensSubForm('Subir Noticia') };
export const SubirActa: Story = { args: { initialView: 'acta' }, play: opensSubForm('Subir Acta de Pleno') };
export const SubirVideo: Story = {
  args: { initialView: 'video' },
  play: opensSubForm('Subir Video de Pleno'),
};
