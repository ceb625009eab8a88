import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '#web/app/paths.ts';
import { SiteHeader } from './site-header.tsx';

const meta = {
  title: 'Estructura/Cabecera',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Wide screen on the home page: no menu entry is marked. */
export const Escritorio: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Asistente Virtual' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-active]')).toBeNull();
  },
};

/** On a sub-page: its group is underlined and the page is marked inside the open dropdown. */
export const ElementoActivo: Story = {
  parameters: { route: paths.fiestas.path },
  play: async ({ canvas }) => {
    const group = canvas.getAllByRole('button', { name: 'El Pueblo' })[0] as HTMLElement;
    await expect(group).toHaveAttribute('data-active');
    await userEvent.click(group);
    const item = await canvas.findByRole('menuitem', { name: 'Fiestas' });
    await expect(item).toHaveAttribute('aria-current', 'page');
  },
};

/** Phone width: the burger opens a drawer that closes once a page is chosen. */
export const Movil: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const burger = await screen.findByLabelText('Abrir menú');
    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Empleo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
  },
};
