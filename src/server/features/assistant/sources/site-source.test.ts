import { describe, expect, it } from 'vitest';
import { TEST_SITE } from '../test-site.ts';
import { contactPassages, siteFiller } from './site-source.ts';

describe('contactPassages', () => {
  it("says the council's social networks and files its address under the postal code", () => {
    const passages = contactPassages({
      ...TEST_SITE,
      redes: [
        { nombre: 'Instagram', url: 'https://instagram.example' },
        { nombre: 'Canal de Telegram', url: 'https://t.example' },
      ],
    });
    expect(passages.find((p) => p.id === 'sitio:redes')?.frases).toEqual([
      'El Ayuntamiento de Villa de Prueba está en las redes sociales: Instagram y Canal de Telegram.',
    ]);
    expect(passages.find((p) => p.id === 'sitio:direccion')?.claves).toContain('código postal');
  });

  it('says no networks when the site has none', () => {
    expect(contactPassages(TEST_SITE).some((p) => p.id === 'sitio:redes')).toBe(false);
  });
});

describe('siteFiller', () => {
  it("fills the site identity and leaves a name it lacks as written, even one an object carries ('constructor')", () => {
    const fill = siteFiller({ ...TEST_SITE, provincia: 'Valdemora' });
    expect(fill('Llama al {telefono} ({provincia}).')).toBe('Llama al 900 111 222 (Valdemora).');
    expect(fill('{constructor} y {alcaldesa}')).toBe('{constructor} y {alcaldesa}');
  });
});
