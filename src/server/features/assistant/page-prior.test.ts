import { describe, expect, it } from 'vitest';
import { composeAnswer, MAX_CITATIONS } from './answer-composer.ts';
import { learnPagePrior, OUT_OF_SCOPE, PagePrior, type PriorExample, priorPage } from './page-prior.ts';
import { buildQuery } from './query.ts';
import { SearchIndex } from './search-index.ts';
import { TEST_SITE } from './test-site.ts';
import type { Passage } from './types.ts';

/** Example questions, read as the assistant reads them, each with the page that answers it (null: none). */
const examples = (pairs: Array<[string, string | null]>): PriorExample[] =>
  pairs.map(([question, page]) => ({ terms: buildQuery(question, []).own, page }));

/** A prior taught `times` times that the registration deadline question wants `page` (null: out of scope), and `others`. */
const taughtPrior = (times: number, page: string | null, others: Array<[string, string | null]>) =>
  new PagePrior(
    learnPagePrior(
      examples([
        ...Array.from({ length: times }, (): [string, string | null] => ['plazo del empadronamiento', page]),
        ...others,
      ]),
    ),
  );

/** No learned prior: what the words alone choose. */
const NO_PRIOR = new PagePrior({ alpha: 0.05, pages: {} });

const EXAMPLES = examples([
  ['¿Dónde me empadrono?', '/tramites/padron'],
  ['¿Qué papeles piden para empadronarme?', '/tramites/padron'],
  ['¿Cómo me empadrono si alquilo un piso?', '/tramites/padron'],
  ['¿Cuánto cuesta la pista de pádel?', '/pistas'],
  ['¿Hasta qué hora se puede jugar al pádel?', '/pistas'],
  ['¿A qué hora abre la farmacia?', null],
  ['¿Qué día pasa el autobús a la ciudad?', null],
]);

describe('PagePrior', () => {
  const prior = new PagePrior(learnPagePrior(EXAMPLES));

  it('counts each page’s questions and the questions each term appeared in, out of scope under its own label', () => {
    const data = learnPagePrior(EXAMPLES);
    expect(data.pages['/tramites/padron']?.questions).toBe(3);
    expect(data.pages[OUT_OF_SCOPE]?.questions).toBe(2);
    const [term] = buildQuery('empadrono', []).own;
    expect(data.pages['/tramites/padron']?.terms[term ?? '']).toBe(3);
  });

  it('names the page questions like this one were answered by, and how likely it is', () => {
    const favourite = prior.favourite(buildQuery('¿cómo hago para empadronarme?', []).own);
    expect(favourite?.page).toBe('/tramites/padron');
    expect(favourite?.probability).toBeGreaterThan(0.5);
    expect(favourite?.probability).toBeLessThanOrEqual(1);
    expect(prior.favourite(buildQuery('¿a qué hora abre la farmacia de guardia?', []).own)?.page).toBe(
      OUT_OF_SCOPE,
    );
  });

  it('reads a term that names a property of every object (“constructor”) as any other word', () => {
    const builders = new PagePrior(
      learnPagePrior([
        { terms: ['constructor', 'obra'], page: '/obras' },
        { terms: ['obra'], page: '/tramites' },
      ]),
    );
    const favourite = builders.favourite(['constructor', 'obra']);
    expect(favourite?.page).toBe('/obras');
    expect(Number.isFinite(favourite?.probability)).toBe(true);
    expect(builders.knows('constructor')).toBe(false);
  });

  it('says nothing of a question whose words no example had', () => {
    expect(prior.favourite(buildQuery('¿quién ganó la liga de baloncesto?', []).own)).toBeUndefined();
    expect(NO_PRIOR.favourite(['padron'])).toBeUndefined();
  });

  it('labels a news item by its title (its address changes with the database) and a page by its path', () => {
    expect(priorPage({ kind: 'noticia', url: '/noticia/7', titulo: 'Corte de agua' })).toBe(
      'noticia:Corte de agua',
    );
    expect(priorPage({ kind: 'pagina', url: '/pistas#precios', titulo: 'Pistas' })).toBe('/pistas');
  });
});

