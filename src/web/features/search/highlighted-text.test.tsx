import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text.tsx';

describe('HighlightedText', () => {
  it('wraps each range in <mark> and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <HighlightedText
          text="Taller de memoria los martes"
          ranges={[
            [10, 17],
            [0, 6],
          ]}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Taller', 'memoria']);
    expect(container.textContent).toBe('Taller de memoria los martes');
  });

  it('ignores ranges that overlap or fall outside the text', () => {
    const { container } = render(
      <p>
        <HighlightedText
          text="abc"
          ranges={[
            [0, 2],
            [1, 3],
            [2, 9],
          ]}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['ab']);
    expect(container.textContent).toBe('abc');
  });
});
