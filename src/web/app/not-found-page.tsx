import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '#web/components/page.tsx';
import { paths } from './paths.ts';

/** Any URL outside the route table: a Spanish 404 page inside the main layout. */
export default function NotFoundPage() {
  return (
    <Page title="Error 404: página no encontrada" heading="Página no encontrada" size="md">
      <Text mb="md">
        La dirección que has escrito no existe o la página se ha movido. Comprueba que está bien escrita o usa
        el menú para encontrar lo que buscas.
      </Text>
      <Anchor component={Link} to={paths.home.path}>
        Volver a la página de inicio
      </Anchor>
    </Page>
  );
}
