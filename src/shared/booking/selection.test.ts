import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURTS, type CourtId, getCourt } from './courts.ts';
import { timeRange } from './format.ts';
import { formatEuros, totalCents, unitPriceCents } from './pricing.ts';
import {
  blockAt,
  blockedSlots,
  canStartBlock,
  selectionProblem,
  sortHours,
  toggleHour,
} from './selection.ts';
import { SLOTS, slotEnd } from './slots.ts';

const courtId = fc.constantFrom<CourtId>(...COURTS.map((c) => c.id));
const slot = fc.constantFrom(...SLOTS);
const occupied = fc.uniqueArray(slot, { maxLength: 12 });

/** A valid run of whole blocks free of `blocked`, built with the same toggles the page uses. */
function runOf(court: CourtId, clicks: string[], blocked: ReadonlySet<string>): string[] {
  let hours: string[] = [];
  for (const hour of clicks) {
    const result = toggleHour(court, hours, hour, blocked);
    if ('hours' in result) hours = result.hours;
  }
  return hours;
}

describe('slots', () => {
  it('run every half hour from 09:00 to 21:00, so the day ends at 21:30', () => {
    expect(SLOTS).toHaveLength(25);
    expect(SLOTS[0]).toBe('09:00');
    expect(SLOTS.at(-1)).toBe('21:00');
    expect(SLOTS).not.toContain('21:30');
    expect(slotEnd('21:00')).toBe('21:30');
  });

  it('blocks are 3 slots for padel and 2 for tennis and indoor football, never past 21:30', () => {
    expect(blockAt('padel', '20:00')).toEqual(['20:00', '20:30', '21:00']);
    expect(blockAt('padel', '20:30')).toBeNull();
    expect(blockAt('tenis', '20:30')).toEqual(['20:30', '21:00']);
    expect(blockAt('futbol', '21:00')).toBeNull();
    fc.assert(
      fc.property(courtId, slot, (court, start) => {
        const block = blockAt(court, start);
        if (block === null) return;
        expect(block).toHaveLength(getCourt(court).blockSlots);
        expect(slotEnd(block.at(-1) as string) <= '21:30').toBe(true);
      }),
    );
  });
});

describe('blocked slots', () => {
  it('are exactly the occupied slots (a padel booking lists all three of its slots)', () => {
    fc.assert(
      fc.property(courtId, occupied, (court, taken) => {
        expect(blockedSlots(court, taken)).toEqual(new Set(taken));
      }),
    );
    expect([...blockedSlots('padel', ['10:00', '10:30', '11:00', '25:00'])]).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
  });
});

describe('toggling hours', () => {
  it('always leaves a contiguous run of whole, free blocks', () => {
    fc.assert(
      fc.property(courtId, occupied, fc.array(slot, { maxLength: 30 }), (court, taken, clicks) => {
        const blocked = blockedSlots(court, taken);
        const hours = runOf(court, clicks, blocked);
        if (hours.length > 0) expect(selectionProblem(court, hours, blocked)).toBeNull();
        expect(hours).toEqual(sortHours(hours));
      }),
    );
  });

  it('adds a block only next to the run and refuses a gap with the contiguity problem', () => {
    expect(toggleHour('tenis', [], '10:00', new Set())).toEqual({ hours: ['10:00', '10:30'] });
    expect(toggleHour('tenis', ['10:00', '10:30'], '11:00', new Set())).toEqual({
      hours: ['10:00', '10:30', '11:00', '11:30'],
    });
    expect(toggleHour('tenis', ['10:00', '10:30'], '09:00', new Set())).toEqual({
      hours: ['09:00', '09:30', '10:00', '10:30'],
    });
    expect(toggleHour('tenis', ['10:00', '10:30'], '12:00', new Set())).toEqual({ problem: 'no-contigua' });
    expect(toggleHour('padel', ['10:00', '10:30', '11:00'], '09:00', new Set())).toEqual({
      problem: 'no-contigua',
    });
  });

  it('removes a block only at either end of the run', () => {
    const run = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    expect(toggleHour('tenis', run, '11:30', new Set())).toEqual({ problem: 'no-contigua' });
    expect(toggleHour('tenis', run, '10:30', new Set())).toEqual({ hours: run.slice(2) });
    expect(toggleHour('tenis', run, '12:00', new Set())).toEqual({ hours: run.slice(0, 4) });
  });

  it('refuses blocks that are booked or run past the end', () => {
    // A padel booking at 12:00 occupies 12:00, 12:30 and 13:00: the next block may start right after it.
    const blocked = blockedSlots('padel', ['12:00', '12:30', '13:00']);
    expect(toggleHour('padel', [], '11:00', blocked)).toEqual({ problem: 'no-disponible' });
    expect(toggleHour('padel', [], '12:30', blocked)).toEqual({ problem: 'no-disponible' });
    expect(toggleHour('padel', [], '13:00', blocked)).toEqual({ problem: 'no-disponible' });
    expect(toggleHour('padel', [], '13:30', blocked)).toEqual({ hours: ['13:30', '14:00', '14:30'] });
    expect(toggleHour('padel', [], '10:30', blocked)).toEqual({ hours: ['10:30', '11:00', '11:30'] });
    expect(toggleHour('padel', [], '20:30', new Set())).toEqual({ problem: 'no-disponible' });
    fc.assert(
      fc.property(courtId, occupied, slot, (court, taken, start) => {
        const blocked = blockedSlots(court, taken);
        const result = toggleHour(court, [], start, blocked);
        expect('hours' in result).toBe(canStartBlock(court, start, blocked));
      }),
    );
  });
});

