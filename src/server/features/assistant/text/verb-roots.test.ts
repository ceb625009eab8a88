import { describe, expect, it } from 'vitest';
import { termOf, termsOf } from './normalize.ts';
import { knownDiminutiveTerm, knownFormTerm, knownSpokenTerm, knownVerbTerm } from './verb-roots.ts';

const siteKnows = (text: string) => {
  const terms = new Set(termsOf(text));
  return (term: string) => terms.has(term);
};

describe('knownVerbTerm', () => {
  it("meets the site's infinitive through a changed root or a short form the stemmer leaves alone", () => {
    const knows = siteKnows(
      'Día en que prevé abrir. El agua vuelve a las 13:00. Pedir cita. Volver a cerrar.',
    );
    expect(knownVerbTerm('abro', knows)).toBe(termOf('abrir'));
    expect(knownVerbTerm('cierran', knows)).toBe(termOf('cerrar'));
    expect(knownVerbTerm('pido', knows)).toBe(termOf('pedir'));
    // A word that opens with an 'i' keeps it: 'impreso' is no form of an 'empresir' ('empresa').
    expect(knownVerbTerm('impreso', siteKnows('Una empresa local.'))).toBeNull();
    // Nor is fear a form of measuring.
    expect(knownVerbTerm('miedo', siteKnows('¿Cuánto mide?'))).toBeNull();
  });

  it("meets the site's infinitive through the future, the conditional and the imperfect", () => {
    const knows = siteKnows(
      'Cuánto puede costar. La hora a la que puedes empezar. Pagar con tarjeta. Abrir.',
    );
    expect(knownVerbTerm('costara', knows)).toBe(termOf('costar'));
    expect(knownVerbTerm('empezariamos', knows)).toBe(termOf('empezar'));
    expect(knownVerbTerm('pagabamos', knows)).toBe(termOf('pagar'));
    expect(knownVerbTerm('abririan', knows)).toBe(termOf('abrir'));
  });

  it('meets the noun of the action when the site names it instead of the verb', () => {
    const knows = siteKnows('Fecha de nacimiento del animal.');
    expect(knownVerbTerm('nacio', knows)).toBe(termOf('nacimiento'));
  });

  it("reads no noun of an action into a noun's plural ('vacas' is no form of 'vacar')", () => {
    const knows = siteKnows('Cubrir bajas y vacaciones.');
    expect(knownVerbTerm('vacas', knows)).toBeNull();
  });

  it('changes a vowel of the root only as the -ir verbs do, and leaves filler verbs unknown', () => {
    const knows = siteKnows('La iglesia románica. Restos de poda.');
    // 'Rumanía' is no form of a verb 'romanir'; 'podemos' is 'poder', a filler verb, not 'podar'.
    expect(knownVerbTerm('rumania', knows)).toBeNull();
    expect(knownVerbTerm('podemos', knows)).toBeNull();
    // 'recurro' is 'recurrir', not the 'recorrer' of a route's 'recorrido'; 'durmió' is 'dormir'.
    expect(knownVerbTerm('recurro', siteKnows('Un recorrido circular.'))).toBeNull();
    expect(knownVerbTerm('durmio', siteKnows('Dormir en el albergue.'))).toBe(termOf('dormir'));
    // A word the stem exceptions keep apart is not read as a neighbour's verb ('gimnasio' and 'gimnasia').
    expect(knownVerbTerm('gimnasio', siteKnows('Gimnasia de mantenimiento.'))).toBeNull();
  });
});

describe('knownDiminutiveTerm', () => {
  it("meets the site's noun a diminutive is made of, not a word it does not write", () => {
    const knows = siteKnows(
      'La capilla del cerro. Censo de perros. Un curso de inglés. La fuente y poco más.',
    );
    expect(knownDiminutiveTerm('capillita', knows)).toBe(termOf('capilla'));
    expect(knownDiminutiveTerm('perrito', knows)).toBe(termOf('perro'));
    expect(knownDiminutiveTerm('cursillos', knows)).toBe(termOf('curso'));
    expect(knownDiminutiveTerm('fuentecilla', knows)).toBe(termOf('fuente'));
    expect(knownDiminutiveTerm('poquito', knows)).toBe(termOf('poco'));
    expect(knownDiminutiveTerm('gatito', knows)).toBeNull();
    // No diminutive: a short root ('orilla') or no diminutive ending.
    expect(knownDiminutiveTerm('orilla', siteKnows('Ora y mira.'))).toBeNull();
    expect(knownDiminutiveTerm('perros', knows)).toBeNull();
    // A word of its own that only looks like one: a form's box is no small case.
    expect(knownDiminutiveTerm('casilla', siteKnows('En caso de duda.'))).toBeNull();
  });
});

describe('knownSpokenTerm', () => {
  it("meets the site's participle said without its 'd', and nothing else", () => {
    const knows = siteKnows('Habitantes empadronados. Actividades para jubilados.');
    expect(knownSpokenTerm('empadronaos', knows)).toBe(termOf('empadronados'));
    expect(knownSpokenTerm('jubilao', knows)).toBe(termOf('jubilado'));
    expect(knownSpokenTerm('cacao', knows)).toBeNull();
    expect(knownSpokenTerm('empadronados', knows)).toBeNull();
  });

  it('is one of the forms a resident word is read through (knownFormTerm)', () => {
    const knows = siteKnows('Habitantes empadronados. Censo de perros. Pedir cita.');
    expect(knownFormTerm('empadronaos', knows)).toBe(termOf('empadronados'));
    expect(knownFormTerm('perrito', knows)).toBe(termOf('perro'));
    expect(knownFormTerm('pido', knows)).toBe(termOf('pedir'));
  });
});
