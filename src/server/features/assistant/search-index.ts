import MiniSearch, { type SearchResult } from 'minisearch';
import { exactOf, fold, namesIn, termOf, termsOf, words } from './text/normalize.ts';
import { Spellings } from './text/spelling.ts';
import type { Passage } from './types.ts';

/** Query terms with their weights: the resident's words 1, conversation context and synonyms less. */
export type WeightedTerms = Map<string, number>;

export interface Hit {
  passage: Passage;
  /** Page relevance plus passage relevance, each scaled to the best of its kind (0–2). */
  score: number;
  /** The query terms this passage or its page matched (exactly or nearly). */
  matched: string[];
  /** The query terms the passage itself matched. */
  own: string[];
}

interface IndexedDoc {
  id: string;
  titulo: string;
  nombre: string;
  seccion: string;
  texto: string;
  claves: string;
  /** A procedure's form fields (label, help, options): on its page, but less telling than its own text. */
  campos: string;
  /** All the text above again, indexed by exact form (`exactOf`) instead of stem. */
  exactos: string;
}

/** Pages whose first passage stands for them when the page matches but none of its passages does. */
const PAGE_FALLBACKS = 5;
/** How much the page's relevance counts next to the passage's own (which holds the fact): less. */
const PAGE_WEIGHT = 0.7;
/**
 * How much a procedure's form fields say of which page answers, next to its own text (1): the form asks for
 * a car's number plates, but the direct-debit procedure is not about cars.
 */
const FIELDS_WEIGHT = 0.3;

const newIndex = () =>
  new MiniSearch<IndexedDoc>({
    fields: ['titulo', 'nombre', 'seccion', 'texto', 'claves', 'campos', 'exactos'],
    tokenize: (text) => words(text),
    processTerm: (term, field) => (field === 'exactos' ? exactOf(term) : termOf(term)) ?? null,
  });

/**
 * A Spanish full-text index at two levels: pages (a content page, a procedure, a news item: which page
 * speaks of the question) and their passages (a paragraph, a row, an entry: which unit holds the answer).
 * A passage ranks by both, so a page title shared by forty passages still picks the page, and the words
 * of the question pick the passage inside it. Accents folded, stop words out, Spanish stems.
 */
export class SearchIndex {
  private readonly pageSearch = newIndex();
  private readonly passageSearch = newIndex();
  private readonly byId = new Map<string, Passage>();
  private readonly order = new Map<Passage, number>();
  private readonly byUrl = new Map<string, Passage[]>();
  /** For every search term some passage holds, how many pages hold it: unknown words and rare ones weigh most. */
  private readonly pageCounts = new Map<string, number>();
  /**
   * The search terms of the procedures' form fields. How many pages hold a term is counted on the pages'
   * own text: a word only a form's help uses ('Importe total') says nothing of how telling it is
   * ('¿cuántos concejales hay en total?').
   */
  private readonly formTerms = new Set<string>();
  /** The search terms of each page's title. */
  private readonly titleTerms = new Map<string, Set<string>>();
  /** The exact forms (`exactOf`) the site's text uses. */
  private readonly forms = new Set<string>();
  /** The names (`namesIn`: capitalised inside a sentence) the site writes, as exact forms. */
  private readonly names = new Set<string>();
  /** The words the site writes, to read a resident's misspelt word as the site's (`respell`). */
  private readonly spellings = new Spellings();
  /** The words the site writes in capitals only ('VOX', 'DNI'), folded: names, not words to misspell. */
  private readonly acronyms = new Set<string>();
  /** Each page's shown texts (headings, sentences, `pantalla`) as folded words, ' | ' between texts. */
  private readonly shown = new Map<string, string>();

  /** The passages the search reads: not the forms' common helps (`Passage.comun`), only looked up by their page. */
  private readonly searched: Passage[];

