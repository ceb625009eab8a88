import { SimpleGrid } from '@mantine/core';
import type { ShownNewsItem } from './news-api.ts';
import { NewsCard } from './news-card.tsx';

export function NewsGrid({ items, headingOrder }: { items: ShownNewsItem[]; headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {items.map((item, index) => (
        <NewsCard key={item.id ?? `sin-id-${index}`} item={item} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
