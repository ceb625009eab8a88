import { Image, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Page, useMetaTag } from '#web/components/page.tsx';
import type { NewsItem } from './news-api.ts';
import { newsParagraphs, newsSnippet } from './news-snippet.ts';
import { useNewsItem } from './use-news-item.ts';

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Open Graph tags so a shared link shows the news title, summary and image. */
function useNewsOpenGraph(item: NewsItem | undefined) {
  useMetaTag('property', 'og:type', item ? 'article' : undefined);
  useMetaTag('property', 'og:title', item?.titulo);
  useMetaTag('property', 'og:description', item ? newsSnippet(item) : undefined);
  useMetaTag('property', 'og:url', item ? window.location.href : undefined);
  useMetaTag('property', 'og:image', item?.imagenPath ? absolute(item.imagenPath) : undefined);
}

export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <Stack gap="md">
      {item.imagenPath && <Image src={item.imagenPath} alt="" radius="md" mah={480} fit="cover" />}
      {newsParagraphs(item.contenido).map((paragraph, index) => (
        // Paragraphs may repeat, so their position is part of the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

export default function NewsDetailPage() {
  const { id } = useParams();
  const item = useNewsItem(id);
  useNewsOpenGraph(item);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening another news item must scroll up again
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  if (!item) {
    return (
      <Page title={paths.noticia.title}>
        <Text role="status">Cargando noticia...</Text>
      </Page>
    );
  }
  return (
    <Page title={item.titulo} description={newsSnippet(item)} size="md">
      <NewsArticle item={item} />
    </Page>
  );
}
