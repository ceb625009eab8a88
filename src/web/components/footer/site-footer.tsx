import { Box, Container, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import site from '#content/sitio.json';
import { calendarDate } from '#shared/spanish-dates.ts';
import { paths } from '#web/app/paths.ts';
import { SocialLinks } from '../social-links/social-links.tsx';
import { ContactBlock } from './contact-block.tsx';
import classes from './footer.module.css';

const NEW_TAB = '(se abre en una pestaña nueva)';

/** The site footer (SPEC §2.1): contact, useful links, social links and the copyright line. */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer} pt="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" pb="xl">
          <section aria-labelledby="pie-contacto">
            <h2 id="pie-contacto" className={classes.heading}>
              Contacto
            </h2>
            <ContactBlock />
          </section>
          <nav aria-labelledby="pie-enlaces">
            <h2 id="pie-enlaces" className={classes.heading}>
              Enlaces de interés
            </h2>
            <ul className={classes.list}>
              <li>
                <a href={site.enlaces.politicaPrivacidad}>Política de privacidad (PDF)</a>
              </li>
              <li>
                <a href={site.enlaces.avisoLegal}>Aviso legal (PDF)</a>
              </li>
              <li>
                <Link to={paths.mapaSitio.path}>{paths.mapaSitio.title}</Link>
              </li>
              <li>
                {/* SPEC §2.1's link to a maps service, named for what it opens. */}
                <a href={site.enlaces.mapaSitio} target="_blank" rel="noopener noreferrer">
                  Mapa del municipio <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                </a>
              </li>
              <li>
                <Link to={paths.pieDeWeb.path}>{paths.pieDeWeb.title}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="pie-redes">
            <h2 id="pie-redes" className={classes.heading}>
              Síguenos
            </h2>
            <SocialLinks />
          </section>
        </SimpleGrid>
      </Container>
      <Box className={classes.copyright} py="md">
        <Container size="xl">
          {/* The server's year stays as rendered: a browser whose clock is off must not contradict it. */}
          <Text size="sm" suppressHydrationWarning>
            © {calendarDate(new Date()).year} {site.ayuntamiento}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
