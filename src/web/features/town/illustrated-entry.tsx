import { Badge, Card, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { headingAnchor } from '#shared/anchors.ts';

export interface IllustratedEntryProps {
  title: string;
  /** A short line shown as a badge: a date, an era. */
  tag: string;
  paragraphs: string[];
  image: { src: string; alt: string };
}

/** One festival or monument: image beside its title, tag and text. */
export function IllustratedEntry({ title, tag, paragraphs, image }: IllustratedEntryProps) {
  return (
    <Card withBorder padding="lg" component="article">
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Image src={image.src} alt={image.alt} radius="md" loading="lazy" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="xs">
            <Title order={2} size="h3" id={headingAnchor(title)}>
              {title}
            </Title>
            <Badge variant="light" size="lg">
              {tag}
            </Badge>
            {paragraphs.map((text) => (
              <Text key={text}>{text}</Text>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** The entries of a page, one under another. */
export function IllustratedEntries({ entries }: { entries: IllustratedEntryProps[] }) {
  return (
    <Stack gap="lg">
      {entries.map((entry) => (
        <IllustratedEntry key={entry.title} {...entry} />
      ))}
    </Stack>
  );
}
