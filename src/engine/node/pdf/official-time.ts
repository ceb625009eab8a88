/** The registry's official time zone: a Spanish council on peninsular time. */
export const OFFICIAL_TIME_ZONE = 'Europe/Madrid';

const formatter = new Intl.DateTimeFormat('es-ES', {
  timeZone: OFFICIAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** A moment as the receipt prints it: '22/11/2026, 01:05:03 (hora peninsular, CET)'. */
export function formatOfficialTime(moment: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(moment).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}, ${part('hour')}:${part('minute')}:${part('second')} (hora peninsular, ${part('timeZoneName')})`;
}
