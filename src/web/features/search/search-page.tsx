import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Requested, useRequest } from '#web/api/use-request.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { type SearchResult, searchSite } from './search-api.ts';

/** Pause after the last keystroke before searching: results follow the typing without a request per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** What the live region says about the search for `q`, so screen readers hear the results arrive. */
function statusText(state: Requested<SearchResult[]>, q: string): string {
  switch (state.status) {
    case 'loading':
      return 'Buscando…';
    case 'failed':
      return 'No se ha podido buscar. Inténtalo de nuevo en unos segundos.';
    case 'done':
      return state.data.length === 0
        ? `No hay resultados para «${q}».`
        : `${state.data.length} ${state.data.length === 1 ? 'resultado' : 'resultados'} para «${q}».`;
    default:
      return '';
  }
}

function ResultCard({ result }: { result: SearchResult }) {
  return (
    <Card withBorder padding="md" component="article">
      <Group gap="xs" mb={4}>
        <Badge variant="light">{result.tipo}</Badge>
        {result.seccion && (
          <Text size="sm" c="dimmed">
            {result.seccion}
          </Text>
        )}
      </Group>
      <Title order={2} size="h4" mb={4}>
        <Anchor component={Link} to={result.url}>
          {result.titulo}
        </Anchor>
      </Title>
      <Text>
        <HighlightedText text={result.fragmento} ranges={result.marcas} />
      </Text>
    </Card>
  );
}

/** /buscar: the site search. Results follow the typing and the address keeps `?q=`, so a link shares them. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced, setDebounced] = useState(text.trim());

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, setParams]);
  const state = useRequest(
    debounced || null,
    async (signal) => (await searchSite(debounced, signal)).resultados,
  );

  // Enter or the button search at once, without waiting for the pause.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDebounced(text.trim());
  };

  return (
    <Page title={paths.buscar.title} description="Busca en las páginas, noticias, actas, vídeos y trámites.">
      <search>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" mb="md">
            <TextInput
              type="search"
              label="¿Qué buscas?"
              description="Páginas, noticias, actas, vídeos y trámites de la web"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
              maxLength={200}
            />
            <Button type="submit">Buscar</Button>
          </Group>
        </form>
      </search>
      <Text role="status" mb="md" c="dimmed">
        {statusText(state, debounced)}
      </Text>
      {state.status === 'done' && state.data.length > 0 && (
        <Stack gap="sm" component="section" aria-label="Resultados de la búsqueda">
          {state.data.map((result) => (
            <ResultCard key={result.url} result={result} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
