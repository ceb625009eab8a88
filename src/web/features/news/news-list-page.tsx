import { Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { getHref, paths } from '#web/app/paths.ts';
import { LoadingStatus } from '#web/components/loading-status.tsx';
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

/**
 * Whether a page after `page` exists: from the server's total (`x-total-count`) when it gave one; without it,
 * a full page is the only hint (and may lead to one empty page).
 */
export function hasOlderNews(page: number, shown: number, total: number | undefined): boolean {
  if (total !== undefined) return page * NEWS_PAGE_SIZE < total;
  return shown === NEWS_PAGE_SIZE;
}

const pageHref = (page: number) =>
  page === 1 ? getHref('actualidad') : `${getHref('actualidad')}?pagina=${page}`;

export default function NewsListPage() {
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('pagina'));
  const { items, total, loading } = useNewsPage(NEWS_PAGE_SIZE, page);
  const hasOlder = hasOlderNews(page, items.length, total);
  return (
    <Page title={paths.actualidad.title} description={DESCRIPTION}>
      {loading ? (
        <LoadingStatus label="Cargando noticias..." />
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
          <Text size="sm" c="dimmed">
            {total === undefined
              ? `Página ${page}`
              : `Página ${page} de ${Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE))}`}
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
