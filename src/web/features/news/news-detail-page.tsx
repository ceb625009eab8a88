import { Anchor, AspectRatio, Image, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useSiteOrigin } from '#web/app/site-origin.ts';
import { OpenGraphTag, Page } from '#web/components/page.tsx';
import type { ShownNewsItem } from './news-api.ts';
import { NewsDate } from './news-date.tsx';
import type { newsItemLoader } from './news-loaders.ts';
import { newsParagraphs, newsSnippet } from './news-snippet.ts';

/** Open Graph tags so a shared link shows the news title, summary and image (absolute URLs of this site). */
function NewsOpenGraph({ item }: { item: ShownNewsItem }) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  return (
    <>
      <OpenGraphTag property="og:type" content="article" />
      <OpenGraphTag property="og:title" content={item.titulo} />
      <OpenGraphTag property="og:description" content={newsSnippet(item)} />
      <OpenGraphTag property="og:url" content={new URL(pathname, origin).href} />
      {item.imagenPath && (
        <OpenGraphTag property="og:image" content={new URL(item.imagenPath, origin).href} />
      )}
    </>
  );
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
  const loaded = useLoaderData<typeof newsItemLoader>();
  const { item } = loaded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening another news item must scroll up again
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  if (!item) {
    const missing = 'reason' in loaded && loaded.reason === 'no-existe';
    return (
      <Page title={missing ? 'Noticia no encontrada' : paths.noticia.title}>
        <Text mb="md">
          {missing
            ? 'La noticia que buscas no existe o ya no está publicada.'
            : 'Ahora no podemos mostrar esta noticia. Vuelve a intentarlo dentro de unos minutos.'}
        </Text>
        <Anchor component={Link} to={paths.actualidad.path}>
          Ver todas las noticias
        </Anchor>
      </Page>
    );
  }
  return (
    <Page title={item.titulo} description={newsSnippet(item)} size="md">
      <NewsOpenGraph item={item} />
      <NewsArticle item={item} />
    </Page>
  );
}
