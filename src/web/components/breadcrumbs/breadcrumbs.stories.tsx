import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { breadcrumbTrail } from './trail.ts';

const meta = {
  title: 'Estructura/Migas de pan',
  component: Breadcrumbs,
  args: {
    trail: breadcrumbTrail('/empleo/auxiliar-ayuda-domicilio', 'Bolsa de Auxiliares de Ayuda a Domicilio'),
    origin: 'https://sede.villaverdedelarroyo.example',
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page below another: every step but the last is a link, the last is the current page. */
export const PaginaInterior: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ruta de navegación' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Inicio', 'Empleo']);
    await expect(links[1]).toHaveAttribute('href', '/empleo');
    await expect(within(nav).getByText('Bolsa de Auxiliares de Ayuda a Domicilio')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The same trail as structured data, with absolute addresses.
    const data = JSON.parse(nav.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    await expect(data['@type']).toBe('BreadcrumbList');
    await expect(data.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://sede.villaverdedelarroyo.example/',
      'https://sede.villaverdedelarroyo.example/empleo',
      'https://sede.villaverdedelarroyo.example/empleo/auxiliar-ayuda-domicilio',
    ]);
  },
};

/** A page of a menu group: the group leads to its section of the site map. */
export const PaginaDeUnMenu: Story = {
  args: { trail: breadcrumbTrail('/ayuntamiento/actas-pleno', 'Actas de Pleno') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ayuntamiento' })).toHaveAttribute(
      'href',
      '/mapa-del-sitio#ayuntamiento',
    );
  },
};

/** The home page has no trail at all. */
export const Inicio: Story = {
  args: { trail: breadcrumbTrail('/', 'Inicio') },
  render: (args) => (
    <div>
      <p>Inicio</p>
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
