import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ForgotPasswordPage from './forgot-password-page.tsx';
import { ResetPasswordStep } from './reset-password-step.tsx';

const meta = {
  title: 'Administración/Recuperar contraseña',
  component: ForgotPasswordPage,
  parameters: { route: '/login/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 asks only for the e-mail, with SPEC §2.8's 'Volver' button. */
export const PedirToken: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 1 de 2: pide un token.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeEnabled();
  },
};

/** Step 2 as it appears after the token was sent. */
export const NuevaContrasena: Story = {
  render: () => (
    <ResetPasswordStep
      email="admin@villaverde-del-arroyo.example"
      sentMessage="Se ha enviado un email con el token a tu cuenta."
      onDone={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Se ha enviado un email con el token a tu cuenta.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Token recibido por correo/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Confirma la nueva contraseña/)).toBeInTheDocument();
  },
};
