import { Anchor, List, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { headingAnchor } from '#shared/anchors.ts';
import { type PathKey, paths, UNLISTED_PATHS } from '#shared/paths.ts';
import { mainNavigation } from '#web/components/header/navigation.ts';
import { Page } from '#web/components/page.tsx';

const DESCRIPTION = 'Todas las páginas de la web municipal, ordenadas por secciones.';

export interface SiteMapSection {
  label: string;
  items: PathKey[];
}

/**
 * The site map, generated from the route table and the header's menu: one section per menu group, then
 * every other public page. A page added to the route table appears here without touching this file.
 */
export function siteMapSections(): SiteMapSection[] {
  const groups = mainNavigation.flatMap((entry) =>
    entry.kind === 'group' ? [{ label: entry.label, items: [...entry.items] }] : [],
  );
  const grouped = new Set(groups.flatMap((group) => group.items));
  const others = (Object.keys(paths) as PathKey[]).filter(
    (key) =>
      !grouped.has(key) &&
      !UNLISTED_PATHS.includes(key) &&
      !paths[key].path.includes(':') &&
      key !== 'mapaSitio',
  );
  return [...groups, { label: 'Más páginas', items: others }];
}

export default function SiteMapPage() {
  return (
    <Page title={paths.mapaSitio.title} description={DESCRIPTION}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
        {siteMapSections().map((section) => {
          const id = headingAnchor(section.label);
          return (
            <section key={id} aria-labelledby={id}>
              <Title order={2} size="h3" id={id} mb="sm">
                {section.label}
              </Title>
              <List spacing="xs">
                {section.items.map((key) => (
                  <List.Item key={key}>
                    <Anchor component={Link} to={paths[key].path}>
                      {paths[key].title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </section>
          );
        })}
      </SimpleGrid>
    </Page>
  );
}
