import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text.tsx';

/** `text` drawn with `ranges`: the marked parts, in order, and the whole text as read. */
function highlight(text: string, ranges: Array<[number, number]>) {
  const { container } = render(
    <p>
      <HighlightedText text={text} ranges={ranges} />
    </p>,
  );
  return {
    marks: [...container.querySelectorAll('mark')].map((mark) => mark.textContent),
    read: container.textContent,
  };
}

describe('HighlightedText', () => {
  it('wraps each range in <mark> and keeps the rest as text', () => {
    const drawn = highlight('Taller de memoria los martes', [
      [10, 17],
      [0, 6],
    ]);
    expect(drawn.marks).toEqual(['Taller', 'memoria']);
    expect(drawn.read).toBe('Taller de memoria los martes');
  });

  it('ignores ranges that overlap or fall outside the text', () => {
    const drawn = highlight('abc', [
      [0, 2],
      [1, 3],
      [2, 9],
    ]);
    expect(drawn.marks).toEqual(['ab']);
    expect(drawn.read).toBe('abc');
  });
});
