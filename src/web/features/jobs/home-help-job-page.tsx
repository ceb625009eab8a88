import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBriefcase, IconCalendar, IconDownload, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import site from '#content/sitio.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { ApplicationDialog } from './application-dialog.tsx';
import { type HomeHelpJob, homeHelpJob, offerOf } from './home-help-job.ts';
import { JobSections } from './job-sections.tsx';
import type { JobOffer } from './jobs-page.tsx';

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">
        <strong>{label}:</strong> {value}
      </Text>
    </Group>
  );
}

export function HomeHelpJobView({ job, offer }: { job: HomeHelpJob; offer: JobOffer }) {
  const [dialogOpen, dialog] = useDisclosure(false);
  return (
    <Page title={paths.empleoAuxiliar.title} heading={offer.titulo} description={job.descripcion}>
      <Group gap="lg" mb="xl">
        <Fact icon={<IconMapPin size={18} aria-hidden />} label="Municipio" value={site.municipio} />
        <Fact icon={<IconBriefcase size={18} aria-hidden />} label="Modalidad" value={offer.modalidad} />
        <Fact
          icon={<IconCalendar size={18} aria-hidden />}
          label="Publicación"
          value={offer.fechaPublicacion}
        />
        <Fact icon={<IconCalendar size={18} aria-hidden />} label="Plazo de solicitud" value={job.plazo} />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <JobSections job={job} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Card
            withBorder
            padding="lg"
            component="aside"
            aria-labelledby="empleo-documentacion"
            pos="sticky"
            top={16}
          >
            <Title order={2} size="h4" id="empleo-documentacion" mb="xs">
              {job.lateral.titulo}
            </Title>
            <Text size="sm" mb="md">
              {job.lateral.texto}
            </Text>
            <Stack gap="sm">
              <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={dialog.open}>
                {job.lateral.botonModelo}
              </Button>
              <Button
                component="a"
                href={job.bases}
                target="_blank"
                rel="noopener"
                variant="outline"
                leftSection={<IconExternalLink size={18} aria-hidden />}
              >
                {job.lateral.botonBases}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <ApplicationDialog
        opened={dialogOpen}
        onClose={dialog.close}
        title={job.dialogo.titulo}
        steps={job.dialogo.pasos}
        buttonText={job.dialogo.boton}
        formUrl={job.modelo}
      />
    </Page>
  );
}

export default function HomeHelpJobPage() {
  return <HomeHelpJobView job={homeHelpJob} offer={offerOf(homeHelpJob)} />;
}
