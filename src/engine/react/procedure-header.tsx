import { Group, Image, Title } from '@mantine/core';
import { useCouncil } from './council.tsx';

/** The form's header: the council crest and the procedure's title (the page's single h1). */
export function ProcedureHeader({ title }: { title: string }) {
  const { escudo } = useCouncil();
  return (
    <Group gap="md" wrap="nowrap" mb="lg" align="center">
      <Image src={escudo.src} alt={escudo.alt} h={72} w="auto" fit="contain" />
      <Title order={1} size="h2">
        {title}
      </Title>
    </Group>
  );
}
