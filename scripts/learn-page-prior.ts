// `npm run assistant:prior`: learns the assistant's page prior (src/server/features/assistant/page-prior.json)
// from the tuning set's questions, never from a held-out set. Run it after changing tuning.json or the way
// questions are read (stems, stop words); scripts/learn-page-prior.test.ts fails while the file is stale.

import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { learnPagePrior, type PagePriorData } from '#server/features/assistant/page-prior.ts';
import { priorExamples, readSuite } from '../tests/assistant-quality/quality-suite.ts';

export const PRIOR_FILE = new URL('../src/server/features/assistant/page-prior.json', import.meta.url);

/** The prior learned from tuning.json: each question's own terms, labelled with its page ('#section' dropped). */
export function learnFromTuning(): PagePriorData {
  return learnPagePrior(priorExamples(readSuite('tuning')));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(PRIOR_FILE, `${JSON.stringify(learnFromTuning(), null, 2)}\n`);
  console.info(`Escrito ${PRIOR_FILE.pathname}`);
}
