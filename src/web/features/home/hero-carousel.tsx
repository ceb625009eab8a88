import { Box, Button, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { getHref } from '#web/app/paths.ts';
import { Carousel } from '#web/components/carousel/carousel.tsx';
import classes from './hero-carousel.module.css';

export interface HeroSlide {
  imagen: string;
  alt: string;
  etiqueta: string;
  texto: string;
  boton: string;
}

/** SPEC §9: 5000 ms between slides and a 40 px swipe on the home carousel. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_SWIPE_PX = 40;

interface HeroCarouselProps {
  slides: HeroSlide[];
  town: string;
  intervalMs?: number;
}

/** Home carousel: every slide reads 'Conoce {town}' and leads to the town's facts page. */
export function HeroCarousel({ slides, town, intervalMs = HERO_INTERVAL_MS }: HeroCarouselProps) {
  return (
    <Carousel
      slides={slides}
      label={`Conoce ${town}`}
      slideLabel={(slide) => slide.etiqueta}
      intervalMs={intervalMs}
      swipeThresholdPx={HERO_SWIPE_PX}
      renderSlide={(slide, index) => (
        <Box className={classes.slide}>
          <Image
            src={slide.imagen}
            alt={slide.alt}
            className={classes.image}
            draggable={false}
            // The 16:7 box of every slide (CSS makes the picture cover it): with the size in the markup
            // the browser reserves the space before the picture arrives.
            width={1200}
            height={525}
            // The first slide is the largest paint of the home page: fetch it before anything else.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          <Box className={classes.caption}>
            <Title order={2} className={classes.heading}>
              Conoce {town}
            </Title>
            <Text className={classes.text}>{slide.texto}</Text>
            <Button
              component={Link}
              to={getHref('datosInteres')}
              color="white"
              variant="filled"
              c="municipal.9"
            >
              {slide.boton}
            </Button>
          </Box>
        </Box>
      )}
    />
  );
}
