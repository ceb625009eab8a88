import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import home from '#content/inicio.json';
import site from '#content/sitio.json';
import { HeroCarousel } from './hero-carousel.tsx';

const meta = {
  title: 'Inicio/Carrusel',
  component: HeroCarousel,
  args: { slides: home.carrusel, town: site.municipio },
} satisfies Meta<typeof HeroCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The home carousel with the real content: 3 slides, autoplay every 5000 ms. */
export const Portada: Story = {
  play: async ({ canvas, args }) => {
    // One slide is shown at a time; the others are hidden until their turn.
    const slides = canvas.getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(args.slides.length);
    await expect(slides.filter((slide) => !slide.hidden)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: `Conoce ${args.town}` })).toBeVisible();
  },
};

/** Keyboard and buttons: next wraps from the last slide to the first; the pause button toggles its label. */
export const Controles: Story = {
  play: async ({ canvas }) => {
    const pause = await canvas.findByRole('button', { name: 'Pausar el carrusel' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Reanudar el carrusel' })).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Diapositiva siguiente' });
    for (let i = 0; i < 3; i++) await userEvent.click(next);
    const current = canvas.getAllByRole('group').find((slide) => !slide.hidden);
    await expect(current?.getAttribute('aria-label')).toMatch(/^1 de 3/);
  },
};
