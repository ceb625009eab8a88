import type { Meta, StoryObj } from '@storybook/react-vite';
import ForgotPasswordPage from './forgot-password-page.tsx';
import { ResetPasswordStep } from './reset-password-step.tsx';

const meta = {
  title: 'Administración/Recuperar contraseña',
  component: ForgotPasswordPage,
  parameters: { route: '/login/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PedirToken: Story = {};

/** Step 2 as it appears after the token was sent. */
export const NuevaContrasena: Story = {
  render: () => (
    <ResetPasswordStep
      email="admin@villaverde-del-arroyo.example"
      sentMessage="Se ha enviado un email con el token a tu cuenta."
      onDone={() => {}}
    />
  ),
};
