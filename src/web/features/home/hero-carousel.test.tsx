import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { HERO_INTERVAL_MS, HeroCarousel, type HeroSlide } from './hero-carousel.tsx';

const slides: HeroSlide[] = ['Plaza', 'Arroyo', 'Campos'].map((name) => ({
  imagen: `/images/${name}.webp`,
  alt: `Ilustración de ${name}`,
  etiqueta: name,
  texto: `Texto de ${name}`,
  boton: 'Datos de interés',
}));

const visibleSlide = () =>
  screen
    .getAllByRole('group')
    .find((slide) => !slide.hidden)
    ?.getAttribute('aria-label');

function renderCarousel() {
  return renderRoutes([{ path: '/', element: <HeroCarousel slides={slides} town="Villaverde" /> }]);
}

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows "Conoce {town}" with a link to the facts page on every slide', () => {
    renderCarousel();
    expect(screen.getByRole('heading', { name: 'Conoce Villaverde' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datos de interés' })).toHaveAttribute(
      'href',
      '/pueblo/datos-interes',
    );
    expect(visibleSlide()).toBe('1 de 3: Plaza');
  });

  it('moves every 5000 ms and wraps from the last slide to the first', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(visibleSlide()).toBe('1 de 3: Plaza');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe('2 de 3: Arroyo');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toBe('3 de 3: Campos');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toBe('1 de 3: Plaza');
  });

  it('pauses while hovered and with the pause button', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Conoce Villaverde' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(visibleSlide()).toBe('1 de 3: Plaza');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(visibleSlide()).toBe('1 de 3: Plaza');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar el carrusel' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toBe('2 de 3: Arroyo');
  });

  it('changes slide with buttons, dots and a swipe longer than 40 px, wrapping both ways', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(visibleSlide()).toBe('3 de 3: Campos');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(visibleSlide()).toBe('1 de 3: Plaza');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2: Arroyo' }));
    expect(visibleSlide()).toBe('2 de 3: Arroyo');
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 2: Arroyo' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const viewport = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 270, clientY: 100 });
    expect(visibleSlide()).toBe('2 de 3: Arroyo');
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 250, clientY: 100 });
    expect(visibleSlide()).toBe('3 de 3: Campos');
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 200, clientY: 100 });
    expect(visibleSlide()).toBe('2 de 3: Arroyo');
  });
});
