import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS, HOW_TO_HEADING, SELECTION_MESSAGES } from '#shared/booking/index.ts';
import { bookingPassages } from './booking-source.ts';

describe('bookingPassages', () => {
  it("gives the page's steps as the items of one list under its how-to heading, in order", () => {
    const steps = bookingPassages().filter((p) => p.id.startsWith('reservas:paso:'));
    expect(steps).toHaveLength(BOOKING_STEPS.length);
    for (const step of steps) expect(step).toMatchObject({ seccion: HOW_TO_HEADING, item: true });
    expect(steps.map((p) => p.frases.join(' '))).toEqual(BOOKING_STEPS.map((step) => step.trim()));
  });

  it('gives each message the page shows for a selection it cannot book as its own passage under the how-to heading', () => {
    const notices = bookingPassages().filter((p) => p.id.startsWith('reservas:aviso:'));
    expect(notices.map((p) => p.frases.join(' '))).toEqual(Object.values(SELECTION_MESSAGES));
    for (const notice of notices) expect(notice).toMatchObject({ seccion: HOW_TO_HEADING });
  });
});
