import { describe, expect, it } from 'vitest';
import { headingAnchor } from '#shared/anchors.ts';
import { composeAnswer, MAX_CITATIONS } from './answer-composer.ts';
import { PagePrior } from './page-prior.ts';
import { buildQuery } from './query.ts';
import { SearchIndex } from './search-index.ts';
import { TEST_SITE } from './test-site.ts';
import { type Passage, SIGNATURE_SECTION } from './types.ts';

const site = TEST_SITE;
/** No learned prior: these tests show what the words alone choose (page-prior.test.ts shows the prior). */
const noPrior = new PagePrior({ alpha: 0.1, pages: {} });

/** The jobs page's introduction, before its sections. */
const EMPLOYMENT_INTRO: Passage = {
  id: 'e:0',
  kind: 'pagina',
  url: '/empleo',
  titulo: 'Empleo',
  frases: ['Ofertas de empleo del Ayuntamiento.'],
};

/** The jobs page's section on the lifeguards' pool, summarising `resumenDe` when given. */
const lifeguardsSection = (frases: string[], resumenDe?: string): Passage => ({
  id: 'e:1',
  kind: 'pagina',
  url: '/empleo',
  titulo: 'Empleo',
  seccion: 'Bolsa de socorristas',
  anchor: 'bolsa-de-socorristas',
  frases,
  ...(resumenDe ? { resumenDe } : {}),
});

/** A passage of a page (or of `kind`) with no section: id, address, title and sentences. */
const passage = (
  id: string,
  url: string,
  titulo: string,
  frases: string[],
  extra: Partial<Passage> = {},
): Passage => ({
  id,
  kind: 'pagina',
  url,
  titulo,
  frases,
  ...extra,
});

/** Passages of section `seccion` of a page (its anchor as the page writes it): a line, or an item of its list. */
const sectionOf =
  (url: string, titulo: string, seccion: string) =>
  (id: string, frases: string | string[], item = false): Passage =>
    passage(id, url, titulo, typeof frases === 'string' ? [frases] : frases, {
      seccion,
      anchor: headingAnchor(seccion),
      item,
    });

/**
 * Other pages that only say `frase`, one per address: they make its words common on the site, so the
 * question's other words are the rarest.
 */
const otherPages = (frase: string, urls = ['/empleo', '/pistas', '/padron']) =>
  urls.map((url, i) => passage(`otra:${i}`, url, `Página ${i}`, [frase]));

/** A passage of the census registration procedure (`kind` and more in `extra`). */
const census = (id: string, frases: string[], extra: Partial<Passage>): Passage =>
  passage(id, '/tramites/padron', 'Alta en el padrón', frases, extra);

/** The honest answer: nothing cited, the council's phone given. */
function expectHonest(answer: { citations: unknown[]; content: string }) {
  expect(answer.citations).toEqual([]);
  expect(answer.content).toContain(site.telefono);
}

/** The answer to `question` over `passages`; with `vocabulary`, the question is read with the site's words too. */
async function ask(passages: Passage[], question: string, vocabulary = false) {
  const index = await SearchIndex.build(passages);
  const query = buildQuery(question, [], vocabulary ? index : undefined);
  return composeAnswer(index.query(query.terms, query.boostUrls), query, site, index, noPrior);
}

