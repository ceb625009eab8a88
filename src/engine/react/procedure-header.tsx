import { Group, Image, Title } from '@mantine/core';
import site from '#content/sitio.json';

/** The form's header: the council crest and the procedure's title (the page's single h1). */
export function ProcedureHeader({ title }: { title: string }) {
  return (
    <Group gap="md" wrap="nowrap" mb="lg" align="center">
      <Image src={site.escudo.src} alt={site.escudo.alt} h={72} w="auto" fit="contain" />
      <Title order={1} size="h2">
        {title}
      </Title>
    </Group>
  );
}
