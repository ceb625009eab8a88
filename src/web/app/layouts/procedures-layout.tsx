import { Anchor, Container, Group, Image } from '@mantine/core';
import { Link } from 'react-router';
import site from '#content/sitio.json';
import { paths } from '#web/app/paths.ts';
import classes from './layouts.module.css';
import { PageShell } from './page-shell.tsx';
import { ProceduresFooter } from './procedures-footer.tsx';

/** Procedure pages (SPEC §2.1): 'Gestión de trámites' between the two crests, forms, legal footer. */
export function ProceduresLayout() {
  return (
    <PageShell
      header={
        <header className={classes.proceduresHeader}>
          <Container size="lg" py="md">
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Link to={paths.home.path} aria-label={`${site.ayuntamiento}: volver a la web municipal`}>
                <Image src={site.escudo.src} alt={site.escudo.alt} h={72} w="auto" fit="contain" />
              </Link>
              {/* Not a heading: every page brings its own single h1. */}
              <p className={classes.proceduresTitle}>Gestión de trámites</p>
              <Image
                src={site.escudoProvincia.src}
                alt={site.escudoProvincia.alt}
                h={72}
                w="auto"
                fit="contain"
              />
            </Group>
            <Group gap="md">
              <Anchor component={Link} to={paths.home.path} size="sm">
                Volver a la web del Ayuntamiento
              </Anchor>
              <Anchor component={Link} to={paths.buscar.path} size="sm">
                Buscar en la web
              </Anchor>
            </Group>
          </Container>
        </header>
      }
      footer={<ProceduresFooter />}
    />
  );
}
