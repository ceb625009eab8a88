import { Anchor, Container, Group, Image } from '@mantine/core';
import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import site from '#content/sitio.json';
import { paths } from '#web/app/paths.ts';
import { SkipLink } from '#web/components/skip-link/skip-link.tsx';
import classes from './layouts.module.css';
import { ProceduresFooter } from './procedures-footer.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

/** Procedure pages (SPEC §2.1): 'Gestión de trámites' between the two crests, forms, legal footer. */
export function ProceduresLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className={classes.shell}>
      <SkipLink />
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
      <main id="contenido" tabIndex={-1} className={classes.content} ref={main}>
        <Outlet />
      </main>
      <ProceduresFooter />
    </div>
  );
}
