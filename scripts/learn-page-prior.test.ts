import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { learnFromTuning, PRIOR_FILE } from './learn-page-prior.ts';

describe('assistant:prior', () => {
  it('the shipped page prior is the one the tuning set teaches today (else: npm run assistant:prior)', () => {
    expect(JSON.parse(readFileSync(PRIOR_FILE, 'utf8'))).toEqual(learnFromTuning());
  });
});
