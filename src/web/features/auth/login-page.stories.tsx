import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import LoginPage from './login-page.tsx';

const meta = {
  title: 'Administración/Acceso',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2.8: e-mail and password, the forgotten-password and back-to-home buttons. */
export const Inicial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Contraseña/)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '¿Has olvidado tu contraseña?' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Volver al inicio' })).toBeEnabled();
  },
};
