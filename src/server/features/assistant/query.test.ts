import { describe, expect, it } from 'vitest';
import { buildQuery } from './query.ts';
import { SearchIndex } from './search-index.ts';
import { termOf, termsOf } from './text/normalize.ts';

describe('buildQuery', () => {
  it("leaves out of the topic where the errand is done ('en la web', 'por internet', 'por el ordenador'), not the web itself", () => {
    const web = termOf('web');
    expect(buildQuery('¿Cuántos trámites se pueden hacer en la web?', []).topic).not.toContain(web);
    expect(buildQuery('¿Qué trámites puedo hacer por internet?', []).topic).not.toContain(termOf('internet'));
    expect(buildQuery('¿Los plenos se pueden ver por el ordenador?', []).topic).toEqual(
      termsOf('plenos ver'),
    );
    expect(buildQuery('¿Es accesible la web del Ayuntamiento?', []).topic).toContain(web);
    // What shows it there is no topic either: the saludo is.
    const shown = buildQuery('¿Quién firma el saludo que aparece en la web?', []).topic;
    expect(shown).not.toContain(termOf('aparece'));
    expect(shown).toContain(termOf('saludo'));
  });

  it("leaves 'será' and '¿es cierto?' out of the topic: what is asked is the rest", () => {
    expect(buildQuery('¿Cuándo será la próxima verbena?', []).topic).toEqual(termsOf('próxima verbena'));
    expect(buildQuery('Dicen que habrá verbena, ¿es cierto?', []).topic).toEqual(termsOf('verbena'));
  });

  it("reads a diminutive the site does not write as the site's noun ('el perrito' and the 'perros')", () => {
    const site = new Set(termsOf('Censo municipal de perros y gatos.'));
    const vocabulary = { knows: (term: string) => site.has(term) };
    expect(buildQuery('¿Hay que apuntar al perrito?', [], vocabulary).topic).toContain(termOf('perro'));
  });

  it('leaves greetings and "se llama" out of the topic', () => {
    const query = buildQuery('Buenos días, ¿por qué el pueblo se llama así?', []);
    expect(query.topic).not.toContain(termOf('dias'));
    expect(query.topic).not.toContain(termOf('llama'));
    expect(query.topic).toContain(termOf('pueblo'));
    // Nor when the resident cannot recall the name: 'el baile ese…, ¿cómo se llamaba?'.
    expect(buildQuery('El baile ese con música latina, ¿cómo se llamaba?', []).topic).not.toContain(
      termOf('llamaba'),
    );
  });

  it('leaves doing a thing again out of the topic, not the thing', () => {
    const topic = buildQuery('¿Tengo que volver a subir los DNI?', []).topic;
    expect(topic).not.toContain(termOf('volver'));
    expect(topic).toContain(termOf('dni'));
    expect(buildQuery('¿A qué hora vuelve el agua?', []).topic).toContain(termOf('vuelve'));
  });

  it('leaves going by a place out of the topic, not the place', () => {
    const topic = buildQuery('¿Puedo pasarme por las oficinas municipales por la tarde?', []).topic;
    expect(topic).not.toContain(termOf('pasarme'));
    expect(topic).toContain(termOf('oficinas'));
    expect(buildQuery('¿Por dónde pasa el arroyo?', []).topic).toContain(termOf('arroyo'));
  });

  it('asks for the state of what the resident sent, and leaves how long ago out of the topic', () => {
    const query = buildQuery('Mandé una solicitud hace dos semanas, ¿cómo va?', []);
    expect([...query.cues]).toContain(termOf('estado'));
    expect(query.topic).not.toContain(termOf('semanas'));
    expect([...buildQuery('¿Cuánto cuesta la pista?', []).cues]).not.toContain(termOf('estado'));
  });

  it('asks what comes before the reasons the resident goes on to give', () => {
    const query = buildQuery(
      'cuántos concejales tiene el ayuntamiento porque mi vecino dice que son diez',
      [],
    );
    expect([...query.asked].sort()).toEqual(termsOf('concejales ayuntamiento').sort());
    expect(query.topic).toContain(termOf('vecino'));
  });

  it("leaves a relative's age out of the topic, not the resident's own", () => {
    const grandson = buildQuery('Mi nieto tiene ocho años y le encanta la música, ¿hay algo para él?', []);
    expect(grandson.topic).not.toContain(termOf('ocho'));
    expect(grandson.topic).not.toContain(termOf('años'));
    expect(grandson.own).toContain(termOf('ocho'));
    expect(buildQuery('Mi hijo de 10 años quiere hacer pádel', []).topic).not.toContain('10');
    expect(buildQuery('Tengo 17 años, ¿puedo presentarme a la bolsa?', []).topic).toContain('17');
  });

  it("leaves a letter's courtesies out of the topic, not the mayor's greeting or a council agreement", () => {
    const topic = (question: string) => buildQuery(question, []).topic;
    const polite = topic(
      'Perdone que le moleste, ¿cuándo es la romería? Ya no me acuerdo. Gracias de antemano, un saludo muy cordial.',
    );
    for (const word of ['moleste', 'acuerdo', 'antemano', 'saludo', 'cordial'])
      expect(polite).not.toContain(termOf(word));
    expect(polite).toContain(termOf('romeria'));
    expect(topic('¿Qué es el IBAN? No entiendo esta palabra.')).toEqual([termOf('iban')]);
    expect(topic('Se me ha olvidado el teléfono del Ayuntamiento, ¿me lo recuerdas?').sort()).toEqual(
      termsOf('teléfono ayuntamiento').sort(),
    );
    // How the resident goes, and how precisely they ask, are not what about.
    expect(topic('Quiero ir en persona, ¿dónde está exactamente el Ayuntamiento?')).toEqual([
      termOf('ayuntamiento'),
    ]);
    // An old-fashioned letter's courtesies and wishes.
    expect(
      topic(
        'Quisiera saber, si es usted tan amable, dónde está el Ayuntamiento, pues deseo personarme allí.',
      ),
    ).toEqual([termOf('ayuntamiento')]);
    expect(topic('Le agradecería me indicase el teléfono del Ayuntamiento.').sort()).toEqual(
      termsOf('teléfono ayuntamiento').sort(),
    );
    expect(topic('Le ruego me indique a qué hora se imparte la gimnasia.')).toEqual(termsOf('gimnasia'));
    expect(topic('¿Sería usted tan amable de indicarme dónde está el Hogar?')).toEqual(termsOf('hogar'));
    expect(topic('¿Es menester que acudamos a firmar el padrón?').sort()).toEqual(
      termsOf('firmar padrón').sort(),
    );
    // Whether it is worth it.
    expect(topic('¿Qué monumentos merece la pena ver?')).toEqual(termsOf('monumentos'));
    // Why a pupil asks.
    expect(topic('q altitud tiene el pueblo? es pa un trabajo de clase').sort()).toEqual(
      termsOf('altitud pueblo').sort(),
    );
    expect(topic('Superficie del término, es para un trabajo del cole que entrego mañana.')).toEqual(
      termsOf('superficie término'),
    );
    // A way left open, and the premises a question word asks for, are not what about either.
    expect(topic('Se ha muerto mi perro, ¿debo comunicarlo de algún modo?')).not.toContain(termOf('modo'));
    expect(topic('Desearíamos ir al taller de memoria, ¿en qué local es?').sort()).toEqual(
      termsOf('taller memoria').sort(),
    );
    // A long weekend is when the resident comes, not a bridge; the Puente Viejo is one.
    expect(topic('Vienen unos amigos a pasar el puente, ¿dónde se alojan?')).not.toContain(termOf('puente'));
    expect(topic('¿Qué hacemos en el puente de mayo?')).not.toContain(termOf('puente'));
    expect(topic('¿Cuándo se hizo el puente viejo?')).toContain(termOf('puente'));
    expect(topic('¿Dónde leo el saludo del alcalde?')).toContain(termOf('saludo'));
    expect(topic('¿Qué acuerdos tomó el Pleno?')).toContain(termOf('acuerdos'));
    // A formal letter's greeting, its way of asking and its closing; possessives say whose, not what.
    const letter = topic(
      'Muy señores míos: me dirijo a ustedes porque soy feriante. Les agradecería que me indicaran qué seguro debo acreditar para instalarme en las suyas. Reciban un atento saludo.',
    );
    expect(letter.sort()).toEqual(termsOf('feriante seguro acreditar instalarme').sort());
    expect(
      topic('Estimados responsables del sitio web: desearía saber si hay cookies. Atentamente.'),
    ).toEqual([termOf('cookies')]);
    expect(topic('¿Quiénes son los responsables del tratamiento de datos?')).toContain(
      termOf('responsables'),
    );
  });

  it('tells the sentences that ask from the story around them', () => {
    const query = buildQuery(
      'Tengo artrosis y me recomiendan ejercicio. ¿Hay gimnasia para mayores? Gracias.',
      [],
    );
    expect([...query.asked].sort()).toEqual([termOf('gimnasia'), termOf('mayores')].sort());
    expect(query.topic).toContain(termOf('artrosis'));
    // Without a question mark, all of it asks.
    expect(buildQuery('horario piscina', []).asked.has(termOf('piscina') ?? '')).toBe(true);
    // The story before a sentence's '¿' does not ask; a condition, a wish or the thing taken up again does.
    const asked = (question: string) => [...buildQuery(question, []).asked].sort();
    expect(
      asked('Mi padre tiene 78 años y el médico le dice que se mueva, ¿hay gimnasia para mayores?'),
    ).toEqual([termOf('gimnasia'), termOf('mayores')].sort());
    for (const question of [
      'La bolsa de auxiliares, ¿cuándo la sacaron?',
      'Quiero montar un negocio, ¿el Ayuntamiento ayuda con algo?',
      'Si domicilio la basura, ¿vale también para la casa del campo?',
    ])
      expect(asked(question)).toEqual([...buildQuery(question, []).topic].sort());
  });

  it("leaves where the resident heard it, 'hubo' and 'varios' out of the topic, not the thanks someone gave", () => {
    const thanks = buildQuery('Leí que el Ayuntamiento dio las gracias a varios, ¿a quién?', []).topic;
    expect(thanks.sort()).toEqual(termsOf('ayuntamiento gracias').sort());
    expect(buildQuery('He oído que en las fiestas hubo campeonato', []).topic.sort()).toEqual(
      termsOf('fiestas campeonato').sort(),
    );
    // Thanks for the answer are no question: the assistant says you are welcome.
    expect(buildQuery('Muchas gracias por todo', []).own).toEqual([]);
  });

  it("leaves a chat's laughter and '¿es cierto que…?' out of the topic", () => {
    expect(buildQuery('hay pilates? es pa mi madre jajaja', []).topic).toEqual([termOf('pilates')]);
    expect(buildQuery('¿Es cierto que la tienda recoge paquetes?', []).topic.sort()).toEqual(
      termsOf('tienda recoge paquetes').sort(),
    );
  });

  it("leaves a story's asides out of the topic: 'acabo de', 'que en paz descanse', whose elder son, 'conmigo'", () => {
    const topic = (question: string) => buildQuery(question, []).topic;
    const story = topic(
      'Acabo de enviudar, que en paz descanse; mi hijo mayor vive conmigo. ¿Cómo cambio el nicho?',
    );
    for (const word of ['acabo', 'paz', 'descanse', 'mayor', 'conmigo'])
      expect(story).not.toContain(termOf(word));
    expect(story).toContain(termOf('nicho'));
    expect(topic('Voy a empadronar a mis hijos pequeños, ¿qué llevo?')).not.toContain(termOf('pequeños'));
    expect(topic('¿Qué actividades hay para mayores?')).toContain(termOf('mayores'));
    expect(topic('¿Qué es una obra menor?')).toContain(termOf('menor'));
    expect(topic('¿Cuándo acaba el plazo?')).toContain(termOf('plazo'));
  });

  it("leaves the week of '¿qué día de la semana…?' out of the topic, not Holy Week", () => {
    const week = termOf('semana');
    expect(buildQuery('¿Qué día de la semana viene el mercadillo?', []).topic).not.toContain(week);
    expect(buildQuery('¿Hay fotos de la Semana Santa?', []).topic).toContain(week);
  });

  it("asks for the forms' representation when the resident acts for someone else", () => {
    const represents = (question: string) =>
      buildQuery(question, []).terms.has(termOf('representacion') ?? '');
    expect(represents('¿Puedo pedir la licencia por mi madre?')).toBe(true);
    expect(represents('¿La puedo presentar yo por él?')).toBe(true);
    expect(represents('¿Me lo puede tramitar mi gestora?')).toBe(true);
    expect(represents('¿Dónde pongo que lo hago en su nombre?')).toBe(true);
    // Whose name a grave is in is no representation.
    expect(represents('La tumba está a nombre de mi padre')).toBe(false);
    expect(represents('Por mi parte, ¿qué documentos llevo?')).toBe(false);
    expect(represents('¿Pasa el autobús por el pueblo?')).toBe(false);
  });

  it('reads a question written in chat shorthand as written out', () => {
    expect([...buildQuery('a q hora abren las pistas', []).intents]).toContain('hora');
    expect(buildQuery('hay curro en el ayunta?', []).topic).toContain(termOf('ayuntamiento'));
    expect([...buildQuery('ultramarinos dnd esta', []).intents]).toContain('lugar');
  });

  it("reads the compounds a question names ('centro de salud'), not verbs or adverbs before 'de'", () => {
    const pairs = (question: string) => buildQuery(question, []).compounds;
    expect(pairs('¿Dónde está el centro de salud?')).toEqual([[termOf('centro'), termOf('salud')]]);
    expect(pairs('¿Hay clases de baile para mayores?')).toEqual([[termOf('clases'), termOf('baile')]]);
    expect(pairs('¿Cómo me doy de alta en el padrón?')).toEqual([]);
    expect(pairs('Me acabo de mudar al pueblo')).toEqual([]);
    expect(pairs('¿Cuánto cuesta la pista de noche?')).toEqual([]);
    expect(pairs('La tumba de mi abuelo')).toEqual([]);
    expect(pairs('¿Cómo regularizo mi situación de extranjero?')).toEqual([]);
    expect(pairs('¿Cuánto puntúa un curso de 60 horas?')).toEqual([]);
    // Whose or where, not a kind: the works page never says 'casa' beside 'baño'.
    expect(pairs('Quiero reformar el baño de casa')).toEqual([]);
    // When, not a kind; and no pair across a phrase that is no topic or a comma.
    expect(pairs('¿Qué dan de comer en la hoguera de enero?')).toEqual([]);
    expect(pairs('¿La bodega abre el fin de semana?')).toEqual([]);
    expect(pairs('¿Qué les dice el alcalde a los vecinos en la página de bienvenida?')).toEqual([]);
    expect(pairs('Los vecinos, de bienvenida, ¿qué reciben?')).toEqual([]);
    // A kind of thing is the word after its 'de' when the site knows that word ('Adultos: Pilates…'), not otherwise.
    const site = new Set(termsOf('Adultos: pilates y zumba.'));
    const vocabulary = { knows: (term: string) => site.has(term) };
    expect(buildQuery('¿Hay grupo de adultos por la tarde?', [], vocabulary).compounds).toEqual([]);
    expect(buildQuery('¿La web tiene una sección de pilates?', [], vocabulary).compounds).toEqual([]);
    expect(buildQuery('¿Hay cursos de natación?', [], vocabulary).compounds).toEqual([
      [termOf('cursos'), termOf('natacion')],
    ]);
  });

  it("reads the nouns a question qualifies with an adjective ('tarjeta sanitaria'), not a noun after a number or a verb's object", () => {
    const pairs = (question: string) => buildQuery(question, []).qualified;
    expect(pairs('¿Cómo pido la tarjeta sanitaria?')).toEqual([[termOf('tarjeta'), termOf('sanitaria')]]);
    expect(pairs('¿Dónde cargo el coche eléctrico?')).toEqual([[termOf('coche'), termOf('electrico')]]);
    expect(pairs('¿Cuánto cuesta la pista de pádel?')).toEqual([]);
    expect(pairs('Tengo 2 perros peligrosos')).toEqual([[termOf('perros'), termOf('peligrosos')]]);
    // A verb and its object: 'aprender música' is no kind of 'aprender'; 'el taller práctico' is a kind of workshop.
    expect(pairs('Mi hermano quiere aprender música')).toEqual([]);
    expect(pairs('¿Cuándo es el taller práctico?')).toEqual([[termOf('taller'), termOf('practico')]]);
  });

  it("reads a conjugated verb the site never writes as the site's verb, when it has the site's vocabulary", () => {
    const site = new Set(termsOf('Día en que prevé abrir la actividad.'));
    const vocabulary = { knows: (term: string) => site.has(term) };
    expect(buildQuery('Abro una tienda', [], vocabulary).own).toContain(termOf('abrir'));
    expect(buildQuery('Abro una tienda', []).own).not.toContain(termOf('abrir'));
  });

  it('keeps the meaning the synonyms file gives a word residents write, rather than the verb it could be read as', () => {
    const site = new Set(
      termsOf('Día en que prevé abrir la actividad. Horario de atención al público. Cursos.'),
    );
    const vocabulary = { knows: (term: string) => site.has(term) };
    // '¿abrís?' asks the council's office hours, not about opening a business ('abrir una tienda').
    const opening = buildQuery('¿Abrís los sábados?', [], vocabulary);
    expect(opening.own).not.toContain(termOf('abrir'));
    expect(opening.terms.has(termOf('atencion') ?? '')).toBe(true);
    expect(opening.terms.has(termOf('negocio') ?? '')).toBe(false);
    // A 'cursillo' is a 'curso' whichever way it is read.
    expect(buildQuery('¿Hay algún cursillo?', [], vocabulary).own).toContain(termOf('curso'));
  });

  it("reads a misspelt word as the site's, but not a word the site knows, a name or a number", async () => {
    const index = await SearchIndex.build([
      {
        id: 'p:0',
        kind: 'pagina',
        url: '/padron',
        titulo: 'Padrón',
        frases: [
          'Si vienes a vivir al pueblo, el Ayuntamiento te da de alta a la hora.',
          'Grupo VOX: 1 concejal.',
        ],
      },
    ]);
    const own = (question: string) => buildQuery(question, [], index).own;
    expect(own('me e venido a bivir, a que ora abre el ayuntamieto')).toEqual(
      expect.arrayContaining([termOf('vivir'), termOf('hora'), termOf('ayuntamiento')]),
    );
    expect(own('me e venido a bivir')).not.toContain(termOf('bivir'));
    // A name the resident writes, an acronym of the site and numbers stay as they are.
    expect(own('¿Dónde vive Bivir?')).toContain(termOf('bivir'));
    expect(own('¿tienen voz los vecinos?')).toContain(termOf('voz'));
    expect(own('¿Hay 20 plazas?')).toContain('20');
  });
});
