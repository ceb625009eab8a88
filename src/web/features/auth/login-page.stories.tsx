import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginPage from './login-page.tsx';

const meta = {
  title: 'Administración/Acceso',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inicial: Story = {};
