import { headingAnchor } from '#shared/anchors.ts';
import { type PathKey, paths } from '#web/app/paths.ts';
import { mainNavigation } from '#web/components/header/navigation.ts';

/** One step of the trail: its text and where it leads. */
export interface Crumb {
  label: string;
  href: string;
}

const staticKeys = (Object.keys(paths) as PathKey[]).filter((key) => !paths[key].path.includes(':'));

/** The route-table page that contains `pathname` (the longest path it starts with), if any. */
function parentOf(pathname: string): PathKey | undefined {
  return staticKeys
    .filter((key) => paths[key].path !== '/' && pathname.startsWith(`${paths[key].path}/`))
    .sort((a, b) => paths[b].path.length - paths[a].path.length)[0];
}

function keyOf(pathname: string): PathKey | undefined {
  return staticKeys.find((key) => paths[key].path === pathname);
}

/** The header menu group a route belongs to, as a crumb leading to its section of the site map. */
function groupCrumb(key: PathKey | undefined): Crumb | undefined {
  const group = mainNavigation.find((entry) => entry.kind === 'group' && key && entry.items.includes(key));
  return group?.kind === 'group'
    ? { label: group.label, href: `${paths.mapaSitio.path}#${headingAnchor(group.label)}` }
    : undefined;
}

/**
 * Where a page sits, from the route table and the header's menu: Inicio › menu group › parent page › this
 * page (titled `title`). Empty on the home page, which needs none.
 */
export function breadcrumbTrail(pathname: string, title: string): Crumb[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === paths.home.path) return [];
  const parent = parentOf(path);
  const anchor = parent ?? keyOf(path);
  const trail: Array<Crumb | undefined> = [
    { label: paths.home.title, href: paths.home.path },
    groupCrumb(anchor),
    parent && { label: paths[parent].title, href: paths[parent].path },
    { label: title, href: path },
  ];
  return trail.filter((crumb): crumb is Crumb => crumb !== undefined);
}

/** schema.org BreadcrumbList for the trail, with absolute addresses on `origin`. */
export function breadcrumbListJsonLd(trail: Crumb[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, origin).href,
    })),
  };
  // '<' escaped: the JSON sits inside a <script> element and must never close it.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
