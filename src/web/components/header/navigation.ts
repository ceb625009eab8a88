import { type PathKey, paths } from '#web/app/paths.ts';

/** One entry of the main menu: a dropdown group of routes or a plain link (SPEC §2.1). */
export type NavEntry =
  | { kind: 'group'; label: string; items: readonly PathKey[] }
  | { kind: 'link'; item: PathKey };

/**
 * The header's menu, by route-table keys only: labels and URLs come from `paths`, so a renamed page
 * or URL changes here, in the router and in the tests at once.
 */
export const mainNavigation: readonly NavEntry[] = [
  {
    kind: 'group',
    label: 'Ayuntamiento',
    items: ['saludoAlcalde', 'corporacion', 'organosGobierno', 'plenosVideo', 'actasPleno', 'ordenanzas'],
  },
  { kind: 'group', label: 'El Pueblo', items: ['datosInteres', 'fiestas', 'lugaresHistoricos', 'fotos'] },
  { kind: 'group', label: 'Servicios', items: ['actividades', 'reservaPistas'] },
  { kind: 'group', label: 'Economía Local', items: ['alojamientos', 'empresas'] },
  { kind: 'link', item: 'empleo' },
  { kind: 'link', item: 'tramites' },
];

/** Whether the page at `pathname` belongs to the route `key` (the route itself or a page below it). */
export function isActivePath(pathname: string, key: PathKey): boolean {
  const path = paths[key].path;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether the entry (a link, or any link of a group) matches the current page. */
export function isActiveEntry(pathname: string, entry: NavEntry): boolean {
  return entry.kind === 'link'
    ? isActivePath(pathname, entry.item)
    : entry.items.some((item) => isActivePath(pathname, item));
}
