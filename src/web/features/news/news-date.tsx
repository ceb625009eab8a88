import { Text } from '@mantine/core';

const LONG_DATE = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});

/** '14 de marzo de 2026' for an ISO instant, on the council's calendar; null when it is not a date. */
export function newsDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}

/** The day a news item was published, as a machine-readable <time>; nothing when the date is missing. */
export function NewsDate({ value }: { value: string | null | undefined }) {
  const label = newsDate(value);
  if (!label || !value) return null;
  return (
    <Text size="sm" c="dimmed">
      Publicada el <time dateTime={value}>{label}</time>
    </Text>
  );
}
