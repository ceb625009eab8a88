import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { termsOf } from './normalize.ts';
import {
  leadsToSiteWording,
  parseSynonyms,
  phraseWords,
  SYNONYM_WEIGHT,
  synonymPhrases,
  synonymTerms,
} from './synonyms.ts';

const data = parseSynonyms(`
# residents who say "rotonda"
glorieta | rotonda | plaza circular
# "yoga" is one of the activities
yoga | pilates > actividades
# "¿dónde…?" asks for a place
? dónde > dirección
`);
const expand = (question: string) => synonymTerms(termsOf(question), question, data);
const term = (word: string) => termsOf(word)[0] ?? '';

describe('synonyms', () => {
  it('adds the other phrases of a group that fires, one-word ones at the synonym weight', () => {
    expect(expand('la rotonda nueva').get(term('glorieta'))).toBe(SYNONYM_WEIGHT);
  });

  it('gives words of a longer phrase half the weight', () => {
    expect(expand('rotonda').get(term('circular'))).toBe(SYNONYM_WEIGHT / 2);
  });

  it('fires a phrase only when all its words are there', () => {
    expect(expand('plaza').has(term('rotonda'))).toBe(false);
    expect(expand('plaza circular').get(term('rotonda'))).toBe(SYNONYM_WEIGHT);
  });

  it('leads from a narrower word to the broader one, never back', () => {
    expect(expand('clases de yoga').get(term('actividades'))).toBe(SYNONYM_WEIGHT);
    expect(expand('actividades').has(term('yoga'))).toBe(false);
  });

  it('lets every word of a phrase that fires be found by the rest of its group', () => {
    const coverage = phraseWords(synonymPhrases(termsOf('plaza circular nueva'), data));
    expect(coverage.get(term('plaza'))?.has(term('rotonda'))).toBe(true);
    expect(coverage.get(term('circular'))?.has(term('glorieta'))).toBe(true);
    expect(coverage.get(term('nueva'))?.has(term('rotonda'))).toBe(false);
  });

  it('keeps a synonym of several words as one phrase, to be found whole', () => {
    const phrases = synonymPhrases(termsOf('rotonda'), data);
    expect(phrases.get(term('rotonda'))).toContainEqual(termsOf('plaza circular'));
    expect(phrases.get(term('rotonda'))).toContainEqual([term('glorieta')]);
  });

  it("knows the resident's words of one-way groups, not those of symmetric ones", () => {
    expect(leadsToSiteWording(term('yoga'), data)).toBe(true);
    expect(leadsToSiteWording(term('actividades'), data)).toBe(false);
    expect(leadsToSiteWording(term('rotonda'), data)).toBe(false);
  });

  it("never repeats the question's own terms", () => {
    expect(expand('glorieta rotonda').has(term('glorieta'))).toBe(false);
  });

  it('adds what a question word asks for, even when it is a stop word', () => {
    expect(termsOf('¿dónde?')).toEqual([]);
    expect(expand('¿Dónde está la rotonda?').get(term('dirección'))).toBe(SYNONYM_WEIGHT);
  });

  it('refuses a group without a comment saying whom it serves', () => {
    expect(() => parseSynonyms('a | b')).toThrow(/comentario/);
  });

  it("leads the shipped file's resident words to the words the pages write", () => {
    const leads = (question: string, siteWord: string) =>
      synonymTerms(termsOf(question), question).has(term(siteWord));
    expect(leads('¿Cuánto se paga de contribución?', 'inmuebles')).toBe(true);
    expect(leads('Quiero poner unos cacharritos en las fiestas', 'feriante')).toBe(true);
    expect(leads('¿Qué río pasa por el pueblo?', 'arroyo')).toBe(true);
    expect(leads('¿Hay supermercado?', 'ultramarinos')).toBe(true);
    expect(leads('se me ha pinchado una rueda', 'neumáticos')).toBe(true);
    expect(leads('Los vecinos dejan las cacas del perro en la acera', 'viaria')).toBe(true);
    expect(leads('Quiero que lo bendigan', 'bendición')).toBe(true);
    expect(leads('¿Cuándo son las fiestas gordas?', 'mayores')).toBe(true);
    expect(leads('¿A qué hora atienden?', 'atención')).toBe(true);
    expect(leads('¿Dónde está la norma del IBI?', 'inmuebles')).toBe(true);
    expect(leads('¿Hay algún concejal que vaya por libre?', 'adscrito')).toBe(true);
    expect(leads('¿Cuántos dígitos tiene el código?', 'cifras')).toBe(true);
    expect(leads('hay curro en el pueblo?', 'empleo')).toBe(true);
    expect(leads('mail del ayuntamiento', 'email')).toBe(true);
    expect(leads('Mi título está en portugués, ¿vale?', 'traducción')).toBe(true);
    expect(leads('¿Dónde está la casa consistorial?', 'ayuntamiento')).toBe(true);
    expect(leads('¿Cómo pido la toma de agua?', 'acometida')).toBe(true);
    expect(leads('¿La web está adaptada para personas con discapacidad?', 'accesibilidad')).toBe(true);
    expect(leads('Vamos a subir una planta más en casa, ¿qué permiso es?', 'ampliación')).toBe(true);
    expect(leads('¿Por dónde me avisan de lo del padrón?', 'notificaciones')).toBe(true);
    expect(leads('¿Hay un camino marcado hasta la ermita?', 'señalizada')).toBe(true);
    expect(leads('Tengo un mastín pa guardar las ovejas, ¿hay que apuntarlo?', 'perro')).toBe(true);
    expect(leads('Hemos tenido un bebé, ¿cómo lo empadronamos?', 'menor')).toBe(true);
    // A match of a sport booked on the courts is played there; the party of the councillors is another 'partido'.
    expect(leads('Quiero organizar un partido de tenis el martes', 'jugar')).toBe(true);
    expect(leads('¿Cómo quedó el partido de fútbol del domingo?', 'jugar')).toBe(false);
    // A phrase fires only whole: 'hacerme vecino' is the padrón, a neighbour alone is not.
    expect(leads('Quiero hacerme vecino del pueblo', 'empadronamiento')).toBe(true);
    expect(leads('Mi vecino hace ruido', 'empadronamiento')).toBe(false);
    // One way only: a question about the shop is not about supermarkets.
    expect(leads('¿Qué vende la tienda?', 'supermercado')).toBe(false);
  });

  it("finds the 'número' a resident who wants to call asks for in the council's phone", () => {
    const covered = phraseWords(synonymPhrases(termsOf('Prefiero llamar, ¿me dais el número?')));
    expect(covered.get(term('número'))).toContain(term('teléfono'));
    expect(
      phraseWords(synonymPhrases(termsOf('¿En qué número de la plaza está?'))).get(term('número')),
    ).not.toContain(term('teléfono'));
  });

  it('keeps each group of the shipped file once: none holds another whole', () => {
    const text = readFileSync(new URL('./synonyms.txt', import.meta.url), 'utf8');
    const phrases = (side: string) => new Set(side.split('|').map((phrase) => phrase.trim()));
    // A one-way group is its narrow words under its broad ones: it holds another that leads to the same words.
    const groups = text
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('?'))
      .map((line) => {
        const [narrow = '', broad] = line.split('>');
        return {
          line,
          fires: phrases(narrow),
          leadsTo: broad === undefined ? '' : [...phrases(broad)].sort().join('|'),
        };
      });
    const held = groups.filter((group) =>
      groups.some(
        (other) =>
          other !== group &&
          other.leadsTo === group.leadsTo &&
          [...group.fires].every((phrase) => other.fires.has(phrase)),
      ),
    );
    expect(held.map((group) => group.line)).toEqual([]);
  });

  it('reads the shipped synonyms file', () => {
    expect(synonymTerms(termsOf('x'), '').size).toBe(0);
    expect(() => synonymTerms([], '¿dónde?')).not.toThrow();
  });
});
