import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { type SearchResult, searchSite } from './search-api.ts';

/** Pause after the last keystroke before searching: results follow the typing without a request per key. */
export const SEARCH_DEBOUNCE_MS = 250;

type State =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; resultados: SearchResult[] }
  | { status: 'error'; q: string };

/** What the live region says, so screen readers hear the results arrive. */
function statusText(state: State): string {
  switch (state.status) {
    case 'loading':
      return 'Buscando…';
    case 'error':
      return 'No se ha podido buscar. Inténtalo de nuevo en unos segundos.';
    case 'done':
      return state.resultados.length === 0
        ? `No hay resultados para «${state.q}».`
        : `${state.resultados.length} ${state.resultados.length === 1 ? 'resultado' : 'resultados'} para «${state.q}».`;
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
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    setParams(debounced ? { q: debounced } : {}, { replace: true });
    if (!debounced) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', q: debounced });
    searchSite(debounced, controller.signal).then(
      ({ resultados }) => setState({ status: 'done', q: debounced, resultados }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', q: debounced });
        return error;
      },
    );
    return () => controller.abort();
  }, [debounced, setParams]);

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
        {statusText(state)}
      </Text>
      {state.status === 'done' && state.resultados.length > 0 && (
        <Stack gap="sm" component="section" aria-label="Resultados de la búsqueda">
          {state.resultados.map((result) => (
            <ResultCard key={result.url} result={result} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