  private constructor(readonly passages: Passage[]) {
    this.searched = passages.filter((p) => !p.comun);
    passages.forEach((passage, i) => {
      this.byId.set(passage.id, passage);
      this.order.set(passage, i);
      const list = this.byUrl.get(passage.url) ?? [];
      list.push(passage);
      this.byUrl.set(passage.url, list);
    });
    for (const [url, list] of this.byUrl) {
      this.titleTerms.set(url, new Set(termsOf(list[0]?.titulo ?? '')));
      const texts = list.flatMap((p) => [
        p.titulo,
        p.seccion ?? '',
        p.nombre ?? '',
        ...p.frases,
        ...(p.pantalla ?? []),
      ]);
      this.shown.set(url, ` ${texts.map((text) => words(text).join(' ')).join(' | ')} `);
      const terms = new Set<string>();
      for (const passage of list) {
        if (passage.comun || passage.adjunto) continue;
        const texts = [passage.titulo, passage.seccion ?? '', passage.claves ?? '', ...passage.frases];
        for (const text of texts)
          for (const term of termsOf(text)) (passage.kind === 'campo' ? this.formTerms : terms).add(term);
      }
      for (const term of terms) this.pageCounts.set(term, (this.pageCounts.get(term) ?? 0) + 1);
    }
    for (const passage of this.searched) {
      for (const text of [passage.titulo, passage.seccion ?? '', passage.nombre ?? '', passage.claves ?? ''])
        for (const name of namesIn(text, 'heading')) this.names.add(name);
      for (const text of passage.frases) for (const name of namesIn(text, 'text')) this.names.add(name);
    }
    for (const passage of this.searched) {
      const text = `${passage.titulo} ${passage.seccion ?? ''} ${passage.nombre ?? ''} ${passage.frases.join(' ')}`;
      for (const word of words(text)) {
        const form = exactOf(word);
        if (form) this.forms.add(form);
        this.spellings.add(word);
      }
      for (const acronym of text.match(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu) ?? [])
        this.acronyms.add(fold(acronym));
    }
    this.spellings.seal();
  }

  /**
   * Indexes the passages in small chunks that yield to the event loop between them, so a rebuild (say,
   * after news is published) never holds up other requests on a busy server.
   */
  static async build(passages: Passage[]): Promise<SearchIndex> {
    const index = new SearchIndex(passages);
    await index.passageSearch.addAllAsync(
      index.searched.map((p) => {
        const texto = p.frases.join(' ');
        return {
          id: p.id,
          titulo: '',
          nombre: p.nombre ?? '',
          seccion: p.seccion ?? '',
          texto,
          claves: p.claves ?? '',
          campos: '',
          exactos: `${p.nombre ?? ''} ${p.seccion ?? ''} ${texto}`,
        };
      }),
      { chunkSize: 50 },
    );
    await index.pageSearch.addAllAsync(
      [...index.byUrl].map(([url, all]) => {
        const list = all.filter((p) => !p.comun && !p.adjunto);
        const titulo = list[0]?.titulo ?? '';
        const fields = list.filter((p) => p.kind === 'campo');
        const rest = list.filter((p) => p.kind !== 'campo');
        const seccion = [...new Set(rest.map((p) => p.seccion ?? ''))].join(' ');
        const texto = rest.map((p) => p.frases.join(' ')).join(' ');
        const campos = fields.map((p) => `${p.seccion ?? ''} ${p.frases.join(' ')}`).join(' ');
        return {
          id: url,
          titulo,
          nombre: '',
          seccion,
          texto,
          claves: [...new Set(list.map((p) => p.claves ?? ''))].join(' '),
          campos,
          exactos: `${titulo} ${seccion} ${texto}`,
        };
      }),
      { chunkSize: 20 },
    );
    return index;
  }

  get size(): number {
    return this.passages.length;
  }

  /** Where a passage comes in the index (its page's order), to list items as the page does. */
  position(passage: Passage): number {
    return this.order.get(passage) ?? 0;
  }

  /**
   * Whether the site writes this name (an exact form) as a name somewhere: 'Correos', the postal service, is
   * not the 'correo' of the site's e-mail addresses.
   */
  writesName(form: string): boolean {
    return this.names.has(form);
  }

  /**
   * The site's word a resident's folded word misspells ('bivir' → 'vivir'), if any (`Spellings.respell`); never an
   * acronym the site writes ('voz' is not the party VOX).
   */
  respell(word: string): string | null {
    const respelled = this.spellings.respell(word);
    return respelled && !this.acronyms.has(respelled) ? respelled : null;
  }

  /** Whether the site's text writes this exact form (`exactOf`) somewhere. */
  writesForm(form: string): boolean {
    return this.forms.has(form);
  }

  /** The share of the pages that hold the term (0 for a term the site never uses). */
  pageShare(term: string): number {
    return (this.pageCounts.get(term) ?? 0) / Math.max(1, this.byUrl.size);
  }

  /** Whether some passage holds the term exactly (a form field's too). */
  knows(term: string): boolean {
    return this.pageCounts.has(term) || this.formTerms.has(term);
  }

  /** Whether only the procedures' form fields hold the term, no page's own text. */
  onlyInForms(term: string): boolean {
    return !this.pageCounts.has(term) && this.formTerms.has(term);
  }

  /**
   * How much finding a term says about a page: high for a word few pages hold ('pilates') or none (the
   * resident's own topic the site lacks), low for one most pages hold ('pueblo', 'ayuntamiento').
   */
  weight(term: string): number {
    return Math.log(
      1 + this.byUrl.size / (this.pageCounts.get(term) ?? (this.formTerms.has(term) ? 1 : 0.5)),
    );
  }

