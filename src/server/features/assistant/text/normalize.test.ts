import { describe, expect, it } from 'vitest';
import { expandChat, namesIn, parseStemExceptions, quotedIn, termOf, termsOf, words } from './normalize.ts';

describe('normalize', () => {
  it('leaves e-mail and web addresses out of the words of a text', () => {
    expect(words('Correo electrónico: visitas@bodega.example, web https://bodega.example/visitas')).toEqual([
      'correo',
      'electronico',
      'web',
    ]);
  });

  it("reads an '@' inside a word that is no address as its 'a' ('Cl@ve', 'tod@s')", () => {
    expect(words('¿Qué es Cl@ve? Gracias a tod@s, escribid a ayto@pueblo.example')).toEqual([
      'que',
      'es',
      'clave',
      'gracias',
      'a',
      'todas',
      'escribid',
      'a',
    ]);
  });

  it('reads a number as a resident counts it: a decimal by its whole part, thousands as one, an hour by its hour', () => {
    expect(words('0,10 puntos, 20,00 €, 1.214 habitantes, a las 17:30')).toEqual([
      '0',
      'puntos',
      '20',
      '1214',
      'habitantes',
      'a',
      'las',
      '17',
    ]);
  });

  it('keeps apart the word families the stemmer would mix (stem-exceptions.txt)', () => {
    // Each family still meets its own forms.
    expect(termOf('plazos')).toBe(termOf('plazo'));
    expect(termOf('ordenanzas')).toBe(termOf('ordenanza'));
    expect(termOf('plaza')).toBe(termOf('plazas'));
    // But not the other family that shares the stem.
    const apart: Array<[string, string]> = [
      ['plazo', 'plaza'],
      ['ordenanza', 'ordenador'],
      ['libre', 'libro'],
      ['sala', 'sale'],
      ['mesas', 'meses'],
      ['caso', 'casa'],
      ['partido', 'parte'],
      ['solado', 'sola'],
      ['habitaciones', 'habitantes'],
      ['cacas', 'caza'],
      ['paseos', 'pasa'],
      ['luna', 'lunes'],
      ['cerro', 'cerrar'],
      ['restaurantes', 'restauracion'],
    ];
    // A family may join words the stemmer keeps apart: the floor and its tiling.
    expect(termOf('suelo')).toBe(termOf('solado'));
    for (const [one, other] of apart) expect(termOf(one), `${one} / ${other}`).not.toBe(termOf(other));
  });

  it('reads the stem exceptions file: every family follows its comment', () => {
    expect(parseStemExceptions('# plazo is not plaza\nPlazo plazos\n')).toEqual(
      new Map([
        ['plazo', 'plazo'],
        ['plazos', 'plazo'],
      ]),
    );
    expect(() => parseStemExceptions('plazo plazos')).toThrow(/comentario/);
  });

  it('gives a short infinitive with its pronoun the term of the infinitive', () => {
    expect(termOf('usarse')).toBe(termOf('usar'));
    expect(termOf('apuntarse')).toBe(termOf('apuntar'));
    expect(termOf('borrarlos')).toBe(termOf('borrar'));
    expect(termOf('leerme')).toBe(termOf('leer'));
    expect(termOf('apuntarme')).toBe(termOf('apuntar'));
    // Nouns that only look like one keep their own term.
    expect(termOf('perla')).not.toBe(termOf('per'));
    expect(termOf('parte')).toBe('part');
    // A plural in '-ernos' is its singular's plural, not an infinitive with 'nos'.
    expect(termOf('inviernos')).toBe(termOf('invierno'));
    expect(termOf('gobiernos')).toBe(termOf('gobierno'));
    expect(termOf('quedarnos')).toBe(termOf('quedar'));
    // A plural in '-ces' meets its singular, whether it ends in '-z' or in '-ce'.
    expect(termOf('luces')).toBe(termOf('luz'));
    expect(termOf('enlaces')).toBe(termOf('enlace'));
  });

  it('gives a number of two digits or more written in words the term of its digits', () => {
    expect(termsOf('diez días naturales')).toEqual(termsOf('10 días naturales'));
    expect(termsOf('dieciséis años')).toEqual(termsOf('16 años'));
    expect(termOf('cincuenta')).toBe('50');
    // A single digit is no term: 'tres' stays the word the site may write too ('tres meses').
    expect(termOf('tres')).not.toBeNull();
    expect(termOf('tres')).not.toBe('3');
  });

  it('gives a word the same term every time (cached or not)', () => {
    const first = termOf('empadronamiento');
    expect(termOf('empadronamiento')).toBe(first);
    expect(termsOf('Empadronamiento, empadronamiento')).toEqual([first, first]);
  });

  it('gives a plural the term of its singular (the stemmer alone strips them differently)', () => {
    const pairs: Array<[string, string]> = [
      ['horario', 'horarios'],
      ['auxiliar', 'auxiliares'],
      ['luz', 'luces'],
      ['origen', 'orígenes'],
      ['accesible', 'accesibles'],
      ['nombre', 'nombres'],
      ['calle', 'calles'],
    ];
    for (const [singular, plural] of pairs) expect(termsOf(plural)).toEqual(termsOf(singular));
  });

  it("drops the colloquial filler around a resident's question: people, wishes, errands", () => {
    expect(termsOf('Mi madre tiene el nicho a su nombre')).toEqual(termsOf('nicho nombre'));
    expect(termsOf('Queremos ir a pagar el recibo, estoy harta')).toEqual(termsOf('pagar recibo estoy'));
    expect(termsOf('Vienen mis cuñados y somos siete')).toEqual(termsOf('vienen siete'));
    // How a resident fills a message spoken to the phone: 'pues', 'bueno', 'venga', 'sabes', 'ningún'.
    expect(termsOf('Pues bueno, el teléfono, sabes, que no lo veo por ningún sitio')).toEqual(
      termsOf('teléfono sitio'),
    );
    // 'meterle' carries the errand like 'ponerle'; 'la misma', 'el resto' say which, not what.
    expect(termsOf('¿Puedo meterle en la misma solicitud que al resto?')).toEqual(termsOf('solicitud'));
    // A child is not filler: the activities have a children's group.
    expect(termsOf('mi hijo')).toEqual(termsOf('hijo'));
    expect(termsOf('hijo')).not.toEqual([]);
  });

  it('reads the names of a text: capitalised words inside a sentence, or any in a heading', () => {
    expect(namesIn('¿Dónde está la oficina de Correos?')).toEqual(['=correo']);
    expect(
      namesIn('Correo electrónico: ayuntamiento@pueblo.example. Lo atiende el Ayuntamiento.', 'text'),
    ).toEqual(['=ayuntamiento']);
    expect(namesIn('Comisión de Cuentas', 'heading')).toEqual(['=comision', '=cuenta']);
    expect(namesIn('¿Dónde está el Hogar del Jubilado?')).toEqual([]);
    expect(namesIn('¿Quiénes son los concejales del PSOE?')).toEqual(['=psoe']);
  });

  it("writes out residents' chat shorthand, and only lower-case words on their own", () => {
    expect(expandChat('a q hora abre el ayunta x la tarde? pa apuntarme')).toBe(
      'a que hora abre el ayuntamiento por la tarde? para apuntarme',
    );
    expect(expandChat('NIE (X, Y o Z, 7 cifras)')).toBe('NIE (X, Y o Z, 7 cifras)');
    expect(expandChat('horario ayto, el Ayto o el Aytmo')).toBe(
      'horario ayuntamiento, el Ayuntamiento o el Ayuntamiento',
    );
    // A year said by its last two digits; not a day of the month or a share.
    expect(expandChat('cuantos eramos en el 81')).toBe('cuantos eramos en el 1981');
    expect(expandChat('¿y desde el año 60?')).toBe('¿y desde el año 1960?');
    expect(expandChat('hasta el 15 de octubre')).toBe('hasta el 15 de octubre');
    expect(expandChat('en el 50 % de los casos')).toBe('en el 50 % de los casos');
    expect(expandChat('qué pasa en la plaza')).toBe('qué pasa en la plaza');
  });

  it('reads what a message quotes, folded, in any kind of quotation marks, not an apostrophe', () => {
    expect(quotedIn('Me sale en rojo «Debes confirmar firma presencial», ¿qué hago?')).toEqual([
      'debes confirmar firma presencial',
    ]);
    expect(quotedIn('me pide \'Código de vía\' y "sección"')).toEqual(['codigo de via', 'seccion']);
    expect(quotedIn('pone “Nivel de estudios”')).toEqual(['nivel de estudios']);
    // What a screen says, reported without quotation marks, when it is a clause of its own.
    expect(quotedIn('Me sale un aviso de que las horas deben ser contiguas, ¿qué quiere decir?')).toEqual([
      'las horas deben ser contiguas',
    ]);
    expect(quotedIn('Me dice que no, ¿por qué?')).toEqual([]);
    // Quotes of filler only say nothing; an apostrophe inside a word opens no quote.
    expect(quotedIn("dice 'y' o 'de', O'Donnell's")).toEqual([]);
  });
});
