import type { FastifyInstance } from 'fastify';
import { composeAnswer } from '#server/features/assistant/answer-composer.ts';
import type { KnowledgeBase } from '#server/features/assistant/knowledge-base.ts';
import { learnPagePrior, PagePrior, priorPage } from '#server/features/assistant/page-prior.ts';
import { buildQuery } from '#server/features/assistant/query.ts';
import { foldText, priorExamples, readSuite, withSuiteNews } from './quality-suite.ts';

/** How the engine answers the tuning set, counted like bench:chat's rows: every question, out of scope included. */
export interface FoldFigures {
  /** Right page first, or nothing cited for an out-of-scope question. */
  top1: number;
  /** The fact in the answer, or the honest answer (nothing cited) out of scope; questions with a fact or out of scope. */
  fact: number;
  outOfScope: number;
}

const FOLDS = 5;

/**
 * The tuning set answered by the engine (search and compose, no HTTP) in five contiguous blocks, each with the page
 * prior learned from the other four, and with no prior at all: the prior's effect on questions it never saw. Blocks
 * are contiguous so that a batch written by one hand mostly stays in one block. The prior shipped is learned from the
 * whole set, so the tuning row of bench:chat is measured on questions it has seen; this is the honest figure.
 */
export async function crossValidateTuning(
  app: FastifyInstance,
  knowledge: KnowledgeBase,
): Promise<{ wordsAlone: FoldFigures; learned: FoldFigures }> {
  const suite = readSuite('tuning');
  const questions = suite.preguntas;
  const examples = priorExamples(suite);
  const noPrior = new PagePrior({ alpha: 0, pages: {} });
  const counts = { words: { top1: 0, fact: 0 }, learned: { top1: 0, fact: 0 }, factAsked: 0, outOfScope: 0 };
  const outOfScope = { words: 0, learned: 0 };
  await withSuiteNews(app, suite, async () => {
    const { index, site } = await knowledge.get();
    for (let fold = 0; fold < FOLDS; fold++) {
      const from = Math.floor((fold * questions.length) / FOLDS);
      const to = Math.floor(((fold + 1) * questions.length) / FOLDS);
      const prior = new PagePrior(learnPagePrior(examples.filter((_, i) => i < from || i >= to)));
      for (let i = from; i < to; i++) {
        const question = questions[i];
        const example = examples[i];
        if (!question || !example) continue;
        const query = buildQuery(question.pregunta, [], index);
        const hits = index.query(query.terms, query.boostUrls);
        const judge = (answer: ReturnType<typeof composeAnswer> | undefined) => {
          const first = answer?.passages[0];
          if (example.page === null) return { top1: !first, fact: !first };
          const top1 = first !== undefined && priorPage(first) === example.page;
          const fact =
            !!answer && !!question.hecho && foldText(answer.content).includes(foldText(question.hecho));
          return { top1, fact };
        };
        const words = judge(query.own.length ? composeAnswer(hits, query, site, index, noPrior) : undefined);
        const learned = judge(query.own.length ? composeAnswer(hits, query, site, index, prior) : undefined);
        counts.words.top1 += +words.top1;
        counts.learned.top1 += +learned.top1;
        if (example.page === null) {
          counts.outOfScope += 1;
          outOfScope.words += +words.top1;
          outOfScope.learned += +learned.top1;
        }
        if (example.page === null || question.hecho) {
          counts.factAsked += 1;
          counts.words.fact += +words.fact;
          counts.learned.fact += +learned.fact;
        }
      }
    }
  });
  const figures = (which: 'words' | 'learned'): FoldFigures => ({
    top1: counts[which].top1 / questions.length,
    fact: counts[which].fact / Math.max(1, counts.factAsked),
    outOfScope: outOfScope[which] / Math.max(1, counts.outOfScope),
  });
  return { wordsAlone: figures('words'), learned: figures('learned') };
}
