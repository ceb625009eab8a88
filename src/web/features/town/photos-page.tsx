import { Alert } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import photos from '#content/pueblo/fotos.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

export type Photos = typeof photos;

export function PhotosView({ content }: { content: Photos }) {
  return (
    <Page title={paths.fotos.title} description={content.descripcion} intro={content.introduccion}>
      <PhotoGallery categories={content.categorias} />
      <Alert variant="light" mt="xl" icon={<IconPhotoPlus aria-hidden />} title="Más categorías">
        {content.proximamente}
      </Alert>
    </Page>
  );
}

export default function PhotosPage() {
  return <PhotosView content={photos} />;
}
