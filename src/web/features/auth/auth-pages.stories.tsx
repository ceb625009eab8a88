import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getHref } from '#web/app/paths.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';
import { ResetPasswordStep } from './reset-password-step.tsx';

/** The staff's way in (SPEC §2.8): the login page and the two steps of a forgotten password. */
const meta = {
  title: 'Administración/Acceso',
  component: LoginPage,
  parameters: { route: getHref('login') },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and password, the forgotten-password and back-to-home buttons. */
export const Inicial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Contraseña/)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '¿Has olvidado tu contraseña?' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Volver al inicio' })).toBeEnabled();
  },
};

/** A forgotten password, step 1: only the e-mail, with SPEC §2.8's 'Volver' button. */
export const PedirToken: Story = {
  parameters: { route: getHref('forgotPassword') },
  render: () => <ForgotPasswordPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 1 de 2: pide un token.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeEnabled();
  },
};

/** Step 2 as it appears after the token was sent. */
export const NuevaContrasena: Story = {
  parameters: { route: getHref('forgotPassword') },
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