describe('composeAnswer', () => {
  it('answers each kind of fact a question asks for from its section: where a place is and its hours', async () => {
    const contact = (id: string, frases: string[]): Passage =>
      passage(id, '/contacto', 'Información del sitio', frases, { seccion: 'Contacto', anchor: 'contacto' });
    const passages = [
      contact('c:0', ['Dirección: Plaza Mayor, 1, de Villa de Prueba, junto a la iglesia parroquial.']),
      contact('c:1', ['Horario del Ayuntamiento: de lunes a viernes, de 9:00 a 14:00.']),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const both = await ask(passages, '¿Dónde está el Ayuntamiento y en qué horario puedo ir?');
    expect(both.content).toContain('Plaza Mayor, 1');
    expect(both.content).toContain('9:00 a 14:00');
    expect((await ask(passages, '¿En qué horario abre el Ayuntamiento?')).content).not.toContain(
      'Plaza Mayor',
    );
  });

  it('answers whether a place opens on a weekday from the span of weekdays it opens', async () => {
    const passages = [
      passage(
        'c:0',
        '/contacto',
        'Información del sitio',
        ['Horario: atención al público de lunes a viernes, de 9:00 a 14:00.'],
        {
          seccion: 'Contacto',
          anchor: 'contacto',
          claves: 'ayuntamiento oficina',
        },
      ),
      passage('m:0', '/mercadillo', 'Mercadillo', ['El mercadillo se pone los sábados en la plaza.']),
      ...otherPages('El Ayuntamiento organiza actividades para los vecinos.'),
    ];
    const saturday = await ask(passages, '¿El Ayuntamiento abre los sábados?');
    expect(saturday.citations[0]?.url).toBe('/contacto#contacto');
    expect(saturday.content).toContain('de lunes a viernes');
  });

  it('answers honestly a matter of another administration the site never writes, though it shares its words', async () => {
    const passages = [
      passage('s:0', '/servicios/sociales', 'Servicios sociales', [
        'La trabajadora social atiende los martes en la oficina de la Plaza Mayor.',
      ]),
      passage('f:0', '/fiestas', 'Fiestas', ['Durante las fiestas se refuerza la seguridad en la plaza.']),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    expectHonest(await ask(passages, '¿Dónde está la oficina de la Seguridad Social?', true));
    // However many words the question adds that the site has: 'social' is not the Seguridad Social's.
    const long = 'Mi marido se jubila pronto y quiere saber su pensión en la Seguridad Social.';
    expectHonest(await ask(passages, long, true));
    // The same words, asked of the site's own service, find it.
    const social = await ask(passages, '¿Qué día atiende la trabajadora social?', true);
    expect(social.citations[0]?.url).toBe('/servicios/sociales');
  });

  it("answers honestly a question about another administration's matter, not the papers it issues for a procedure", async () => {
    const passages = [
      passage('e:0', '/empleo', 'Empleo', ['Ofertas de trabajo del Ayuntamiento: bolsa de socorristas.']),
      passage(
        'f:0',
        '/tramites/feriantes',
        'Declaración de feriantes',
        ['Adjunta a la declaración de feriantes el alta en el impuesto de actividades económicas.'],
        {
          kind: 'documentos',
        },
      ),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    expectHonest(await ask(passages, '¿Qué ofertas de trabajo tiene el SEPE en la comarca?', true));
    // Asked without question marks, by its question word.
    expectHonest(await ask(passages, 'que ofertas de trabajo tiene el sepe en la comarca', true));
    const papers = await ask(
      passages,
      'Para la declaración de feriantes, ¿qué documentos de Hacienda hay que adjuntar?',
      true,
    );
    expect(papers.citations[0]?.url).toBe('/tramites/feriantes');
  });

  it("answers where a form's datum comes from with its field's help, though the procedure is not for getting it", async () => {
    const grave = (id: string, frase: string, kind: Passage['kind']) =>
      passage(id, '/tramites/sepultura', 'Reconocimiento de sepultura', [frase], { kind });
    const passages = [
      grave(
        'g:0',
        'Sirve para que el Ayuntamiento reconozca quién es el titular de una sepultura.',
        'tramite',
      ),
      grave('g:1', 'Número de la sepultura: El número que figura en el título de la sepultura.', 'campo'),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿De dónde saco el número de la sepultura?');
    expect(answer.citations[0]?.url).toBe('/tramites/sepultura');
    expect(answer.content).toContain('figura en el título de la sepultura');
  });

  it('answers how a service works from the page that says it, not from the title of the norm that rules it', async () => {
    const passages = [
      passage('o:0', '/ordenanzas', 'Ordenanzas', ['Ordenanza reguladora de la recogida de muebles.'], {
        seccion: 'Medio ambiente',
        anchor: 'medio-ambiente',
        item: true,
        documento: true,
      }),
      passage('s:0', '/servicios', 'Servicios', ['Recogida de muebles: el primer lunes de cada mes.']),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const cited = async (question: string) => (await ask(passages, question)).citations[0]?.url;
    expect(await cited('¿Pasan a recoger los muebles?')).toBe('/servicios');
    expect(await cited('¿Qué ordenanza regula la recogida de muebles?')).toBe('/ordenanzas#medio-ambiente');
  });

  it("weighs the resident's story less than the sentence that asks", async () => {
    const passages = [
      passage(
        'a:0',
        '/actividades',
        'Actividades',
        ['Gimnasia para mayores: lunes y miércoles de 10:00 a 11:00.'],
        {
          seccion: 'Mayores',
          anchor: 'mayores',
        },
      ),
      passage('s:0', '/salud', 'Salud', [
        'El consultorio médico atiende las rodillas y la espalda con ejercicio.',
      ]),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(
      passages,
      'El médico del consultorio me ha visto las rodillas y me manda ejercicio. ¿Hay gimnasia para mayores?',
    );
    expect(answer.citations[0]?.url).toBe('/actividades#mayores');
  });

  it('quotes a short passage whole', async () => {
    const bakery: Passage = {
      id: 'b:0',
      kind: 'pagina',
      url: '/empresas',
      titulo: 'Empresas',
      seccion: 'Panadería',
      anchor: 'panaderia',
      frases: ['Pan de horno de leña y dulces.', 'Reparto a domicilio todas las mañanas.'],
    };
    const answer = await ask([bakery], '¿La panadería hace pan de leña?');
    expect(answer.content).toContain('Reparto a domicilio');
  });

  it('weighs a word the site never uses as its rarest: the missing things are what the question is about', async () => {
    const passages: Passage[] = [
      passage('w:0', '/residuos', 'Residuos', ['El punto limpio recoge los residuos peligrosos.']),
      ...['Real', 'Nueva', 'Mayor', 'Ancha'].map((name, i) =>
        passage(`w:${i + 1}`, `/calles/${i}`, `Calle ${name}`, [`Obras en la calle ${name}.`]),
      ),
    ];
    // The oil and the frying pan are what is asked about; the site only shares 'limpio' with the question.
    expectHonest(await ask(passages, '¿Dónde pongo el aceite de sartén, en la calle o en el limpio?'));
    expect((await ask(passages, '¿Qué recoge el punto limpio?')).citations[0]?.url).toBe('/residuos');
  });

  it("does not take a common word of a heading ('municipal') for the topic a name is asked about", async () => {
    const passages: Passage[] = [
      passage('c:0', '/corporacion', 'Corporación', [
        'Ocho concejales elegidos en las elecciones municipales.',
      ]),
      passage('c:4', '/corporacion', 'Corporación', ['Miembros: Lucía Manzano Ortega.'], {
        seccion: 'Grupo Municipal PP',
        anchor: 'grupo-municipal-pp',
      }),
      passage('c:1', '/biblioteca', 'Biblioteca', ['Biblioteca municipal en la plaza.']),
      passage('c:2', '/pabellon', 'Pabellón', ['Pabellón municipal junto al colegio.']),
      passage('c:3', '/fiestas', 'Fiestas', ['Fiestas en agosto.']),
    ];
    expectHonest(await ask(passages, '¿Quién ganó las elecciones municipales de 2019?'));
    expect((await ask(passages, '¿Quién está en el grupo del PP?')).content).toContain(
      'Lucía Manzano Ortega',
    );
  });

  it('does not answer for a qualified noun from a page that holds the noun but not the kind', async () => {
    const passages: Passage[] = [
      passage('t:0', '/pistas', 'Pistas', ['Pagas la pista con tarjeta.']),
      passage('t:1', '/animales', 'Censo de animales', ['Cartilla sanitaria del animal.']),
      passage('t:2', '/fiestas', 'Fiestas', ['Verbena en la plaza.']),
    ];
    expectHonest(await ask(passages, '¿Cómo pido la tarjeta sanitaria?'));
    expect((await ask(passages, '¿Se paga la pista con tarjeta?')).citations[0]?.url).toBe('/pistas');
  });

  it("does not answer from a word that only shares the stem of the question's, unless another word backs it", async () => {
    const passages: Passage[] = [
      passage('g:0', '/pueblo/alojamiento', 'Albergue', ['Guarda de bicicletas en el patio.']),
      passage('g:1', '/pueblo/tienda', 'Tienda', ['Punto de recogida de paquetería junto a la báscula.']),
      passage('g:2', '/pueblo/fiestas', 'Fiestas', ['Verbena en la plaza.']),
    ];
    // 'guardería' only shares its stem with 'guarda': the site does not speak of it.
    const nursery = await ask(passages, '¿Hay guardería?');
    expectHonest(nursery);
    // 'paquete' and 'báscula' together: the passage does speak of it.
    const parcel = await ask(passages, '¿Hay paquetes en la báscula?');
    expect(parcel.citations[0]?.url).toBe('/pueblo/tienda');
  });

  it('says it does not know an hour that no page found states, and quotes one that a page does', async () => {
    const passages: Passage[] = [
      passage(
        't:0',
        '/tramites/domiciliacion',
        'Domiciliación bancaria',
        ['Sirve para que el banco cargue los recibos en tu cuenta.'],
        { kind: 'tramite' },
      ),
      passage('p:0', '/servicios/biblioteca', 'Biblioteca', [
        'La biblioteca abre de lunes a viernes de 17:00 a 20:00.',
      ]),
    ];
    const bank = await ask(passages, '¿A qué hora abre el banco?');
    expectHonest(bank);
    const library = await ask(passages, '¿A qué hora abre la biblioteca?');
    expect(library.citations[0]?.url).toBe('/servicios/biblioteca');
    expect(library.content).toContain('17:00 a 20:00');
  });

  it('says it does not know a date its first source does not state, even when a further source states one', async () => {
    const council = (id: string, frase: string) =>
      passage(id, '/ayuntamiento/organos', 'Órganos de Gobierno', [frase], {
        seccion: 'Consejo Escolar Local',
        anchor: 'consejo-escolar-local',
      });
    const others = Array.from({ length: 8 }, (_, i) =>
      passage(`x:${i}`, `/otra/${i}`, `Otra ${i}`, [`Información sobre el tema ${i} del pueblo.`]),
    );
    const passages: Passage[] = [
      council('o:0', 'Presidencia: la alcaldesa.'),
      council('o:1', 'Vocales: tres concejales.'),
      // A fair of the local shops, which shares 'escolar' and 'local' and has a date: not the council's meetings.
      passage('c:0', '/economia/comercio', 'Comercio local', [
        'Feria del material escolar del comercio local: 3 de mayo.',
      ]),
      ...others,
    ];
    expectHonest(await ask(passages, '¿Qué día se reúne el Consejo Escolar Local?'));
    const fair = await ask(passages, '¿Qué día es la feria del material escolar?');
    expect(fair.citations[0]?.url).toBe('/economia/comercio');
    expect(fair.content).toContain('3 de mayo');
  });

  it('says it does not know where a thing is when no page found states a place, and answers where to do something', async () => {
    const passages: Passage[] = [
      passage(
        'd:0',
        '/tramites/licencia-ppp',
        'Licencia de animales peligrosos',
        ['Certificado veterinario.'],
        {
          kind: 'documentos',
        },
      ),
      passage('b:0', '/empresas', 'Empresas', ['Bodega familiar en la Calle Real, 3.'], {
        seccion: 'Bodega',
        anchor: 'bodega',
      }),
    ];
    const vet = await ask(passages, '¿Dónde está el veterinario?');
    expectHonest(vet);
    const winery = await ask(passages, '¿Dónde está la bodega?');
    expect(winery.citations[0]?.url).toBe('/empresas#bodega');
    expect(winery.content).toContain('Calle Real, 3');
    // Where to do something is answered by the page that does it, place or not.
    const licence = await ask(passages, '¿Dónde pido la licencia de animales peligrosos?');
    expect(licence.citations[0]?.url).toBe('/tramites/licencia-ppp');
  });

  it('says it does not know who someone is when no page found names a person', async () => {
    const passages: Passage[] = [
      passage('o:0', '/ayuntamiento/organos', 'Órganos', ['La comisión se reúne cada trimestre.'], {
        seccion: 'Comisión de Cuentas',
        anchor: 'comision-de-cuentas',
      }),
      passage('c:0', '/ayuntamiento/corporacion', 'Corporación', ['Alcaldesa: Marta Ejemplo Prueba.']),
      passage('n:0', '/noticia/1', 'Cena de la peña', ['La peña y su presidente organizan la cena.'], {
        kind: 'noticia',
      }),
    ];
    const chair = await ask(passages, '¿Quién es el presidente de la comisión?');
    expectHonest(chair);
    // Not who may do something: that is answered by the page that says it.
    const members = await ask(passages, '¿Quién se reúne en la comisión?');
    expect(members.citations[0]?.url).toBe('/ayuntamiento/organos#comision-de-cuentas');
    const mayor = await ask(passages, '¿Quién es la alcaldesa?');
    expect(mayor.citations[0]?.url).toBe('/ayuntamiento/corporacion');
    expect(mayor.content).toContain('Marta Ejemplo Prueba');
  });

  it('answers from the news that tells what the Pleno agreed before the minutes that record it', async () => {
    const news = (id: string, frase: string) =>
      passage(id, '/noticia/1', 'Cuentas del año que viene', [frase], { kind: 'noticia' });
    const passages: Passage[] = [
      news('n:0', 'El Pleno aprueba el presupuesto municipal.'),
      news('n:1', 'Los vecinos pueden consultarlo quince días en exposición pública.'),
      passage(
        'a:0',
        '/actas',
        'Actas de Pleno',
        ['Se aprueba el presupuesto municipal y su exposición pública durante quince días hábiles.'],
        { kind: 'acta', adjunto: true, seccion: 'Noviembre de 2026', anchor: 'noviembre-de-2026' },
      ),
      passage('a:1', '/actas', 'Actas de Pleno', ['Las actas se publican en PDF.']),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿Cuántos días de exposición pública tiene el presupuesto municipal?');
    expect(answer.citations[0]?.url).toBe('/noticia/1');
  });

  it('answers what happened from the news that tells it, what is usual from the lasting page', async () => {
    const passages: Passage[] = [
      passage('f:0', '/fiestas', 'Fiestas', [
        'Las fiestas de agosto duran un fin de semana, con verbena y juegos.',
      ]),
      passage(
        'n:0',
        '/noticia/6',
        'Las fiestas de agosto se despiden',
        ['Las fiestas de agosto cerraron con una semana de juegos y la verbena del sábado.'],
        { kind: 'noticia' },
      ),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    expect((await ask(passages, '¿Hay juegos y verbena en las fiestas de agosto?')).citations[0]?.url).toBe(
      '/fiestas',
    );
    const past = await ask(passages, '¿Hubo juegos y verbena en las fiestas de agosto?');
    expect(past.citations[0]?.url).toBe('/noticia/6');
    // The resident's own past ('me dijeron') is a story, not an event the news tells.
    const story = await ask(passages, 'Me dijeron que hay verbena. ¿Hay juegos en las fiestas de agosto?');
    expect(story.citations[0]?.url).toBe('/fiestas');
  });

  it('quotes the event date of a news item, not its publication date', async () => {
    const answer = await ask(
      [
        {
          id: 'n:0',
          kind: 'noticia',
          url: '/noticia/1',
          titulo: 'Campaña de vacunación de perros',
          frases: ['Vacunación de perros en la plaza.'],
          publicada: '2 de marzo de 2026',
        },
        {
          id: 'n:1',
          kind: 'noticia',
          url: '/noticia/1',
          titulo: 'Campaña de vacunación de perros',
          frases: ['La vacunación de los perros será el sábado 14 de marzo, de 10:00 a 13:00, en la plaza.'],
          publicada: '2 de marzo de 2026',
        },
      ],
      '¿Cuándo vacunan a los perros?',
    );
    expect(answer.content.split('\n')[0]).toContain('sábado 14 de marzo');
    expect(answer.content).toContain('noticia del 2 de marzo de 2026');
  });

  it('quotes a short news item whole: its summary says what, its text until when', async () => {
    const item = (id: string, frases: string[]): Passage => ({
      id,
      kind: 'noticia',
      url: '/noticia/2',
      titulo: 'Escuela de verano',
      frases,
      publicada: '2 de marzo de 2026',
    });
    const answer = await ask(
      [
        item('n:0', ['Campamento urbano para niños de 4 a 12 años en julio.']),
        item('n:1', ['La escuela funcionará en julio en el colegio.', 'Te inscribes hasta el 20 de junio.']),
      ],
      '¿Para qué edades es la escuela de verano?',
    );
    expect(answer.content).toContain('4 a 12 años');
    expect(answer.content).toContain('20 de junio');
    // A notice of a few paragraphs too: whatever detail is asked, the resident reads the whole event.
    const notice = await ask(
      [
        item('n:0', [
          'Servicio gratuito de recogida de muebles viejos y restos de poda en todo el municipio.',
        ]),
        item('n:1', [
          'El Ayuntamiento recoge los muebles, colchones y electrodomésticos que los vecinos dejen junto a su portal.',
          'Para que pasen a recogerlos hay que avisar antes del viernes anterior, por teléfono o en las oficinas.',
        ]),
        item('n:2', [
          'La recogida se hace el primer lunes de cada mes por la mañana.',
          'No se recogen escombros de obras ni residuos peligrosos, que tienen su propio punto de entrega.',
        ]),
      ],
      '¿Recogen los colchones viejos?',
    );
    expect(notice.content).toContain('primer lunes de cada mes');
    expect(notice.content).toContain('No se recogen escombros');
  });

  it('answers from a page rather than from the list item that summarises it, and a page intro names its sections', async () => {
    const answer = await ask(
      [
        EMPLOYMENT_INTRO,
        lifeguardsSection(['Bolsa de socorristas para la piscina de verano.'], '/empleo/socorristas'),
        {
          id: 's:0',
          kind: 'pagina',
          url: '/empleo/socorristas',
          titulo: 'Bolsa de socorristas',
          seccion: 'Requisitos',
          anchor: 'requisitos',
          frases: ['Tener el título de socorrista acuático en vigor.'],
        },
      ],
      '¿Qué requisitos piden para la bolsa de socorristas?',
    );
    expect(answer.citations[0]?.url).toBe('/empleo/socorristas#requisitos');
    expect(answer.citations.map((c) => c.url)).not.toContain('/empleo#bolsa-de-socorristas');

    const offers = await ask(
      [EMPLOYMENT_INTRO, lifeguardsSection(['Constitución de una bolsa temporal.'])],
      '¿Hay ofertas de empleo?',
    );
    expect(offers.citations[0]?.url).toBe('/empleo');
    expect(offers.content).toContain('«Bolsa de socorristas»');

    // Only the list dates the offer: asked when it came out, the list item answers.
    const dated = await ask(
      [
        EMPLOYMENT_INTRO,
        lifeguardsSection(['Fecha de publicación: octubre de 2025.'], '/empleo/socorristas'),
        passage('s:0', '/empleo/socorristas', 'Bolsa de socorristas', [
          'Bolsa de socorristas de la piscina.',
        ]),
        ...['Fiestas', 'Pistas', 'Historia', 'Fotos', 'Alojamientos', 'Empresas'].map((titulo) =>
          passage(`x:${titulo}`, `/${titulo.toLowerCase()}`, titulo, [`Página de ${titulo.toLowerCase()}.`]),
        ),
      ],
      '¿Cuándo salió la oferta de la bolsa de socorristas?',
    );
    expect(dated.citations[0]?.url).toBe('/empleo#bolsa-de-socorristas');
    expect(dated.content).toContain('octubre de 2025');
  });

  it('measures its confidence against the best rival, not the list item that yields to the page it cites', async () => {
    const answer = await ask(
      [
        lifeguardsSection(
          ['Bolsa de socorristas de la piscina municipal: plazo abierto desde enero.'],
          '/empleo/socorristas',
        ),
        passage('s:0', '/empleo/socorristas', 'Bolsa de socorristas', [
          'El Ayuntamiento convoca una bolsa para cubrir las plazas de la temporada, con contratos de uno a tres meses según las necesidades del servicio y el calendario de apertura de la piscina.',
        ]),
        ...otherPages('La piscina municipal abre en verano.', ['/pistas', '/padron', '/fiestas']),
      ],
      'La oferta de socorristas de la piscina salió en enero, ¿sigue abierta?',
    );
    expect(answer.citations[0]?.url).toBe('/empleo/socorristas');
  });

  it("measures its confidence against what the sentence that asks finds, more than the resident's story", async () => {
    const answer = await ask(
      [
        passage('e:0', '/empleo', 'Empleo', ['Ofertas de trabajo del Ayuntamiento: trabajo temporal.']),
        passage('e:1', '/empleo/bolsa', 'Bolsa de trabajo', [
          'Trabajo temporal de verano: trabajo de monitor.',
        ]),
        sectionOf(
          '/pueblo/datos',
          'Datos de interés',
          'Geografía',
        )(
          'd:0',
          'El término municipal se extiende por la vega del arroyo, entre huertas, choperas y tierras de cereal, y su altitud es de 812 m sobre el nivel del mar.',
        ),
        ...otherPages('El pueblo está en la vega.', ['/fiestas', '/pistas', '/padron']),
      ],
      'Estoy haciendo un trabajo para el cole, ¿a qué altitud está el pueblo?',
    );
    expect(answer.citations[0]?.url).toBe('/pueblo/datos#geografia');
  });

  it('answers a compound only from a passage that holds both its words', async () => {
    const passages = [
      passage('m:0', '/empleo/bolsa', 'Bolsa de empleo', ['Como auxiliar en centros públicos: 0,02 puntos.']),
      passage('a:0', '/servicios/actividades', 'Actividades', ['Paseos saludables los martes.']),
      passage('s:0', '/servicios/consultorio', 'Consultorio', ['El centro de salud abre los lunes.']),
    ];
    expectHonest(await ask(passages.slice(0, 2), '¿Hay centro de salud?'));
    const answer = await ask(passages, '¿Hay centro de salud?');
    expect(answer.citations[0]?.url).toBe('/servicios/consultorio');
  });

  it('answers a name the synonyms file leads to the site wording, and not one it does not', async () => {
    const easter = passage('f:0', '/pueblo/fiestas', 'Fiestas', [
      'Procesiones de Semana Santa por el casco antiguo.',
    ]);
    const contact = passage('c:0', '/contacto', 'Contacto', ['Escríbenos por correo electrónico.']);
    expect((await ask([easter, contact], '¿Hay procesiones en Pascua?')).citations[0]?.url).toBe(
      '/pueblo/fiestas',
    );
    expectHonest(await ask([easter, contact], '¿Dónde está Correos?'));
  });

  it("quotes a form field's help, and a choice's options when asked what to mark, or named and no documents asked for", async () => {
    const census: Passage[] = [
      passage('t:0', '/tramites/alta-padron', 'Alta en el padrón', ['Sirve para inscribirse en el padrón.'], {
        kind: 'tramite',
      }),
      passage(
        't:1',
        '/tramites/alta-padron',
        'Alta en el padrón',
        ['Número de hoja padronal: Viene en el volante de empadronamiento.'],
        { kind: 'campo' },
      ),
      passage(
        't:2',
        '/tramites/alta-padron',
        'Alta en el padrón',
        [
          'Tipo de documentación: puedes elegir Mayor de edad, Menor de edad (con autorización de sus padres).',
        ],
        { kind: 'campo' },
      ),
    ];
    const sheet = await ask(census, '¿Dónde miro el número de hoja padronal para el padrón?');
    expect(sheet.content).toContain('volante de empadronamiento');
    const documents = await ask(census, '¿Qué documentación necesito para el alta en el padrón?');
    expect(documents.citations[0]?.url).toBe('/tramites/alta-padron');
    expect(documents.content).not.toContain('Mayor de edad');
    // Asked what to mark in the form, the choice's options are the answer.
    const choice = await ask(census, 'Al empadronar a mi hijo, ¿qué tipo de documentación marco?');
    expect(choice.content).toContain('Menor de edad');
  });

  it("answers what to write in a form from the form's fields, not from a rule that shares the question's words", async () => {
    const debit: Passage[] = [
      passage(
        'd:0',
        '/tramites/domiciliacion',
        'Domiciliación',
        ['Sirve para cargar los recibos en tu cuenta.'],
        {
          kind: 'tramite',
        },
      ),
      passage(
        'd:1',
        '/tramites/domiciliacion',
        'Domiciliación',
        ['Si el banco devuelve un recibo, se cobra con recargo.'],
        { kind: 'normativa', seccion: 'Condiciones' },
      ),
      passage(
        'd:2',
        '/tramites/domiciliacion',
        'Domiciliación',
        ['Impuesto de vehículos: marca el tributo.'],
        {
          kind: 'campo',
        },
      ),
      passage(
        'd:3',
        '/tramites/domiciliacion',
        'Domiciliación',
        ['Matrículas de los vehículos del impuesto: separadas por comas.'],
        {
          kind: 'campo',
        },
      ),
    ];
    const answer = await ask(
      debit,
      'Quiero que el impuesto del coche me lo cobre el banco, ¿qué datos del coche tengo que poner?',
    );
    expect(answer.content).toContain('Matrículas de los vehículos');
    expect(answer.content).not.toContain('recargo');
  });

  it('says where a thing is only from a sentence or heading that names it, not from a place said of something else', async () => {
    const school = passage(
      'n:0',
      '/noticia/1',
      'Escuela de verano',
      [
        'La escuela de verano funcionará en julio en el colegio.',
        'Las inscripciones se hacen en el Ayuntamiento.',
      ],
      { kind: 'noticia' },
    );
    expectHonest(await ask([school], '¿Dónde está el colegio?'));
    const winery = passage('b:0', '/empresas', 'Empresas', ['Dirección: Camino del Cerro, s/n.'], {
      seccion: 'Bodega Cerro de San Roque',
      anchor: 'bodega-cerro-de-san-roque',
      nombre: 'Bodega Cerro de San Roque',
    });
    const answer = await ask([school, winery], '¿Dónde está la bodega?');
    expect(answer.content).toContain('Camino del Cerro');
    // The library is where the English class is held: the class's hours are not the library's.
    const english = passage(
      'a:0',
      '/actividades',
      'Actividades',
      ['Inglés: días Miércoles; horario 18:30 a 20:00; lugar Biblioteca municipal.'],
      { seccion: 'Adultos', anchor: 'adultos', nombre: 'Inglés', item: true },
    );
    expectHonest(await ask([english], '¿A qué hora abre la biblioteca?'));
    expect((await ask([english], '¿A qué hora es inglés?')).content).toContain('18:30');
  });

  it('answers a fact another passage of the same section gives about the thing its section describes', async () => {
    const festival = (id: string, frases: string[]) =>
      passage(id, '/fiestas', 'Fiestas', frases, { seccion: 'San Antón', anchor: 'san-anton' });
    const passages = [
      festival('f:0', ['Fecha: 17 de enero.']),
      festival('f:1', ['Bendición de animales y hoguera en la era de arriba.']),
    ];
    const answer = await ask(passages, '¿Qué día se hace la hoguera?');
    expect(answer.citations[0]?.url).toBe('/fiestas#san-anton');
    expect(answer.content.startsWith('Fecha: 17 de enero')).toBe(true);
    // The items of a list are each their own thing: one's hours are not another's.
    const item = (id: string, frases: string[]) =>
      passage(id, '/actividades', 'Actividades', frases, {
        seccion: 'Mayores',
        anchor: 'mayores',
        item: true,
      });
    const activities = [item('a:0', ['Pintura: horario 10:00 a 11:00.']), item('a:1', ['Coro de voces.'])];
    expectHonest(await ask(activities, '¿A qué hora es el coro?'));
  });

  it('says it does not know how to do something a page only mentions, and answers from a procedure', async () => {
    const news = passage(
      'n:0',
      '/noticia/1',
      'Fiestas',
      ['Se celebró el concurso de paellas con gran participación.'],
      { kind: 'noticia' },
    );
    expectHonest(await ask([news], '¿Cómo me apunto al concurso de paellas?'));
    const procedure = passage(
      't:0',
      '/tramites/feriantes',
      'Declaración de feriantes',
      ['Sirve para instalar un puesto en las fiestas.'],
      { kind: 'tramite' },
    );
    expect((await ask([news, procedure], '¿Cómo pongo un puesto en las fiestas?')).citations[0]?.url).toBe(
      '/tramites/feriantes',
    );
  });

  it('answers from the page the question names by its whole title, whatever else it asks', async () => {
    const passages = [
      passage(
        't:0',
        '/tramites/solicitud-general',
        'Solicitud general',
        ['Sirve para presentar un escrito.'],
        {
          kind: 'tramite',
        },
      ),
      passage('t:1', '/tramites/solicitud-general', 'Solicitud general', ['Otros documentos.'], {
        kind: 'documentos',
      }),
      passage('p:0', '/galeria', 'Galería', ['Fotos de la plaza.']),
      // Pages that also say 'solicitud' and 'general', so those words are common and 'fotos' is the rarest.
      ...otherPages('Presenta la solicitud en el registro general.', [
        '/empleo',
        '/pistas',
        '/obras',
        '/padron',
      ]),
    ];
    const answer = await ask(passages, '¿Puedo adjuntar fotos a una solicitud general?');
    expect(answer.citations[0]?.url).toBe('/tramites/solicitud-general');
  });

  it('answers a long message whose story the site does not tell but whose question it does', async () => {
    const passages = [
      passage('a:0', '/actividades', 'Actividades', ['Gimnasia para mayores: lunes, miércoles y viernes.'], {
        seccion: 'Mayores',
        anchor: 'mayores',
      }),
      ...otherPages('Información del Ayuntamiento para los vecinos.', [
        '/empleo',
        '/pistas',
        '/padron',
        '/fiestas',
      ]),
    ];
    const story =
      'Buenos días. Desde que me operaron de la cadera, el traumatólogo insiste en que camine y haga ejercicio suave. ' +
      'Una conocida habló de una gimnasia para mayores. ¿Qué días es?';
    const answer = await ask(passages, story);
    expect(answer.citations[0]?.url).toBe('/actividades#mayores');
    expect(answer.content).toContain('lunes, miércoles y viernes');
  });

  it('answers the sentence that asks, however long the story before it, unless it asks for what the site lacks', async () => {
    const passages = [
      passage(
        'a:0',
        '/actividades',
        'Actividades',
        ['Informática básica y móvil: martes de 10:00 a 11:00.'],
        {
          seccion: 'Mayores',
          anchor: 'mayores',
        },
      ),
      passage('c:0', '/contacto', 'Contacto', [
        'Teléfono del Ayuntamiento: 900 111 222. Escríbenos un mensaje.',
      ]),
      passage('f:0', '/fotos', 'Fotos', ['Manda tus fotos antiguas o modernas y las publicamos.']),
      passage('d:0', '/molestias', 'Avisos', ['Disculpen las molestias por las obras.']),
      passage('b:0', '/baile', 'Baile', ['Clases de baile para jóvenes en la plaza.']),
      ...otherPages('Información del Ayuntamiento para los vecinos mayores del pueblo.', [
        '/empleo',
        '/pistas',
        '/padron',
        '/fiestas',
      ]),
    ];
    const story =
      'Disculpen la molestia. Mis nietos me regalaron por mi cumpleaños un teléfono de esos modernos y todavía no sé ' +
      'ni mandar una foto ni escribir un mensaje. ¿Hay alguna clase en el pueblo para que los mayores aprendamos a manejar el móvil?';
    const answer = await ask(passages, story, true);
    expect(answer.citations[0]?.url).toBe('/actividades#mayores');
    expect(answer.content).toContain('martes de 10:00 a 11:00');
    // The priest's phone is not the council's: half of what the question asks is a word the site never uses.
    expectHonest(
      await ask(passages, 'Queremos bautizar a la niña este verano. ¿Me da el teléfono del cura?', true),
    );
  });

  it('answers a sentence that asks one word of the site, whatever story follows it', async () => {
    const passages = [
      passage('c:0', '/corporacion', 'Corporación', ['Alcaldesa: Marta Ejemplo Prueba.']),
      // The alcaldesa is on more pages than the story's work: the story's words weigh more than the one that asks.
      passage('s:0', '/saludo', 'Saludo', ['Saludo de la alcaldesa, Marta Ejemplo Prueba, a los vecinos.']),
      passage('p:0', '/pleno', 'Pleno', ['El pleno lo preside la alcaldesa.']),
      passage('t:0', '/verano', 'Verano', ['Un trabajo de verano.']),
      ...otherPages('Información para los vecinos.', ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']),
    ];
    const answer = await ask(passages, '¿Quién es la alcaldesa? Es para un trabajo de ciudadanía', true);
    expect(answer.content.split('\n')[0]).toContain('Marta Ejemplo Prueba');
  });

  it('answers from the passage that holds the name the question writes, whatever other words it adds', async () => {
    const passages = [
      passage('c:0', '/corporacion', 'Corporación', ['Marta Ejemplo Prueba.'], {
        seccion: 'Grupo Municipal EPT',
        anchor: 'grupo-municipal-ept',
      }),
      passage(
        'n:0',
        '/noticia/1',
        'El Pleno aprueba el presupuesto',
        ['El alcalde representa a los vecinos.'],
        {
          kind: 'noticia',
        },
      ),
      ...['/actas', '/videos'].map((url, i) => passage(`p:${i}`, url, 'Plenos', ['Sesiones del Pleno.'])),
      ...otherPages('Información para los vecinos.', ['/a', '/b', '/c', '/d', '/e', '/f']),
    ];
    const answer = await ask(passages, '¿Quién representa a EPT en el pleno?', true);
    expect(answer.citations[0]?.url).toBe('/corporacion#grupo-municipal-ept');
    expect(answer.content).toContain('Marta Ejemplo Prueba');
  });

  it('answers from the page the question names by its whole title before another that shares its words', async () => {
    const passages = [
      passage('s:0', '/tramites/solicitud-general', 'Solicitud general', [
        'Sirve para presentar cualquier escrito al Ayuntamiento.',
        'Representante: si presenta otra persona en tu nombre.',
      ]),
      passage(
        'j:0',
        '/empleo/auxiliares',
        'Bolsa de auxiliares',
        ['Otra persona puede presentar la solicitud en tu nombre en el Registro.'],
        {
          seccion: 'Cómo presentar la solicitud',
          anchor: 'como-presentar-la-solicitud',
        },
      ),
      ...otherPages('Información para los vecinos.'),
    ];
    const answer = await ask(
      passages,
      '¿Puede otra persona presentar la solicitud general en mi nombre?',
      true,
    );
    expect(answer.citations[0]?.url).toBe('/tramites/solicitud-general');
  });

  it('finds a synonym of several words only where a passage holds them all', async () => {
    const legal = passage('l:0', '/aviso-legal', 'Aviso legal', [
      'Este sitio web es de titularidad municipal.',
    ]);
    const group = passage('c:0', '/corporacion', 'Corporación', ['Ana Ejemplo Prueba.'], {
      seccion: 'Grupo Municipal Verde',
      anchor: 'grupo-municipal-verde',
    });
    const others = otherPages('Información para los vecinos.');
    // 'partido' finds «grupo municipal», not the 'municipal' of the legal notice.
    const answer = await ask([legal, group, ...others], '¿Qué partidos hay?', true);
    expect(answer.citations.map((c) => c.url)).toEqual(['/corporacion#grupo-municipal-verde']);
    expectHonest(await ask([legal, ...others], '¿Qué partidos hay?', true));
    // Nor 'políticos' the privacy policy: the synonyms file names the «partido político» whole.
    const policy = passage('p:0', '/privacidad', 'Política de privacidad', ['Tus datos están protegidos.']);
    const political = await ask([legal, group, policy, ...others], '¿Qué partidos políticos hay?', true);
    expect(political.citations[0]?.url).toBe('/corporacion#grupo-municipal-verde');
  });

  it('answers from the page whose title writes two words of the question together', async () => {
    const passages = [
      passage(
        't:0',
        '/tramites/obra-mayor',
        'Solicitud de licencia de obra mayor',
        ['Sirve para pedir la licencia de una obra mayor, que necesita proyecto técnico.'],
        { kind: 'tramite' },
      ),
      passage('t:1', '/tramites/ocupacion', 'Licencia de primera ocupación o cambio de uso', [
        'Certificado final de obra.',
      ]),
      ...otherPages('Las personas mayores tienen actividades.'),
    ];
    const answer = await ask(passages, 'Voy a cambiar toda la fachada de la casa, ¿eso es obra mayor?');
    expect(answer.citations[0]?.url).toBe('/tramites/obra-mayor');
  });

  it('says it does not know how many there are when no page counts that thing, and answers one that does', async () => {
    const passages = [
      passage('t:0', '/tramites/sepultura', 'Cesión de sepultura', ['DNI del titular: 8 cifras y letra.'], {
        kind: 'campo',
      }),
      passage('p:0', '/datos', 'Datos', ['Año 2024; habitantes 417.'], {
        seccion: 'Demografía',
        anchor: 'demografia',
      }),
    ];
    expectHonest(await ask(passages, '¿Cuántas sepulturas quedan libres?'));
    expect((await ask(passages, '¿Cuántos habitantes hay?')).content).toContain('417');
  });

  it('leads with the passage that counts the thing asked for, not one that holds another number', async () => {
    const passages = [
      passage('t:0', '/padron', 'Padrón', ['Los habitantes nuevos se inscriben en un plazo de 3 meses.']),
      passage('p:0', '/datos', 'Datos', ['Censo actual: habitantes 401.'], {
        seccion: 'Demografía',
        anchor: 'demografia',
      }),
    ];
    const answer = await ask(passages, '¿Cuántos habitantes hay?');
    expect(answer.citations[0]?.url).toBe('/datos#demografia');
  });

  it('says it does not know the hours of a place where a group meets that its heading names only by a synonym', async () => {
    const passages = [
      passage(
        'a:0',
        '/actividades',
        'Actividades',
        ['Taller de memoria: días Martes; horario 11:00 a 12:30; lugar Hogar del jubilado.'],
        {
          seccion: 'Mayores',
          anchor: 'mayores',
          item: true,
        },
      ),
    ];
    expectHonest(await ask(passages, '¿Qué horario tiene el Hogar del Jubilado?'));
    expect((await ask(passages, '¿Qué horario tiene el taller de memoria?')).content).toContain('11:00');
  });

  it('says it does not know whether there is a thing its best source does not name, and answers one that does', async () => {
    const passages = [
      passage(
        'r:0',
        '/reservas',
        'Reserva de pistas',
        ['Puedes reservar las pistas de tenis y pádel y pagar con tarjeta.'],
        {
          seccion: 'Cómo reservar',
          anchor: 'como-reservar',
        },
      ),
      passage('a:0', '/alojamientos', 'Alojamientos', ['Tres apartamentos con cocina equipada y wifi.'], {
        seccion: 'Apartamentos El Molino',
        anchor: 'apartamentos-el-molino',
      }),
    ];
    expectHonest(await ask(passages, '¿Hay vestuarios en las pistas de pádel?'));
    expect((await ask(passages, '¿Hay wifi en los apartamentos?')).citations[0]?.url).toBe(
      '/alojamientos#apartamentos-el-molino',
    );
    // Which one it is counts too: the apartments' wifi is not said to be free.
    expectHonest(await ask(passages, '¿Tienen wifi gratis los apartamentos?'));
    // What a question word asks of it, in a word the site never writes: the wifi is there, its password is not.
    expectHonest(await ask(passages, '¿Cuál es la contraseña del wifi de los apartamentos?', true));
    expect((await ask(passages, '¿Qué cocina tienen los apartamentos?', true)).citations[0]?.url).toBe(
      '/alojamientos#apartamentos-el-molino',
    );
  });

  it('answers a message the resident quotes whole from another passage that fits, which says more', async () => {
    const booking = sectionOf('/reservas', 'Reserva de pistas', 'Cómo reservar');
    const prices = sectionOf('/reservas', 'Reserva de pistas', 'Precios');
    const passages = [
      booking('r:0', 'Las horas deben formar bloques completos de la pista elegida.'),
      prices('r:1', 'La pista de pádel se reserva por bloques de 1 hora y media.'),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(
      passages,
      '¿Qué significa «Las horas deben formar bloques completos de la pista elegida»? Marqué media hora de pádel',
    );
    expect(answer.citations[0]?.url).toBe('/reservas#precios');
    expect(answer.content).toContain('1 hora y media');
    // Not quoted, the message is the answer.
    const asked = await ask(passages, '¿Las horas deben formar bloques completos?');
    expect(asked.citations[0]?.url).toBe('/reservas#como-reservar');
    // The passage that says more joins the sources, which stay at most three.
    const more = [
      ...passages,
      passage('o:1', '/pabellon', 'Pabellón', ['Las horas del pabellón se reservan por bloques completos.']),
      passage('o:2', '/frontón', 'Frontón', ['En el frontón las horas se eligen por bloques de pádel.']),
    ];
    const quoted = await ask(
      more,
      '¿Qué significa «Las horas deben formar bloques completos de la pista elegida»? Marqué media hora de pádel',
    );
    expect(quoted.citations[0]?.url).toBe('/reservas#precios');
    expect(quoted.citations.length).toBeLessThanOrEqual(MAX_CITATIONS);
  });

  it('answers a yes/no question from the source that names what it asks about, or says it does not know', async () => {
    const passages = [
      passage('v:0', '/plenos-video', 'Plenos en vídeo', ['Los vídeos de los plenos se emiten en directo.']),
      passage('l:0', '/accesibilidad', 'Accesibilidad de los plenos en vídeo', [
        'No tienen todavía subtítulos revisados.',
      ]),
      passage('p:0', '/pistas', 'Reserva de pistas', [
        'La pista de pádel se reserva por bloques de hora y media.',
      ]),
      ...otherPages('Información del Ayuntamiento para los vecinos.'),
    ];
    const subtitles = await ask(passages, 'los plenos que se emiten tienen subtítulos?');
    expect(subtitles.citations[0]?.url).toBe('/accesibilidad');
    expectHonest(await ask(passages, 'la pista de pádel es cubierta? por si llueve'));
  });

  it("does not ask for a word many pages say to name which thing it is ('¿hay ordenanza municipal…?')", async () => {
    const passages = [
      passage('o:0', '/ordenanzas', 'Ordenanzas', ['Ordenanza de gestión de escombros.'], {
        seccion: 'Residuos',
        anchor: 'residuos',
      }),
      ...otherPages('Servicio municipal del Ayuntamiento.'),
    ];
    const answer = await ask(passages, '¿Hay ordenanza municipal sobre los escombros?');
    expect(answer.citations[0]?.url).toBe('/ordenanzas#residuos');
  });

  it('leads with the source that covers more of the question, not one that holds its words more often', async () => {
    const passages = [
      ...['Fiestas', 'Cementerio', 'Biblioteca', 'Pistas', 'Padrón'].map((titulo, i) =>
        passage(`f:${i}`, `/otra/${i}`, titulo, [`Información sobre ${titulo.toLowerCase()} del pueblo.`]),
      ),
      passage('c:0', '/contacto', 'Contacto', ['Para apuntarse, escribe un email al Ayuntamiento.']),
      passage('n:0', '/noticia/8', 'Abierto el plazo de las actividades', [
        'Las inscripciones en las actividades municipales pueden hacerse en las oficinas o por correo electrónico.',
      ]),
    ];
    const answer = await ask(passages, '¿Me puedo apuntar a las actividades por email?');
    expect(answer.citations[0]?.url).toBe('/noticia/8');
  });

  it('answers from the form that shows the message or label the resident quotes, whatever else they say', async () => {
    const passages = [
      census('t:0', ['Sirve para inscribirse en el padrón.'], {
        kind: 'tramite',
        pantalla: ['Debes confirmar firma presencial.', 'Código de pseudovía'],
      }),
      census('t:1', ['Confirmo que firmaré en el Ayuntamiento.'], {
        kind: 'normativa',
        seccion: 'Firma',
      }),
      census('t:2', ['Código de pseudovía: viene en la hoja padronal.'], {
        kind: 'campo',
      }),
      passage('e:0', '/empleo', 'Empleo', [
        'Presenta la solicitud firmada en el registro; lo que has hecho cuenta.',
      ]),
      ...otherPages('Actividades de verano para los vecinos.', ['/pistas', '/fiestas', '/biblioteca']),
    ];
    const ask = async (question: string) => {
      const index = await SearchIndex.build(passages);
      const query = buildQuery(question, [], index);
      return composeAnswer(index.query(query.terms, query.boostUrls), query, site, index, noPrior);
    };
    const warning = await ask("Me sale en rojo 'Debes confirmar firma presencial', ¿qué he hecho mal?");
    expect(warning.citations[0]?.url).toBe('/tramites/padron');
    expect(warning.content).toContain('firmaré en el Ayuntamiento');
    const label = await ask(
      'Me cuesta entender los formularios. Me pide un «código de pseudovía», ¿de dónde lo saco?',
    );
    expect(label.citations[0]?.url).toBe('/tramites/padron');
    // Quoted words no screen shows are no lead.
    expectHonest(await ask("Me sale en rojo 'Tu sesión ha caducado', ¿qué he hecho mal?"));
  });

  it('says it does not know how to obtain a thing no procedure is for, though a form mentions it', async () => {
    const passages = [
      census('t:0', ['Sirve para inscribirse en el padrón municipal.'], {
        kind: 'tramite',
        claves: 'empadronamiento',
      }),
      census('t:1', ['Distrito: viene en el volante de empadronamiento.'], {
        kind: 'campo',
      }),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    expectHonest(await ask(passages, '¿Cómo pido un volante de empadronamiento?'));
    expect((await ask(passages, '¿Cómo pido el alta en el padrón?')).citations[0]?.url).toBe(
      '/tramites/padron',
    );
  });

  it('quotes the rest of a short record after the lines that answer, unless they hold the kind of fact asked for', async () => {
    const lodging = (id: string, frases: string[]): Passage =>
      passage(id, '/alojamientos', 'Alojamientos', frases, {
        seccion: 'Casa Rural La Vega',
        anchor: 'la-vega',
      });
    const passages = [
      lodging('a:0', ['Tipo: Casa rural de alquiler íntegro.']),
      lodging('a:1', ['Capacidad para 8 personas en 4 dormitorios.']),
      lodging('a:2', ['Dirección: Travesía de la Vega, 3.']),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const whole = (await ask(passages, 'Busco una casa rural de alquiler íntegro')).content;
    expect(whole.indexOf('alquiler íntegro')).toBeLessThan(whole.indexOf('Capacidad para 8 personas'));
    expect(whole).toContain('Travesía de la Vega');
    expect((await ask(passages, '¿Dónde está la casa rural La Vega?')).content).not.toContain('Capacidad');
  });

  it('cites another section of the first page that fits nearly as well, with a citation to spare', async () => {
    const job = (id: string, seccion: string, frases: string[]): Passage =>
      passage(id, '/empleo/auxiliar', 'Bolsa de auxiliares', frases, {
        seccion,
        anchor: seccion.toLowerCase(),
      });
    const passages = [
      job('j:0', 'Requisitos', ['Tener la nacionalidad española o residencia legal en España.']),
      job('j:1', 'Documentos', ['Copia del permiso de residencia en España, si no eres española.']),
      job('j:2', 'Funciones', ['Ayuda en el aseo y la comida.']),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, 'Soy de Rumanía y tengo residencia en España, ¿puedo presentarme?');
    expect(answer.citations.map((c) => c.url).sort()).toEqual([
      '/empleo/auxiliar#documentos',
      '/empleo/auxiliar#requisitos',
    ]);
  });

  it("follows a list with the section's short note that says how to read it", async () => {
    const prices = sectionOf('/pistas', 'Reserva de pistas', 'Precios');
    const passages = [
      prices('p:0', ['La pista de tenis cuesta 3,00 € por bloque, o 5,00 € desde las 20:00.'], true),
      prices('p:1', ['La pista de pádel cuesta 6,00 € por bloque, o 9,00 € desde las 20:00.'], true),
      prices('p:2', ['El precio lo fija la hora de inicio de la reserva.'], false),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿Cuánto cuesta la pista de tenis y la de pádel?');
    expect(answer.content).toContain('- La pista de pádel');
    expect(answer.content).toContain('El precio lo fija la hora de inicio');
  });

  it("lists with the items that fit best an item whose bound holds the question's number (an age)", async () => {
    const requirements = sectionOf('/empleo/auxiliar', 'Bolsa de auxiliares', 'Requisitos');
    const requirement = (id: string, frase: string) => requirements(id, frase, true);
    const passages = [
      requirement('r:0', 'Tener cumplidos 16 años y no exceder la edad de jubilación.'),
      requirement('r:1', 'Tener la nacionalidad española o residencia legal.'),
      requirement('r:2', 'Estar en posesión del certificado de atención sociosanitaria o equivalente.'),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(
      passages,
      'Mi hija tiene 17 años y el certificado de atención sociosanitaria, ¿puede entrar?',
    );
    expect(answer.content).toContain('- Tener cumplidos 16 años');
    expect(answer.content).toContain('- Estar en posesión del certificado');
    expect(answer.content).not.toContain('nacionalidad');
    // The age in slang: the item shares no word with the question, only its bound holds the number.
    const slang = await ask(
      passages,
      'tengo 17 tacos y el certificado de atención sociosanitaria, ¿puedo entrar?',
    );
    expect(slang.content).toContain('- Tener cumplidos 16 años');
  });

  it('reads a sentence that ends in a colon with the items it announces, not those of the next group', async () => {
    const scale = sectionOf('/empleo/auxiliar', 'Bolsa de auxiliares', 'Baremo');
    const passages = [
      scale('b:0', ['A. Experiencia profesional (hasta 8 puntos).', 'Por cada mes completo trabajado:']),
      scale('b:1', ['En la Administración Pública: 0,05 puntos.'], true),
      scale('b:2', ['En empresa privada: 0,03 puntos.'], true),
      scale('b:3', [
        'B. Formación complementaria (hasta 2 puntos).',
        'Por cada curso relacionado con el puesto:',
      ]),
      scale('b:4', ['Curso de más de 100 horas: 1,00 punto.'], true),
      scale('b:5', ['Curso de 20 a 99 horas: 0,25 puntos.'], true),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿Cuántos puntos como máximo da la experiencia profesional?');
    expect(answer.content).toContain('hasta 8 puntos');
    expect(answer.content).toContain('- En la Administración Pública: 0,05 puntos.');
    expect(answer.content).toContain('- En empresa privada: 0,03 puntos.');
    expect(answer.content).not.toContain('Curso de');
    expect(answer.content).not.toContain('Formación complementaria');
  });

  it('ends a procedure with how it is signed, once', async () => {
    const passages = [
      census('t:0', ['Sirve para inscribirse en el padrón municipal.'], {
        kind: 'tramite',
        claves: 'empadronarse empadronamiento',
      }),
      census('t:1', ['Confirmo que firmaré la solicitud en persona en el Ayuntamiento.'], {
        kind: 'normativa',
        seccion: SIGNATURE_SECTION,
        claves: 'firmar firma',
      }),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const signed = 'Confirmo que firmaré la solicitud en persona';
    const how = (await ask(passages, '¿Cómo me empadrono?')).content;
    expect(how).toContain(`marcas la casilla «${signed}`);
    const sign = (await ask(passages, '¿Hay que firmar el alta en el padrón en persona?')).content;
    expect(sign.split(signed).length - 1).toBe(1);
  });

  it('adds the sentence of the passage that holds the kind of fact asked for when the chosen ones do not', async () => {
    const passages = [
      passage('a:0', '/accesibilidad', 'Declaración de accesibilidad', [
        'Puedes pedir un documento en formato accesible o comunicarnos cualquier problema de accesibilidad escribiendo al Ayuntamiento.',
        'Te responderemos en el plazo máximo de 20 días hábiles.',
      ]),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(
      passages,
      'Pedí un documento en formato accesible, ¿en cuánto tiempo me contestan?',
    );
    expect(answer.content).toContain('20 días hábiles');
  });

  it("lists a section's steps for a how-to question, not for a word of the page's own title", async () => {
    const howTo = sectionOf('/pistas', 'Reserva de pistas', 'Cómo reservar');
    const passages = [
      howTo('r:0', 'Puedes reservar en línea las pistas y pagar con tarjeta.', false),
      howTo('r:1', 'Elige la pista y el día.', true),
      howTo('r:2', 'Pulsa la hora de inicio; se marca un bloque completo.', true),
      howTo('r:3', 'Revisa el total y paga con tarjeta.', true),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    expect((await ask(passages, '¿Cómo se reserva una pista?')).content).toContain(
      '- Pulsa la hora de inicio',
    );
    const one = (await ask(passages, 'Al reservar, ¿se marca un bloque completo?')).content;
    expect(one).toContain('bloque completo');
    expect(one).not.toContain('Elige la pista');
  });

  it('quotes each field of a procedure whose label the question quotes', async () => {
    const field = (id: string, frase: string): Passage =>
      passage(id, '/tramites/general', 'Solicitud general', [frase], { kind: 'campo' });
    const passages = [
      passage('g:0', '/tramites/general', 'Solicitud general', ['Sirve para presentar cualquier escrito.'], {
        kind: 'tramite',
      }),
      field('g:1', 'Expone: Cuenta los hechos y las razones de tu petición.'),
      field('g:2', 'Solicita: Lo que pides, de forma clara y concreta.'),
      field('g:3', 'Órgano: A quién diriges el escrito.'),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const index = await SearchIndex.build(passages);
    const query = buildQuery(
      "No entiendo lo de 'Expone', 'Solicita' y 'Órgano', ¿qué escribo en cada uno?",
      [],
      index,
    );
    const answer = composeAnswer(index.query(query.terms, query.boostUrls), query, site, index, noPrior);
    expect(answer.content).toContain('Cuenta los hechos');
    expect(answer.content).toContain('de forma clara');
    expect(answer.content).toContain('A quién diriges');
  });

  it('lists every item of a list the question names, however less it scores', async () => {
    const activity = (id: string, nombre: string, frase: string): Passage =>
      passage(id, '/actividades', 'Actividades', [frase], {
        seccion: 'Adultos',
        anchor: 'adultos',
        item: true,
        nombre,
      });
    const passages = [
      activity(
        'a:0',
        'Pilates',
        'Pilates: lunes y miércoles de 19:00 a 20:00 en la Casa de Cultura, con colchoneta propia.',
      ),
      activity('a:1', 'Zumba', 'Zumba: martes y jueves de 20:00 a 21:00.'),
      activity('a:2', 'Inglés', 'Inglés: viernes de 18:00 a 19:00.'),
      ...otherPages('Información para los vecinos.'),
    ];
    const answer = await ask(
      passages,
      'Salgo a las 19:30 de la Casa de Cultura con la colchoneta, ¿llego a pilates o mejor a zumba?',
    );
    expect(answer.content).toContain('Zumba: martes');
    expect(answer.content).not.toContain('Inglés');
  });

  it("quotes a procedure's common help when the question names its field", async () => {
    const passages = [
      census('t:0', ['Sirve para inscribirse en el padrón municipal.'], {
        kind: 'tramite',
        claves: 'empadronamiento',
      }),
      census('t:1', ['DNI/NIE: DNI (8 cifras y letra) o NIE (X, Y o Z, 7 cifras y letra).'], {
        kind: 'campo',
        comun: true,
      }),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, 'En el alta en el padrón el DNI me da error, ¿cómo lo escribo?');
    expect(answer.citations[0]?.url).toBe('/tramites/padron');
    expect(answer.content).toContain('8 cifras y letra');
  });

  it("quotes a block of the form's outline when the question names all its heading's words", async () => {
    const passages = [
      passage(
        's:0',
        '/tramites/cesion',
        'Cesión de sepultura',
        ['Sirve para que una sepultura pase de su titular a un nuevo titular.'],
        {
          kind: 'tramite',
        },
      ),
      passage(
        's:1',
        '/tramites/cesion',
        'Cesión de sepultura',
        ['Datos de la sepultura: pide Número de la sepultura y Fila.'],
        {
          kind: 'campo',
          seccion: 'Datos de la sepultura',
          comun: true,
        },
      ),
      passage(
        's:2',
        '/tramites/cesion',
        'Cesión de sepultura',
        ['Nuevo titular: pide Nombre y DNI/NIE del nuevo titular.'],
        {
          kind: 'campo',
          seccion: 'Nuevo titular',
          comun: true,
        },
      ),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿Qué datos de la sepultura tengo que rellenar en la cesión?');
    expect(answer.content).toContain('pide Número de la sepultura y Fila');
    expect(answer.content).not.toContain('Nuevo titular');
    // 'datos' alone names no block: every block of a form is some kind of data.
    const other = await ask(passages, '¿Qué datos del nuevo titular pide la cesión?');
    expect(other.content).toContain('pide Nombre y DNI/NIE del nuevo titular');
    expect(other.content).not.toContain('Número de la sepultura');
  });

  it("is honest when only a choice's options hold the question's words, and quotes the option when its procedure fits", async () => {
    const passages = [
      census('t:0', ['Sirve para inscribirse en el padrón municipal al venir a vivir al municipio.'], {
        kind: 'tramite',
      }),
      census(
        't:1',
        ['Nivel de estudios: puedes elegir Bachillerato, Grado universitario, Menor bajo custodia.'],
        {
          kind: 'campo',
        },
      ),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    expectHonest(await ask(passages, '¿Qué grado universitario hay que tener?'));
    const answer = await ask(passages, 'Tengo la custodia de mi sobrino, ¿puedo inscribirlo en el padrón?');
    expect(answer.citations[0]?.url).toBe('/tramites/padron');
    expect(answer.content).toContain('Menor bajo custodia');
  });

  it("answers what a page says with its opening prose, not its records' lines", async () => {
    const greeting = (id: string, frases: string[]): Passage =>
      passage(id, '/saludo', 'Saludo del Alcalde', frases);
    const passages = [
      greeting('g:0', ['Alcalde: Juan Ejemplo Ficticio.']),
      greeting('g:1', ['Queridos vecinos:']),
      greeting('g:2', [
        'Es una alegría daros la bienvenida a la web municipal.',
        'Aquí podréis hacer vuestros trámites.',
      ]),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿Qué dice el alcalde en su saludo?');
    expect(answer.content.startsWith('Es una alegría daros la bienvenida')).toBe(true);
  });

  it("says the group of a list's item when its section splits the list in groups", async () => {
    const doc = sectionOf('/empleo/auxiliar', 'Bolsa de auxiliares', 'Documentación a presentar');
    const passages = [
      doc('d:0', 'Obligatoria.', false),
      doc('d:1', 'Copia del DNI o documento de identidad.', true),
      doc('d:2', 'Copia de la titulación exigida.', true),
      doc('d:3', 'Para valorar méritos.', false),
      doc('d:4', 'Informe de vida laboral actualizado.', true),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const one = await ask(passages, 'Para la bolsa, ¿es obligatorio llevar la vida laboral?');
    expect(one.content.startsWith('Para valorar méritos: Informe de vida laboral actualizado')).toBe(true);
    const all = await ask(passages, '¿Qué documentación hay que presentar para la bolsa?');
    expect(all.content).toContain('- Obligatoria: Copia del DNI');
    expect(all.content).toContain('- Para valorar méritos: Informe de vida laboral');
  });

  it('lists only the group of the best item when the question names the heading through a synonym', async () => {
    const scale = sectionOf('/empleo/auxiliar', 'Bolsa de auxiliares', 'Baremo');
    const passages = [
      scale('b:0', 'Por cada mes trabajado:'),
      scale('b:1', 'En la Administración Pública: 0,05 puntos.', true),
      scale('b:2', 'En empresa privada: 0,03 puntos.', true),
      scale('b:3', 'Por cada curso relacionado con el puesto:'),
      scale('b:4', 'Curso de más de 100 horas: 1,00 punto.', true),
      scale('b:5', 'Curso de 20 a 99 horas: 0,25 puntos.', true),
      ...otherPages('Actividades de verano para los vecinos.'),
    ];
    const answer = await ask(passages, '¿Cuánto puntúa un curso de 30 horas?');
    expect(answer.content).toContain('- Curso de 20 a 99 horas: 0,25 puntos.');
    expect(answer.content).not.toContain('Administración Pública');
  });
});
