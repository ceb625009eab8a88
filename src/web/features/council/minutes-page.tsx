import { Accordion, Card, SimpleGrid, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { headingAnchor } from '#shared/anchors.ts';
import type { Minutes } from '#shared/api-types/generated/content.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { useOpenFromHash } from '#web/components/section-anchor/use-hash-section.ts';
import type { minutesLoader } from './council-loaders.ts';
import { groupMinutesByMonth, monthKeyOf } from './minutes-by-month.ts';

const DESCRIPTION = 'Actas de las sesiones plenarias, agrupadas por mes y año.';

interface MinutesGroupsProps {
  minutes: Minutes[];
  /** The month opened at start; today by default. */
  now?: Date;
}

/**
 * Month groups, newest first; the current month starts open, and so does the month the address names
 * ('#marzo-de-2025', where the assistant cites an agreement of that month's minutes); every header toggles on its own.
 */
export function MinutesGroups({ minutes, now = new Date() }: MinutesGroupsProps) {
  const groups = useMemo(() => groupMinutesByMonth(minutes), [minutes]);
  const named = useOpenFromHash(groups.map((group) => group.label));
  if (groups.length === 0) return <Text>Todavía no hay actas publicadas.</Text>;
  const opened = groups.filter((group) => named.includes(group.label)).map((group) => group.key);
  return (
    <Accordion multiple defaultValue={[monthKeyOf(now), ...opened]} variant="separated" order={2}>
      {groups.map((group) => (
        <Accordion.Item key={group.key} value={group.key} id={headingAnchor(group.label)}>
          <Accordion.Control>
            {group.label}{' '}
            <Text span c="dimmed" size="sm">
              ({group.items.length} {group.items.length === 1 ? 'acta' : 'actas'})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {group.items.map((item) => (
                <Card
                  key={item.id}
                  component="a"
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  withBorder
                  padding="md"
                >
                  <Text fw={600}>
                    <IconFileTypePdf size={20} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
                    {item.label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    PDF, se abre en una pestaña nueva
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export default function MinutesPage() {
  const minutes = useLoaderData<typeof minutesLoader>();
  return (
    <Page title={paths.actasPleno.title} description={DESCRIPTION}>
      {minutes && <MinutesGroups minutes={minutes} />}
    </Page>
  );
}
