import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from './use-carousel.ts';

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('moves only past the threshold and only for mostly horizontal drags', () => {
    expect(swipeStep(-41, 0, 40)).toBe(1);
    expect(swipeStep(41, 5, 40)).toBe(-1);
    expect(swipeStep(-40, 0, 40)).toBe(0);
    expect(swipeStep(-45, 0, 50)).toBe(0);
    expect(swipeStep(-60, 80, 50)).toBe(0);
  });
});
