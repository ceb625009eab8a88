import MiniSearch from 'minisearch';
import { termOf, words } from './text/normalize.ts';
import type { Passage } from './types.ts';

/** Query terms with their weights: the resident's words 1, conversation context and synonyms less. */
export type WeightedTerms = Map<string, number>;

export interface Hit {
  passage: Passage;
  score: number;
  /** The query terms this passage matched (exactly or nearly). */
  matched: string[];
}

interface IndexedPassage {
  id: string;
  titulo: string;
  seccion: string;
  texto: string;
  claves: string;
}

/** A Spanish full-text index over passages: accents folded, stop words out, Snowball-style stems. */
export class SearchIndex {
  private readonly search: MiniSearch<IndexedPassage>;
  private readonly byId = new Map<string, Passage>();

  private constructor(readonly passages: Passage[]) {
    this.search = new MiniSearch<IndexedPassage>({
      fields: ['titulo', 'seccion', 'texto', 'claves'],
      tokenize: (text) => words(text),
      processTerm: (term) => termOf(term) ?? null,
    });
    for (const passage of passages) this.byId.set(passage.id, passage);
  }

  /**
   * Indexes the passages in small chunks that yield to the event loop between them, so a rebuild (say,
   * after news is published) never holds up other requests on a busy server.
   */
  static async build(passages: Passage[]): Promise<SearchIndex> {
    const index = new SearchIndex(passages);
    await index.search.addAllAsync(
      passages.map((p) => ({
        id: p.id,
        titulo: p.titulo,
        seccion: p.seccion ?? '',
        texto: p.frases.join(' '),
        claves: p.claves ?? '',
      })),
      { chunkSize: 20 },
    );
    return index;
  }

  get size(): number {
    return this.passages.length;
  }

  /** Passages ranked by BM25 over the weighted terms, best first. */
  query(terms: WeightedTerms, boostUrls: ReadonlySet<string> = new Set(), limit = 12): Hit[] {
    if (terms.size === 0) return [];
    const results = this.search.search([...terms.keys()].join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: { titulo: 3, seccion: 2, claves: 1.5, texto: 1 },
      boostTerm: (term) => terms.get(term) ?? 1,
      // Typos in long words still find their stem ('empadromiento'); short words must match exactly.
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.3 },
      boostDocument: (id) => {
        const passage = this.byId.get(id as string);
        return passage && boostUrls.has(passage.url) ? 1.5 : 1;
      },
    });
    const hits: Hit[] = [];
    for (const result of results.slice(0, limit)) {
      const passage = this.byId.get(result.id as string);
      if (passage) hits.push({ passage, score: result.score, matched: result.queryTerms });
    }
    return hits;
  }
}