  /**
   * The pages whose screen shows one of the `quotes` (folded words, as `words` gives them) word for word: a
   * heading, a sentence, a form's label or message (`Passage.pantalla`).
   */
  quoting(quotes: readonly string[]): Set<string> {
    const pages = new Set<string>();
    for (const [url, text] of this.shown)
      if (quotes.some((quote) => text.includes(` ${quote} `))) pages.add(url);
    return pages;
  }

  /** Whether the title of the page at `url` holds the term. */
  inTitle(url: string, term: string): boolean {
    return this.titleTerms.get(url)?.has(term) ?? false;
  }

  /** Every passage of one page, in page order. */
  passagesAt(url: string): Passage[] {
    return this.byUrl.get(url) ?? [];
  }

  /**
   * A resident's word whose exact form the site never uses ('reformar' where it says 'reformas') gets that
   * form's weight on its stem instead: otherwise the words the site happens to use verbatim ('casa') would
   * outweigh it. Exact forms only choose, among passages that share a stem, the one with the very word.
   */
  private balanceForms(terms: WeightedTerms): WeightedTerms {
    const balanced: WeightedTerms = new Map();
    for (const [term, weight] of terms) {
      if (term.startsWith('=') && !this.forms.has(term)) {
        const stem = termOf(term.slice(1));
        if (stem) balanced.set(stem, (terms.get(stem) ?? 0) + weight);
        continue;
      }
      if (!balanced.has(term)) balanced.set(term, weight);
    }
    return balanced;
  }

  private run(
    index: MiniSearch<IndexedDoc>,
    terms: WeightedTerms,
    boost: Record<string, number>,
    prefix: string | undefined,
  ) {
    return index.search([...terms.keys()].join(' '), {
      prefix: (term) => term === prefix,
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost,
      boostTerm: (term) => terms.get(term) ?? 1,
      // Typos in the resident's own long words still find their stem ('empadromiento'); short words and
      // synonyms (already the site's wording) must match exactly, which also keeps the search fast.
      fuzzy: (term) => (term.length > 5 && (terms.get(term) ?? 0) >= 1 ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.3 },
    });
  }

  /**
   * Passages ranked by their page's and their own BM25 over the weighted terms, best first. `prefix` is a
   * term that may be an unfinished word (the site search while typing): it also matches longer terms.
   */
  query(
    terms: WeightedTerms,
    boostUrls: ReadonlySet<string> = new Set(),
    limit = 30,
    prefix?: string,
  ): Hit[] {
    if (terms.size === 0) return [];
    terms = this.balanceForms(terms);
    // Exact forms choose among passages; which page speaks of the question is the stems' call.
    const stems: WeightedTerms = new Map([...terms].filter(([term]) => !term.startsWith('=')));
    const pages = this.run(
      this.pageSearch,
      stems,
      { titulo: 3, seccion: 1.5, claves: 1.5, texto: 1, campos: FIELDS_WEIGHT },
      prefix,
    );
    const own = this.run(this.passageSearch, terms, { nombre: 3, seccion: 2, claves: 1.5, texto: 1 }, prefix);
    const bestPage = pages[0]?.score ?? 1;
    const bestPassage = own[0]?.score ?? 1;
    const pageOf = new Map<string, SearchResult>(pages.map((r) => [r.id as string, r]));
    // What a page's form fields alone matched (the direct-debit form's 'vehículos') is matched by the field's
    // passage, not by the procedure's other passages: those say nothing of cars.
    const pageTerms = (page: SearchResult) =>
      page.queryTerms.filter((term) => !(page.match[term]?.every((field) => field === 'campos') ?? false));
    // A follow-up most likely speaks of the pages the previous answer cited.
    const pageScore = (url: string) => (PAGE_WEIGHT * (pageOf.get(url)?.score ?? 0)) / bestPage;
    const boost = (url: string) => (boostUrls.has(url) ? 1.5 : 1);
    const hits: Hit[] = [];
    const seenPages = new Set<string>();
    for (const result of own) {
      const passage = this.byId.get(result.id as string);
      if (!passage) continue;
      const page = pageOf.get(passage.url);
      // A document the page links to (`Passage.adjunto`) is found by its own words, which the page does not count.
      if (!page && !passage.adjunto) continue;
      seenPages.add(passage.url);
      hits.push({
        passage,
        score: (pageScore(passage.url) + result.score / bestPassage) * boost(passage.url),
        matched: [...new Set([...result.queryTerms, ...(page ? pageTerms(page) : [])])],
        own: result.queryTerms,
      });
    }
    for (const page of pages.slice(0, PAGE_FALLBACKS)) {
      const url = page.id as string;
      const first = this.byUrl.get(url)?.[0];
      if (first && !seenPages.has(url))
        hits.push({ passage: first, score: pageScore(url) * boost(url), matched: pageTerms(page), own: [] });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
