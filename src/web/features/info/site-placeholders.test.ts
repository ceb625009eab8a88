import { describe, expect, it } from 'vitest';
import legal from '#content/legal.json';
import site from '#content/sitio.json';
import { siteValues } from '#shared/site-placeholders.ts';
import { fillSitePlaceholders } from './site-placeholders.ts';

describe('fillSitePlaceholders', () => {
  it('fills the site identity from sitio.json', () => {
    expect(fillSitePlaceholders('El {ayuntamiento} ({email})')).toBe(
      `El ${site.ayuntamiento} (${site.email})`,
    );
    const other = siteValues({ ...site, email: 'otra@ayto.example' });
    expect(fillSitePlaceholders('{email}', other)).toBe('otra@ayto.example');
  });

  it('refuses an unknown placeholder instead of printing it', () => {
    expect(() => fillSitePlaceholders('{alcaldesa}')).toThrow('Marcador desconocido {alcaldesa}');
    expect(() => fillSitePlaceholders('{constructor}')).toThrow('Marcador desconocido {constructor}');
  });

  it('every legal text uses only known placeholders', () => {
    const texts = legal.documentos.flatMap((d) => d.secciones.flatMap((s) => s.parrafos));
    for (const text of texts) expect(() => fillSitePlaceholders(text)).not.toThrow();
  });
});
