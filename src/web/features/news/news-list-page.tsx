import { Button, Group, Text } from '@mantine/core';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { NewsGrid } from './news-grid.tsx';
import { NEWS_PAGE_SIZE, type newsListLoader, pageFromQuery } from './news-loaders.ts';

const DESCRIPTION = 'Todas las noticias y avisos del Ayuntamiento, de la más reciente a la más antigua.';

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
  const { items, total } = useLoaderData<typeof newsListLoader>();
  const hasOlder = hasOlderNews(page, items.length, total);
  return (
    <Page title={paths.actualidad.title} description={DESCRIPTION}>
      {items.length > 0 ? (
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
