import { Grid, Image, Stack, Text } from '@mantine/core';
import greeting from '#content/saludo-alcalde.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export interface Greeting {
  descripcion: string;
  alcalde: string;
  cargo: string;
  retrato: { src: string; alt: string };
  parrafos: string[];
}

/** The mayor's greeting: a template over content/saludo-alcalde.json. */
export function GreetingView({ content }: { content: Greeting }) {
  return (
    <Page title={paths.saludoAlcalde.title} description={content.descripcion}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {content.parrafos.map((text) => (
              <Text key={text}>{text}</Text>
            ))}
            <Text fw={700} mt="md">
              {content.alcalde}
              <Text component="span" display="block" fw={400} c="dimmed">
                {content.cargo}
              </Text>
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Image src={content.retrato.src} alt={content.retrato.alt} radius="md" />
        </Grid.Col>
      </Grid>
    </Page>
  );
}

export default function GreetingPage() {
  return <GreetingView content={greeting} />;
}
