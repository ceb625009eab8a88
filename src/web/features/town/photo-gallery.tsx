import { Image, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './photo-gallery.module.css';

export interface Photo {
  src: string;
  alt: string;
  pie: string;
}

export interface PhotoCategory {
  nombre: string;
  fotos: Photo[];
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/**
 * Photos by category; a photo opens a modal with the large image, closed by its button, by Escape or by a
 * click on the overlay. Focus returns to the photo that opened it.
 */
export function PhotoGallery({ categories }: { categories: PhotoCategory[] }) {
  const [open, setOpen] = useState<Photo | null>(null);
  return (
    <>
      <Stack gap="xl">
        {categories.map((category) => (
          <section key={category.nombre} aria-labelledby={`fotos-${slug(category.nombre)}`}>
            <Title order={2} id={`fotos-${slug(category.nombre)}`} mb="md">
              {category.nombre}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" className={classes.grid}>
              {category.fotos.map((photo) => (
                <li key={photo.src}>
                  <UnstyledButton
                    className={classes.thumb}
                    onClick={() => setOpen(photo)}
                    aria-label={`Ampliar foto: ${photo.pie}`}
                  >
                    <Image
                      src={photo.src}
                      alt={photo.alt}
                      radius="sm"
                      loading="lazy"
                      className={classes.image}
                    />
                    <Text size="sm" mt={4}>
                      {photo.pie}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.pie}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar la foto' }}
      >
        {open && <Image src={open.src} alt={open.alt} radius="sm" />}
      </Modal>
    </>
  );
}
