import { Card, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getHref } from '#web/app/paths.ts';
import { CardThumbnail } from '#web/components/card-thumbnail.tsx';
import type { ShownNewsItem } from './news-api.ts';
import { NewsDate } from './news-date.tsx';
import { newsSnippet } from './news-snippet.ts';

const hasId = (id: ShownNewsItem['id']) => id !== undefined && id !== null && String(id).trim() !== '';

/** A news card: image, title, snippet and a link to the detail; an item without id shows the SPEC §8 line. */
export function NewsCard({ item, headingOrder = 3 }: { item: ShownNewsItem; headingOrder?: 2 | 3 }) {
  return (
    <Card withBorder padding="md" h="100%" component="article">
      <CardThumbnail src={item.imagenPath} icon={IconNews} shade="municipal" />
      <Title order={headingOrder} size="h4" mt="md" mb={4}>
        {item.titulo}
      </Title>
      <NewsDate value={item.publicadaEn} />
      <Text size="sm" mt="xs" mb="md" style={{ flexGrow: 1 }}>
        {newsSnippet(item)}
      </Text>
      {hasId(item.id) ? (
        <Text
          component={Link}
          to={getHref('noticia', { id: String(item.id) })}
          fw={600}
          c="municipal.7"
          td="underline"
        >
          Leer más<VisuallyHidden>{`: ${item.titulo}`}</VisuallyHidden>
        </Text>
      ) : (
        <Text c="red.8" size="sm">
          No se encontró un ID para esta noticia: {item.titulo}
        </Text>
      )}
    </Card>
  );
}
