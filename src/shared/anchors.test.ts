import { describe, expect, it } from 'vitest';
import { headingAnchor } from './anchors.ts';

describe('headingAnchor', () => {
  it('folds case and accents and joins words with hyphens', () => {
    expect(headingAnchor('Baremo de méritos')).toBe('baremo-de-meritos');
    expect(headingAnchor('  A. Experiencia (hasta 8 puntos) ')).toBe('a-experiencia-hasta-8-puntos');
  });

  it('is stable: the anchor of an anchor is itself', () => {
    const once = headingAnchor('Ocupación y Uso del Dominio Público');
    expect(headingAnchor(once)).toBe(once);
  });
});
