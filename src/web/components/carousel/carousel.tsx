import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './carousel.module.css';
import { type CarouselOptions, useCarousel } from './use-carousel.ts';

export interface CarouselProps<T> extends Omit<CarouselOptions, 'count'> {
  slides: T[];
  /** Accessible name of the whole carousel. */
  label: string;
  /** Short name of a slide, read in its label and in its indicator dot. */
  slideLabel: (slide: T, index: number) => string;
  renderSlide: (slide: T, index: number) => ReactNode;
  /** Word for one slide in control labels ('diapositiva', 'imagen'). */
  itemName?: string;
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): previous/next buttons, indicator dots, swipe, wrap-around
 * and, with `intervalMs`, autoplay with a pause button. Only the current slide is shown to everyone.
 */
export function Carousel<T>({
  slides,
  label,
  slideLabel,
  renderSlide,
  intervalMs,
  swipeThresholdPx,
  itemName = 'diapositiva',
}: CarouselProps<T>) {
  const carousel = useCarousel({ count: slides.length, intervalMs, swipeThresholdPx });
  const total = slides.length;
  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label={label}
      className={classes.root}
      {...carousel.rootProps}
    >
      <Box
        className={classes.viewport}
        aria-live={carousel.autoplay && !carousel.paused ? 'off' : 'polite'}
        {...carousel.swipeProps}
      >
        {slides.map((slide, index) => (
          <Box
            // Slides are a fixed list from content: position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            key={index}
            role="group"
            aria-roledescription={itemName}
            aria-label={`${index + 1} de ${total}: ${slideLabel(slide, index)}`}
            hidden={index !== carousel.index}
            className={classes.slide}
          >
            {renderSlide(slide, index)}
          </Box>
        ))}
      </Box>
      {total > 1 && (
        <Group justify="center" gap="xs" mt="sm" className={classes.controls}>
          {carousel.autoplay && (
            <ActionIcon
              variant="filled"
              size="lg"
              onClick={carousel.toggleUserPause}
              aria-label={carousel.userPaused ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
            >
              {carousel.userPaused ? <IconPlayerPlayFilled size={18} /> : <IconPlayerPauseFilled size={18} />}
            </ActionIcon>
          )}
          <ActionIcon
            variant="default"
            size="lg"
            onClick={carousel.previous}
            aria-label={`${capitalise(itemName)} anterior`}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Group gap={6} component="ul" className={classes.dots} aria-label={`Elegir ${itemName}`}>
            {slides.map((slide, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index}>
                <UnstyledButton
                  className={classes.dot}
                  data-active={index === carousel.index || undefined}
                  aria-current={index === carousel.index ? 'true' : undefined}
                  aria-label={`Ir a la ${itemName} ${index + 1}: ${slideLabel(slide, index)}`}
                  onClick={() => carousel.goTo(index)}
                />
              </li>
            ))}
          </Group>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={carousel.next}
            aria-label={`${capitalise(itemName)} siguiente`}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
