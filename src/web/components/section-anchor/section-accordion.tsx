import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';
import { headingAnchor } from '#shared/anchors.ts';
import { useOpenFromHash } from './use-hash-section.ts';

/**
 * Collapsible sections headed by their `nombre`, several open at once; a link to a section's anchor opens it
 * (the site search and the assistant's citations land there).
 */
export function SectionAccordion<T extends { nombre: string }>({
  sections,
  children,
}: {
  sections: T[];
  children: (section: T) => ReactNode;
}) {
  const opened = useOpenFromHash(sections.map((section) => section.nombre));
  return (
    <Accordion multiple variant="separated" order={2} defaultValue={opened}>
      {sections.map((section) => (
        <Accordion.Item key={section.nombre} value={section.nombre} id={headingAnchor(section.nombre)}>
          <Accordion.Control>{section.nombre}</Accordion.Control>
          <Accordion.Panel>{children(section)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