describe('composeAnswer with a page prior', () => {
  // Two pages that both speak of the registration deadline, the procedures' catalogue first by its words.
  const passages: Passage[] = [
    {
      id: 'c:0',
      kind: 'pagina',
      url: '/tramites',
      titulo: 'Plazos del empadronamiento y otros trámites',
      frases: ['Plazo del empadronamiento: un mes. Plazo de la licencia de obra: tres meses.'],
    },
    {
      id: 'p:0',
      kind: 'pagina',
      url: '/tramites/padron',
      titulo: 'Alta en el padrón',
      frases: [
        'El empadronamiento se pide en el mes siguiente a la llegada al municipio, con plazo de un mes.',
      ],
    },
    {
      id: 'o:0',
      kind: 'pagina',
      url: '/pistas',
      titulo: 'Pistas',
      frases: ['Reserva de pistas deportivas.'],
    },
  ];
  const question = '¿Qué plazo tengo para el empadronamiento?';

  async function firstCited(prior: PagePrior) {
    const index = await SearchIndex.build(passages);
    const query = buildQuery(question, [], index);
    const answer = composeAnswer(index.query(query.terms, query.boostUrls), query, TEST_SITE, index, prior);
    return { cited: answer.citations.map((c) => c.url), content: answer.content };
  }

  it('puts first the cited page that questions like this one were answered by, when the prior is confident', async () => {
    const alone = await firstCited(NO_PRIOR);
    expect(alone.cited.slice(0, 2)).toEqual(['/tramites', '/tramites/padron']);
    const taught = taughtPrior(20, '/tramites/padron', [['¿Qué trámites hay?', '/tramites']]);
    const learned = await firstCited(taught);
    expect(learned.cited[0]).toBe('/tramites/padron');
    expect(learned.cited).toContain('/tramites');
    expect(learned.content).toMatch(/^[^.]*siguiente a la llegada al municipio/);
    // A first page the examples never saw (a news item published since) keeps its place.
    const unseen = taughtPrior(20, '/tramites/padron', [['¿Cuánto cuesta la pista?', '/pistas']]);
    expect((await firstCited(unseen)).cited[0]).toBe('/tramites');
  });

  it('leaves the words’ order when the prior is unsure', async () => {
    const unsure = taughtPrior(1, '/tramites/padron', [['plazo del empadronamiento', '/tramites']]);
    expect((await firstCited(unsure)).cited[0]).toBe('/tramites');
  });

  it('answers honestly when questions like this one were out of scope in the examples, though its words find a page', async () => {
    const outOfScope = taughtPrior(5, null, [['¿Qué trámites hay?', '/tramites']]);
    const answer = await firstCited(outOfScope);
    expect(answer.cited).toEqual([]);
    expect(answer.content).toContain(TEST_SITE.telefono);
    // Of a page the examples never saw (a news item published since), the prior knows nothing: the words answer.
    const unseen = taughtPrior(5, null, [['¿Cuánto cuesta la pista?', '/pistas']]);
    expect((await firstCited(unseen)).cited[0]).toBe('/tramites');
  });

  it('answers from the page the prior is all but sure of when the words alone are too unsure', async () => {
    const unsure = 'Vengo de Sildavia con mi tortuga, mi acordeón y mi bicicleta, ¿y el empadronamiento?';
    const ask = async (prior: PagePrior) => {
      const index = await SearchIndex.build(passages);
      const query = buildQuery(unsure, [], index);
      return composeAnswer(index.query(query.terms, query.boostUrls), query, TEST_SITE, index, prior);
    };
    expect((await ask(NO_PRIOR)).citations).toEqual([]);
    const sure = taughtPrior(30, '/tramites/padron', [['¿Qué trámites hay?', '/tramites']]);
    const answer = await ask(sure);
    expect(answer.citations[0]?.url).toBe('/tramites/padron');
    expect(answer.content).toContain('un mes');
  });

  it('brings the page the prior is sure of from the other relevant hits when the words did not cite it', async () => {
    const page = (id: string, url: string, titulo: string, frase: string): Passage => ({
      id,
      kind: 'pagina',
      url,
      titulo,
      frases: [frase],
    });
    const pages = [
      page(
        'c:0',
        '/tramites',
        'Plazos del empadronamiento y otros trámites',
        'Plazo del empadronamiento: un mes.',
      ),
      page(
        'g:0',
        '/guia',
        'Guía del empadronamiento',
        'Plazo del empadronamiento: un mes, como dice la guía.',
      ),
      page('n:0', '/avisos', 'Avisos del empadronamiento', 'El plazo del empadronamiento es de un mes.'),
      page(
        'p:0',
        '/tramites/padron',
        'Alta en el padrón',
        'El empadronamiento se pide antes de un mes desde la llegada.',
      ),
    ];
    const index = await SearchIndex.build(pages);
    const query = buildQuery(question, [], index);
    const cite = (prior: PagePrior) =>
      composeAnswer(index.query(query.terms, query.boostUrls), query, TEST_SITE, index, prior).citations.map(
        (c) => c.url,
      );
    expect(cite(NO_PRIOR)).not.toContain('/tramites/padron');
    const taught = taughtPrior(
      20,
      '/tramites/padron',
      ['/tramites', '/guia', '/avisos'].map((url): [string, string] => ['¿Qué hay?', url]),
    );
    const learned = cite(taught);
    expect(learned[0]).toBe('/tramites/padron');
    expect(learned).toHaveLength(MAX_CITATIONS);
  });
});
