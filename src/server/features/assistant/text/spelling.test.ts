import { describe, expect, it } from 'vitest';
import { Spellings, soundKey } from './spelling.ts';

describe('soundKey', () => {
  it('writes alike what sounds alike in the misspellings residents type', () => {
    const pairs = [
      ['bivir', 'vivir'],
      ['ase', 'hace'],
      ['residensia', 'residencia'],
      ['ordenansa', 'ordenanza'],
      ['kiero', 'quiero'],
      ['estranjera', 'extranjera'],
      ['enpezar', 'empezar'],
      ['ora', 'hora'],
      ['biejo', 'viejo'],
      ['llave', 'yave'],
      ['jente', 'gente'],
    ];
    for (const [typed, written] of pairs) expect(soundKey(typed ?? '')).toBe(soundKey(written ?? ''));
  });

  it('keeps apart what sounds different', () => {
    expect(soundKey('gimnasio')).not.toBe(soundKey('gimnasia'));
    expect(soundKey('coche')).not.toBe(soundKey('cose'));
    expect(soundKey('pago')).not.toBe(soundKey('pajo'));
  });
});

describe('Spellings', () => {
  const site = (words: string[]) => {
    const spellings = new Spellings();
    for (const word of words) spellings.add(word);
    spellings.seal();
    return spellings;
  };

  it("reads a resident's misspelt word as the site's word that sounds the same, the most written one", () => {
    const spellings = site(['vivir', 'bolsa', 'bolsa', 'volsa2', 'hora']);
    expect(spellings.respell('bivir')).toBe('vivir');
    expect(spellings.respell('volsa')).toBe('bolsa');
    expect(spellings.respell('ora')).toBe('hora');
  });

  it('reads a long word with one letter left out as the site word, not a short one', () => {
    const spellings = site(['ayuntamiento', 'plaza']);
    expect(spellings.respell('ayuntamieto')).toBe('ayuntamiento');
    expect(spellings.respell('plza')).toBeNull();
    // A real word one letter short of a site word is the resident's: 'mis clientes' are no 'caliente'.
    expect(site(['caliente']).respell('cliente')).toBeNull();
  });

  it('reads a long word with two neighbouring letters swapped as the site word, not a short one', () => {
    const spellings = site(['ayuntamiento', 'plaza']);
    expect(spellings.respell('ayuntamineto')).toBe('ayuntamiento');
    expect(spellings.respell('palza')).toBeNull();
  });

  it('leaves alone a word the site writes, a number and a word nothing sounds like', () => {
    const spellings = site(['casa', '12345678', 'vivir']);
    expect(spellings.respell('casa')).toBeNull();
    expect(spellings.respell('1234567')).toBeNull();
    expect(spellings.respell('gimnasio')).toBeNull();
  });
});
