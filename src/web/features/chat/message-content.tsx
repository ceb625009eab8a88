import { Anchor, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Citation } from './chat-api.ts';

/** A link to a cited source: inside the site through the router, elsewhere in a new tab. */
export function CitationLink({ citation, children }: { citation: Citation; children: ReactNode }) {
  const label = citation.titulo ? <VisuallyHidden> {citation.titulo}</VisuallyHidden> : null;
  if (citation.url.startsWith('/')) {
    return (
      <Anchor component={Link} to={citation.url}>
        {children}
        {label}
      </Anchor>
    );
  }
  return (
    <Anchor href={citation.url} target="_blank" rel="noopener noreferrer">
      {children}
      {label}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * The text of a message with its `[n]` markers turned into links to citations[n - 1] (1-based, SPEC §5);
 * a marker without a matching url stays as plain text.
 */
export function MessageContent({ content, citations = [] }: { content: string; citations?: Citation[] }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of content.matchAll(/\[(\d+)\]/g)) {
    const index = match.index;
    const citation = citations[Number(match[1]) - 1];
    if (!citation?.url) continue;
    if (index > last) parts.push(content.slice(last, index));
    parts.push(
      <CitationLink key={index} citation={citation}>
        {match[0]}
      </CitationLink>,
    );
    last = index + match[0].length;
  }
  if (last < content.length) parts.push(content.slice(last));
  return <>{parts}</>;
}

const ITEM = /^\s*[-•]\s+/;

/**
 * A whole answer: paragraphs (separated by a blank line) and lists ('- ' lines, with the line before them
 * as their introduction), each with its `[n]` markers as links.
 */
export function MessageBlocks({ content, citations = [] }: { content: string; citations?: Citation[] }) {
  return (
    <Stack gap="xs">
      {content.split(/\n\s*\n/).map((block, i) => {
        const lines = block.split('\n').filter((line) => line.trim());
        const items = lines.filter((line) => ITEM.test(line));
        const text = lines.filter((line) => !ITEM.test(line)).join(' ');
        return (
          // Blocks never move or change once shown, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i}>
            {text && (
              <Text>
                <MessageContent content={text} citations={citations} />
              </Text>
            )}
            {items.length > 0 && (
              <List spacing={2} mt={4}>
                {items.map((item) => (
                  <List.Item key={item}>
                    <MessageContent content={item.replace(ITEM, '')} citations={citations} />
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
