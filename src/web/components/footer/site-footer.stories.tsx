import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import site from '#content/sitio.json';
import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Estructura/Pie de página',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Completo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(canvas.getByRole('link', { name: site.telefono })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+34\d{9}$/),
    );
    // The site map is our own page; the street map of the town opens the maps service in a new tab.
    await expect(canvas.getByRole('link', { name: 'Mapa del sitio' })).toHaveAttribute(
      'href',
      '/mapa-del-sitio',
    );
    await expect(canvas.getByRole('link', { name: /Mapa del municipio/ })).toHaveAttribute(
      'href',
      site.enlaces.mapaSitio,
    );
    await expect(canvas.getByText(`© ${new Date().getFullYear()} ${site.ayuntamiento}`)).toBeInTheDocument();
  },
};
