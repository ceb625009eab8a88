import { describe, expect, it } from 'vitest';
import { spokenNumbers } from './spoken-numbers.ts';

describe('spokenNumbers', () => {
  it('writes a number said in several words in digits', () => {
    expect(spokenNumbers('cuánta gente vivía en mil novecientos cincuenta')).toBe(
      'cuánta gente vivía en 1950',
    );
    expect(spokenNumbers('en dos mil once')).toBe('en 2011');
    expect(spokenNumbers('un curso de treinta y cinco horas')).toBe('un curso de 35 horas');
    expect(spokenNumbers('Doscientas cuarenta plazas')).toBe('240 plazas');
    expect(spokenNumbers('treinta y un días')).toBe('31 días');
  });

  it('leaves lone number words, articles and times as they are', () => {
    expect(spokenNumbers('tengo dos hijos y una pista')).toBe('tengo dos hijos y una pista');
    expect(spokenNumbers('a las dos y media')).toBe('a las dos y media');
    expect(spokenNumbers('dos o tres veces')).toBe('dos o tres veces');
    expect(spokenNumbers('cinco, seis')).toBe('cinco, seis');
    expect(spokenNumbers('veinte euros')).toBe('veinte euros');
  });
});
