import { readFileSync } from 'node:fs';
import type { Passage } from './types.ts';

/**
 * Which page residents' questions were answered by, learned from example questions (the tuning set's, see
 * `scripts/learn-page-prior.ts`): for each page, how many questions it answered and in how many of them each term
 * appeared. Out-of-scope questions count under `OUT_OF_SCOPE`, so a question like them leaves no page confident.
 */
export interface PagePriorData {
  /** Additive smoothing of the term counts: a term never seen with a page still leaves it some chance. */
  alpha: number;
  pages: Record<string, { questions: number; terms: Record<string, number> }>;
}

/** The label the out-of-scope examples are learned under: no page. */
export const OUT_OF_SCOPE = '';

/** One labelled example: a question's own terms (`Query.own`) and the page that answers it (`priorPage`), or none. */
export interface PriorExample {
  terms: readonly string[];
  page: string | null;
}

/**
 * 0.05 of the values tried (0.01–1) on five-fold cross-validation of the tuning set: smaller makes the prior surer of
 * itself and moves right answers away, larger leaves it too unsure to help (BENCHMARKS.md, seventeenth round).
 */
const SMOOTHING = 0.05;

/** Counts the examples into the prior's data: pages, then terms, in sorted order, so the file diffs by content. */
export function learnPagePrior(examples: readonly PriorExample[]): PagePriorData {
  const pages = new Map<string, { questions: number; terms: Map<string, number> }>();
  for (const { terms, page } of examples) {
    const label = page ?? OUT_OF_SCOPE;
    const entry = pages.get(label) ?? { questions: 0, terms: new Map<string, number>() };
    pages.set(label, entry);
    entry.questions += 1;
    for (const term of new Set(terms)) entry.terms.set(term, (entry.terms.get(term) ?? 0) + 1);
  }
  const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => a.localeCompare(b));
  return {
    alpha: SMOOTHING,
    pages: Object.fromEntries(
      sorted(pages).map(([label, { questions, terms }]) => [
        label,
        { questions, terms: Object.fromEntries(sorted(terms)) },
      ]),
    ),
  };
}

/**
 * The label a passage's page has in the prior: its path, or for a news item 'noticia:<title>' (its id differs from
 * one database to another; the example questions name a news item by its title).
 */
export function priorPage(passage: Pick<Passage, 'kind' | 'url' | 'titulo'>): string {
  return passage.kind === 'noticia'
    ? `noticia:${passage.titulo}`
    : (passage.url.split('#')[0] ?? passage.url);
}

/** The label the prior finds most likely for a question, and how likely (0–1). */
export interface Favourite {
  page: string;
  probability: number;
}

/** A naive Bayes reading of the prior: the page the questions most like this one were answered by. */
export class PagePrior {
  private readonly alpha: number;
  /** Maps, not the file's objects: a term such as 'constructor' must not find an object's inherited property. */
  private readonly pages: Array<{ page: string; questions: number; terms: Map<string, number> }>;
  private readonly known = new Set<string>();
  private readonly total: number;

  constructor(data: PagePriorData) {
    this.alpha = data.alpha;
    this.pages = Object.entries(data.pages).map(([page, { questions, terms }]) => ({
      page,
      questions,
      terms: new Map(Object.entries(terms)),
    }));
    this.total = this.pages.reduce((sum, page) => sum + page.questions, 0);
    for (const page of this.pages) for (const term of page.terms.keys()) this.known.add(term);
  }

  /** Whether the examples had questions this page answered: of a page they never saw, the prior knows nothing. */
  knows(page: string): boolean {
    return page !== OUT_OF_SCOPE && this.pages.some((known) => known.page === page);
  }

  /**
   * The most likely label for a question's terms with its probability (0–1, out of scope included): terms no example
   * had say nothing. Undefined when no term is known.
   */
  favourite(terms: readonly string[]): Favourite | undefined {
    const seen = [...new Set(terms)].filter((term) => this.known.has(term));
    if (seen.length === 0 || this.total === 0) return undefined;
    const scores = this.pages.map(({ page, questions, terms: counts }) => {
      let log = Math.log(questions / this.total);
      for (const term of seen)
        log += Math.log(((counts.get(term) ?? 0) + this.alpha) / (questions + 2 * this.alpha));
      return { page, log };
    });
    const top = Math.max(...scores.map((s) => s.log));
    const sum = scores.reduce((acc, s) => acc + Math.exp(s.log - top), 0);
    const best = scores.reduce((a, b) => (b.log > a.log ? b : a));
    return { page: best.page, probability: 1 / sum };
  }
}

let shipped: PagePrior | undefined;

/** The prior the assistant ships with (`npm run assistant:prior` writes it), read once on first use. */
export function shippedPrior(): PagePrior {
  shipped ??= new PagePrior(
    JSON.parse(readFileSync(new URL('./page-prior.json', import.meta.url), 'utf8')) as PagePriorData,
  );
  return shipped;
}
