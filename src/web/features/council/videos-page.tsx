import { Card, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useLoaderData } from 'react-router';
import { formatPlainDate } from '#shared/spanish-dates.ts';
import { paths } from '#web/app/paths.ts';
import { CardThumbnail } from '#web/components/card-thumbnail.tsx';
import { Page } from '#web/components/page.tsx';
import { type PlenaryVideo, sortVideosNewestFirst } from './council-api.ts';
import type { videosLoader } from './council-loaders.ts';

const DESCRIPTION =
  'Grabaciones de las sesiones plenarias del Ayuntamiento, de la más reciente a la más antigua.';

/**
 * One video: a link out to the video host. Its accessible name is its own visible text (title, date) plus a
 * hidden note on the new tab, so it always contains what sighted users read (WCAG 2.5.3), whatever the
 * title staff typed. The thumbnail is always served from our origin (the server fetched it once).
 */
export function VideoCard({ video }: { video: PlenaryVideo }) {
  const date = formatPlainDate(video.fecha);
  return (
    <Card component="a" href={video.url} target="_blank" rel="noopener noreferrer" withBorder padding="sm">
      <CardThumbnail src={video.miniatura} icon={IconVideo} shade="gray" />
      <Text fw={600} mt="sm">
        {video.titulo}
      </Text>
      {date && (
        <Text size="sm" c="dimmed">
          {date}
        </Text>
      )}
      <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
    </Card>
  );
}

/** The videos, newest first; nothing when the list could not be read (SPEC §4: the failure is only logged). */
export function VideosList({ videos }: { videos: PlenaryVideo[] | null }) {
  if (!videos) return null;
  if (videos.length === 0) return <Text>Todavía no hay vídeos de plenos publicados.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {sortVideosNewestFirst(videos).map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </SimpleGrid>
  );
}

export default function VideosPage() {
  const videos = useLoaderData<typeof videosLoader>();
  return (
    <Page title={paths.plenosVideo.title} description={DESCRIPTION}>
      <VideosList videos={videos} />
    </Page>
  );
}
