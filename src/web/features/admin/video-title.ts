const LONG_DATE = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The date 'YYYY-MM-DD' in Spanish long form: '2026-03-14' → '14 de marzo de 2026'. */
export function spanishLongDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** SPEC §3: a plenary video's generated title, 'Video pleno' plus the Spanish long date. */
export function videoTitle(isoDate: string): string {
  return `Video pleno ${spanishLongDate(isoDate)}`;
}
