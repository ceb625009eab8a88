import type { ReactNode } from 'react';

/** `text` with the [start, end) `ranges` wrapped in <mark>, in order; ranges out of bounds are ignored. */
export function HighlightedText({ text, ranges }: { text: string; ranges: Array<[number, number]> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < last || end > text.length || end <= start) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    last = end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
