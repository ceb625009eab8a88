import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeUploads } from '#web/api/upload-fixtures.ts';
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
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Gestión de contenidos' });
    for (const label of ['Subir Noticia', 'Subir Acta de Pleno', 'Subir Video de Pleno'])
      await expect(within(menu).getByRole('button', { name: label })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  },
};

/** After signing in, the success message is announced above the menu. */
export const TrasIniciarSesion: Story = {
  args: { initialMessage: 'Sesión iniciada correctamente' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sesión iniciada correctamente');
  },
};

/** Each sub-form opens with its title and a way back to the menu. */
function opensSubForm(title: string): Story['play'] {
  return async ({ canvas }) => {
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

/**
 * A 12 MB minute on its way over a slow line: three quarters sent, the bar says how much of how much, and the
 * server has not answered yet.
 */
export const SubiendoActa: Story = {
  args: { initialView: 'acta' },
  beforeEach: () => installFakeUploads((request) => request.progress((request.total * 3) / 4)),
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Archivo PDF del acta: elegir archivos'),
      new File([new Uint8Array(12 * 1024 * 1024)], 'acta-pleno-ordinario.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subir acta' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Enviando: 9,0 MB de 12,0 MB (75 %)' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('Enviado el 75 %.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Subiendo...' })).toBeDisabled();
  },
};
