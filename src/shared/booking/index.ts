/** The court-booking rules of SPEC §9, shared by the booking page and the server. */
export { isIsoDate } from '../dates.ts';
export * from './courts.ts';
export * from './days.ts';
export * from './format.ts';
export * from './instructions.ts';
export * from './pricing.ts';
export * from './request.ts';
export * from './selection.ts';
export * from './slots.ts';
