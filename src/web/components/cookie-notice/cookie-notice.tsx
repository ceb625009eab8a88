import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { acceptCookies, hasAcceptedCookies } from './cookie-consent.ts';
import classes from './cookie-notice.module.css';

/**
 * The cookie notice under the footer (SPEC §2.1): the site only stores what it needs to work, so there is
 * nothing to configure; 'Aceptar' hides it for good. The server's HTML holds it, and its CSS draws it only
 * where the browser's stored answer says it is pending (src/shared/cookie-notice-flag.ts); once the app
 * runs, an accepted notice leaves the page.
 */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => setAccepted(hasAcceptedCookies()), []);
  if (accepted) return null;

  const accept = () => {
    acceptCookies();
    setAccepted(true);
  };

  return (
    <section aria-label="Aviso de cookies" className={classes.notice}>
      <Paper radius={0} shadow="md" py="sm" className={classes.paper}>
        <Container size="xl">
          <Group justify="space-between" gap="md" wrap="wrap">
            <Text size="sm" style={{ flex: '1 1 20rem' }}>
              Este sitio web solo utiliza cookies y almacenamiento local técnicos, necesarios para su
              funcionamiento (por ejemplo, recordar que ha leído este aviso). No usamos cookies de análisis ni
              de publicidad.
            </Text>
            <Button onClick={accept}>Aceptar</Button>
          </Group>
        </Container>
      </Paper>
    </section>
  );
}
