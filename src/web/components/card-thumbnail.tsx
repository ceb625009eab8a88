import { AspectRatio, Box, Card, Center, Image } from '@mantine/core';
import type { IconNews } from '@tabler/icons-react';

/**
 * A card's 16:9 picture across its top: the image (decorative: the card's title says what it is), or the
 * `icon` on a `shade` background when there is none.
 */
export function CardThumbnail({
  src,
  icon: Icon,
  shade,
}: {
  src: string | null | undefined;
  icon: typeof IconNews;
  shade: 'gray' | 'municipal';
}) {
  return (
    <Card.Section>
      <AspectRatio ratio={16 / 9}>
        {src ? (
          <Image src={src} alt="" loading="lazy" />
        ) : (
          <Box bg={shade === 'gray' ? 'gray.1' : 'municipal.0'}>
            <Center h="100%">
              <Icon
                size={48}
                color={shade === 'gray' ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-municipal-7)'}
                aria-hidden
              />
            </Center>
          </Box>
        )}
      </AspectRatio>
    </Card.Section>
  );
}
