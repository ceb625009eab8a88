import { describe, expect, it } from 'vitest';
import { headingAnchor } from '#shared/anchors.ts';
import { type PathKey, paths, UNLISTED_PATHS } from '#shared/paths.ts';
import { mainNavigation } from '#web/components/header/navigation.ts';
import { siteMapSections } from '#web/features/info/site-map-page.tsx';
import { breadcrumbListJsonLd, breadcrumbTrail } from './trail.ts';

describe('breadcrumbTrail', () => {
  it('starts at Inicio and ends at the page, with its menu group in between', () => {
    const group = mainNavigation.find((entry) => entry.kind === 'group');
    if (group?.kind !== 'group') throw new Error('el menú no tiene grupos');
    const key = group.items[0] as PathKey;
    const trail = breadcrumbTrail(paths[key].path, paths[key].title);
    expect(trail.map((crumb) => crumb.label)).toEqual([paths.home.title, group.label, paths[key].title]);
    expect(trail[1]?.href).toBe(`${paths.mapaSitio.path}#${headingAnchor(group.label)}`);
  });

  it('puts the containing page before a page below it, and none on the home page', () => {
    expect(breadcrumbTrail('/tramites/alta-padron/', 'Alta en el padrón').map((c) => c.href)).toEqual([
      '/',
      paths.tramites.path,
      '/tramites/alta-padron',
    ]);
    expect(breadcrumbTrail('/', 'Inicio')).toEqual([]);
  });

  it('never lets a title close the structured data script', () => {
    const json = breadcrumbListJsonLd(
      [{ label: '</script><script>alert(1)</script>', href: '/x' }],
      'https://a.example',
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('site map sections', () => {
  it('list every public page of the route table once, and every menu group has its section', () => {
    const listed = siteMapSections().flatMap((section) => section.items);
    const expected = (Object.keys(paths) as PathKey[]).filter(
      (key) => !UNLISTED_PATHS.includes(key) && !paths[key].path.includes(':') && key !== 'mapaSitio',
    );
    expect([...listed].sort()).toEqual([...expected].sort());
    const labels = siteMapSections().map((section) => section.label);
    for (const entry of mainNavigation) if (entry.kind === 'group') expect(labels).toContain(entry.label);
  });
});
