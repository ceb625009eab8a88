import { Loader, Stack, Text } from '@mantine/core';

/**
 * The loading state of a page or section whose content comes from the API: a spinner and a polite status
 * line. It is one screen tall on purpose: the footer (or the next section) then starts below the fold and
 * does not jump when the content arrives, which would count as layout shift (CLS) and move what the
 * reader was about to click.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Stack align="center" justify="flex-start" py="xl" mih="100vh" role="status">
      <Loader aria-hidden />
      <Text>{label}</Text>
    </Stack>
  );
}
