// `npm run assistant:prior`: learns the assistant's page prior (src/server/features/assistant/page-prior.json)
// from the tuning set's questions, never from a held-out set. Run it after changing tuning.json or the way
// questions are read (stems, stop words); scripts/learn-page-prior.test.ts fails while the file is stale.

import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { learnPagePrior, type PagePriorData } from '#server/features/assistant/page-prior.ts';
import { buildQuery } from '#server/features/assistant/query.ts';
import { readSuite } from '../tests/assistant-quality/quality-suite.ts';

export const PRIOR_FILE = new URL('../src/server/features/assistant/page-prior.json', import.meta.url);

/** The prior learned from tuning.json: each question's own terms, labelled with its page ('#section' dropped). */
export function learnFromTuning(): PagePriorData {
  return learnPagePrior(
    readSuite('tuning').preguntas.map((question) => ({
      terms: buildQuery(question.pregunta, []).own,
      page: question.url === null ? null : (question.url.split('#')[0] ?? question.url),
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(PRIOR_FILE, `${JSON.stringify(learnFromTuning(), null, 2)}\n`);
  console.info(`Escrito ${PRIOR_FILE.pathname}`);
}
