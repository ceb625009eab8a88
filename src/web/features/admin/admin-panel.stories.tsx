import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPanel } from './admin-panel.tsx';

const meta = {
  title: 'Administración/Panel',
  component: AdminPanel,
  args: { initialMessage: null, onBack: () => {}, onLogout: () => {} },
} satisfies Meta<typeof AdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};
export const TrasIniciarSesion: Story = { args: { initialMessage: 'Sesión iniciada correctamente' } };
export const SubirNoticia: Story = { args: { initialView: 'noticia' } };
export const SubirActa: Story = { args: { initialView: 'acta' } };
export const SubirVideo: Story = { args: { initialView: 'video' } };
