import { Center, Loader, Text } from '@mantine/core';

/** Shown while the first page's code loads (the router's hydrate fallback), announced politely. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader size="md" aria-hidden="true" />
      <Text ml="sm">Cargando…</Text>
    </Center>
  );
}
