import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { procedureCards } from '#engine/catalogue/web-procedures.ts';
import type { Procedure } from '#engine/procedure.ts';
import { procedureIcon } from '#engine/react/icons.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

/** The cards of the procedures index, in catalogue order (exported for tests with another catalogue). */
export function ProcedureCards({
  procedures,
}: {
  procedures: ReadonlyArray<Pick<Procedure, 'slug' | 'nombreCorto' | 'icono'>>;
}) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      p={0}
      style={{ listStyle: 'none' }}
    >
      {procedures.map((procedure) => {
        const Icon = procedureIcon(procedure.icono);
        return (
          <li key={procedure.slug}>
            <Card
              component={Link}
              to={`${paths.tramites.path}/${procedure.slug}`}
              withBorder
              padding="lg"
              h="100%"
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 12,
                textAlign: 'center',
              }}
            >
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <Icon size={32} />
              </ThemeIcon>
              <Text fw={600}>{procedure.nombreCorto}</Text>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

/** /tramites: 'Seleccione el trámite que desea realizar' and one card per procedure of the catalogue. */
export default function ProceduresIndexPage() {
  return (
    <Page title={paths.tramites.title} heading="Seleccione el trámite que desea realizar">
      <ProcedureCards procedures={procedureCards} />
    </Page>
  );
}
