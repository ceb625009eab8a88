import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { NewsGrid } from './news-grid.tsx';
import { useNewsPage } from './use-news-page.ts';

export const NEWS_PAGE_SIZE = 9;
const DESCRIPTION = 'Todas las noticias y avisos del Ayuntamiento, de la más reciente a la más antigua.';

/** ?pagina=N, 1 when missing or not a positive whole number. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const pageHref = (page: number) =>
  page === 1 ? getHref('actualidad') : `${getHref('actualidad')}?pagina=${page}`;

export default function NewsListPage() {
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('pagina'));
  const { items, loading } = useNewsPage(NEWS_PAGE_SIZE, page);
  // A full page means there may be older news; the API gives no total, so this is the honest signal.
  const hasOlder = items.length === NEWS_PAGE_SIZE;
  return (
    <Page title={paths.actualidad.title} description={DESCRIPTION}>
      {loading ? (
        <Stack align="center" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Cargando noticias...</Text>
        </Stack>
      ) : items.length > 0 ? (
        <NewsGrid items={items} headingOrder={2} />
      ) : (
        <Text>{page === 1 ? 'Todavía no hay noticias publicadas.' : 'No hay más noticias.'}</Text>
      )}
      <nav aria-label="Páginas de noticias">
        <Group justify="space-between" mt="xl">
          {page > 1 ? (
            <Button component={Link} to={pageHref(page - 1)} variant="default">
              Noticias más recientes
            </Button>
          ) : (
            <span />
          )}
          <Text size="sm" c="gray.7">
            Página {page}
          </Text>
          {hasOlder ? (
            <Button component={Link} to={pageHref(page + 1)} variant="default">
              Noticias anteriores
            </Button>
          ) : (
            <span />
          )}
        </Group>
      </nav>
    </Page>
  );
}
