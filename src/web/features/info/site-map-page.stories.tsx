import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '#web/app/paths.ts';
import SiteMapPage from './site-map-page.tsx';

const meta = {
  title: 'Información/Mapa del sitio',
  component: SiteMapPage,
  parameters: { route: paths.mapaSitio.path },
} satisfies Meta<typeof SiteMapPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One section per menu group with an anchor for the breadcrumbs, and links to every public page. */
export const Completo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'El Pueblo' })).toHaveAttribute(
      'id',
      'el-pueblo',
    );
    await expect(canvas.getByRole('link', { name: paths.actasPleno.title })).toHaveAttribute(
      'href',
      paths.actasPleno.path,
    );
    // The private area is not on the public site map.
    await expect(canvas.queryByRole('link', { name: paths.admin.title })).toBeNull();
  },
};
