import { AspectRatio, Image, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LoadingStatus } from '#web/components/loading-status.tsx';
import { Page, useMetaTag } from '#web/components/page.tsx';
import type { ShownNewsItem } from './news-api.ts';
import { NewsDate } from './news-date.tsx';
import { newsParagraphs, newsSnippet } from './news-snippet.ts';
import { useNewsItem } from './use-news-item.ts';

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Open Graph tags so a shared link shows the news title, summary and image. */
function useNewsOpenGraph(item: ShownNewsItem | undefined) {
  useMetaTag('property', 'og:type', item ? 'article' : undefined);
  useMetaTag('property', 'og:title', item?.titulo);
  useMetaTag('property', 'og:description', item ? newsSnippet(item) : undefined);
  useMetaTag('property', 'og:url', item ? window.location.href : undefined);
  useMetaTag('property', 'og:image', item?.imagenPath ? absolute(item.imagenPath) : undefined);
}

export function NewsArticle({ item }: { item: ShownNewsItem }) {
  return (
    <Stack gap="md">
      <NewsDate value={item.publicadaEn} />
      {item.imagenPath && (
        // A fixed box before the picture arrives, so the text below never jumps (CLS); uploads come in any
        // proportion, so the whole picture is fitted inside rather than cropped.
        <AspectRatio ratio={16 / 9} maw={860}>
          <Image src={item.imagenPath} alt="" radius="md" fit="contain" bg="gray.1" fetchPriority="high" />
        </AspectRatio>
      )}
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
        <LoadingStatus label="Cargando noticia..." />
      </Page>
    );
  }
  return (
    <Page title={item.titulo} description={newsSnippet(item)} size="md">
      <NewsArticle item={item} />
    </Page>
  );
}