describe('selection problems (what the server checks)', () => {
  it('reports each kind of bad selection', () => {
    expect(selectionProblem('tenis', [])).toBe('vacia');
    expect(selectionProblem('tenis', ['21:30', '22:00'])).toBe('hora-no-valida');
    expect(selectionProblem('tenis', ['10:00', '10:00'])).toBe('repetida');
    expect(selectionProblem('tenis', ['10:00', '11:00'])).toBe('no-contigua');
    expect(selectionProblem('padel', ['10:00', '10:30'])).toBe('bloque-incompleto');
    expect(selectionProblem('tenis', ['10:00', '10:30'], new Set(['10:30']))).toBe('no-disponible');
    expect(selectionProblem('futbol', ['10:30', '10:00'])).toBeNull();
  });

  it('accepts exactly the contiguous runs whose length is a multiple of the block', () => {
    fc.assert(
      fc.property(courtId, fc.nat(24), fc.integer({ min: 1, max: 25 }), (court, start, length) => {
        const hours = SLOTS.slice(start, start + length);
        const whole = hours.length % getCourt(court).blockSlots === 0;
        expect(selectionProblem(court, hours)).toBe(whole ? null : 'bloque-incompleto');
      }),
    );
  });
});

describe('prices', () => {
  it('total is the unit price of the first hour times the number of blocks', () => {
    fc.assert(
      fc.property(courtId, fc.array(slot, { maxLength: 30 }), (court, clicks) => {
        const hours = runOf(court, clicks, new Set());
        const { blockSlots, priceCents, eveningPriceCents } = getCourt(court);
        const first = hours[0];
        if (first === undefined) {
          expect(totalCents(court, hours)).toBe(0);
          return;
        }
        const unit = first >= '20:00' ? eveningPriceCents : priceCents;
        expect(unitPriceCents(court, first)).toBe(unit);
        expect(totalCents(court, hours)).toBe(unit * (hours.length / blockSlots));
      }),
    );
  });

  it('match SPEC §9: padel 6 € or 9 € from 20:00; tennis and football 3 € or 5 €', () => {
    expect(unitPriceCents('padel', '19:30')).toBe(600);
    expect(unitPriceCents('padel', '20:00')).toBe(900);
    expect(unitPriceCents('tenis', '19:30')).toBe(300);
    expect(unitPriceCents('tenis', '20:00')).toBe(500);
    expect(unitPriceCents('futbol', '21:00')).toBe(500);
    // The first hour sets the price even when later blocks reach the evening.
    expect(totalCents('tenis', ['19:00', '19:30', '20:00', '20:30'])).toBe(600);
    expect(formatEuros(900)).toMatch(/^9,00\s€$/);
    expect(timeRange(['20:00', '20:30', '21:00'])).toBe('20:00 – 21:30');
  });
});
