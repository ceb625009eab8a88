import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import { Page } from '#web/components/page.tsx';
import { LoginLayout } from './login-layout.tsx';
import { MainLayout } from './main-layout.tsx';
import { ProceduresLayout } from './procedures-layout.tsx';

/** A layout around a sample page, the way the router nests them. */
function LayoutDemo({ layout: Layout }: { layout: ComponentType }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="*"
          element={
            <Page title="Página de ejemplo">
              <Text>Contenido de ejemplo de la página.</Text>
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Estructura/Plantillas',
  component: LayoutDemo,
} satisfies Meta<typeof LayoutDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Principal: Story = {
  args: { layout: MainLayout },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    );
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'contenido');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const Acceso: Story = {
  args: { layout: LoginLayout },
  parameters: { route: '/login' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Contenido de ejemplo');
  },
};

export const Tramites: Story = {
  args: { layout: ProceduresLayout },
  parameters: { route: '/tramites' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gestión de trámites')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Protección de datos personales' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};
