import type { Scenario } from '../scenario.ts';
import { bookings } from './bookings.ts';
import { contentReads } from './content-reads.ts';
import { submissions } from './submissions.ts';

/** The traffic of the fault test; a new kind of load is one more module here. */
export const scenarios: Scenario[] = [contentReads, submissions, bookings];
