import { describe, expect, it } from 'vitest';
import { newsParagraphs, newsSnippet, SNIPPET_LENGTH } from './news-snippet.ts';

describe('newsSnippet', () => {
  it('uses descripcion when there is one', () => {
    expect(newsSnippet({ descripcion: 'Resumen corto', contenido: 'x'.repeat(300) })).toBe('Resumen corto');
  });

  it('otherwise takes the first 100 characters of contenido followed by "..."', () => {
    const contenido = `${'a'.repeat(SNIPPET_LENGTH)}RESTO`;
    expect(newsSnippet({ descripcion: null, contenido })).toBe(`${'a'.repeat(100)}...`);
    expect(newsSnippet({ descripcion: '   ', contenido: 'Breve' })).toBe('Breve...');
  });
});

describe('newsParagraphs', () => {
  it('splits at line breaks (Unix or Windows) and drops blank lines', () => {
    expect(newsParagraphs('Uno\r\nDos\n\n  Tres  \n')).toEqual(['Uno', 'Dos', 'Tres']);
  });
});
