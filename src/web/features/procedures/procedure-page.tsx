import { Anchor, Container, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import { catalogue } from '#engine/catalogue/web-catalogue.ts';
import { LoadedProcedureForm } from '#engine/react/loaded-procedure-form.tsx';
import { paths } from '#web/app/paths.ts';
import { Page, usePageTitle } from '#web/components/page.tsx';

/** /tramites/:slug: the procedure's form (its header holds the page's h1), or a Spanish not-found page. */
export default function ProcedurePage() {
  const { slug = '' } = useParams();
  const procedure = findProcedure(catalogue, slug);
  if (!procedure) return <ProcedureNotFound />;
  return <ProcedureView key={procedure.slug} title={procedure.titulo} procedure={procedure} />;
}

function ProcedureView({
  title,
  procedure,
}: {
  title: string;
  procedure: NonNullable<ReturnType<typeof findProcedure>>;
}) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <LoadedProcedureForm procedure={procedure} />
    </Container>
  );
}

function ProcedureNotFound() {
  return (
    <Page title="Trámite no encontrado">
      <Text mb="md">El trámite que busca no existe o ha cambiado de dirección.</Text>
      <Anchor component={Link} to={paths.tramites.path}>
        Ver todos los trámites
      </Anchor>
    </Page>
  );
}
