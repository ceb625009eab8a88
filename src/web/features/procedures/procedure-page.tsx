import { Anchor, Container, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import site from '#content/sitio.json';
import { identificationOf, type Procedure } from '#engine/procedure.ts';
import { LoadedProcedureForm } from '#engine/react/loaded-procedure-form.tsx';
import { paths } from '#web/app/paths.ts';
import { Page, PageMeta } from '#web/components/page.tsx';
import { type LoadedResidentSession, useResidentSession } from '#web/features/my-procedures/resident-api.ts';
import { SignInPanel } from '#web/features/my-procedures/sign-in-panel.tsx';
import { sendSubmission } from './send-submission.ts';

/** /tramites/<slug>: the procedure's form (its header holds the page's h1). */
export default function ProcedurePage({ procedure }: { procedure: Procedure }) {
  const rule = identificationOf(procedure);
  const session = useResidentSession(useLoaderData<LoadedResidentSession | undefined>());
  const { pathname } = useLocation();
  const applicant = useMemo(
    () =>
      session?.identificado
        ? { nombre: [session.nombre, session.apellidos].filter(Boolean).join(' '), dni: session.documento }
        : undefined,
    [session],
  );
  return (
    <Container size="md" py="xl">
      <PageMeta title={procedure.titulo} description={procedure.descripcion} />
      {rule.modo !== 'ninguna' && (
        <SignInPanel
          session={session}
          volver={pathname}
          nivel={rule.nivel}
          obligatoria={rule.modo === 'requerida'}
        />
      )}
      <LoadedProcedureForm
        key={applicant ? 'identificado' : 'anonimo'}
        procedure={procedure}
        send={sendSubmission}
        applicant={rule.modo === 'ninguna' ? undefined : applicant}
      />
      <NoScriptAlternatives />
    </Container>
  );
}

/** Without JavaScript the form cannot work: how else to submit it (the council's contact, from sitio.json). */
function NoScriptAlternatives() {
  return (
    <noscript>
      <Text fw={600} mb="xs">
        Este formulario necesita JavaScript para funcionar.
      </Text>
      <Text>
        Actívalo en tu navegador para presentar el trámite en línea. También puedes presentarlo en persona en
        el {site.ayuntamiento} ({site.direccion}), llamar al teléfono{' '}
        <Anchor href={`tel:${site.telefono.replace(/\s/g, '')}`}>{site.telefono}</Anchor> o escribir a{' '}
        <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>.
      </Text>
    </noscript>
  );
}

/** /tramites/<anything else>: a Spanish not-found page (answered with 404). */
export function ProcedureNotFound() {
  return (
    <Page title="Trámite no encontrado">
      <Text mb="md">El trámite que buscas no existe o ha cambiado de dirección.</Text>
      <Anchor component={Link} to={paths.tramites.path}>
        Ver todos los trámites
      </Anchor>
    </Page>
  );
}
