import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

export interface CarouselOptions {
  count: number;
  /** Autoplay period in ms; no autoplay when undefined. */
  intervalMs?: number;
  /** A horizontal drag longer than this (px) changes slide (SPEC §5: 40 home, 50 lodgings). */
  swipeThresholdPx: number;
}

/** Index after moving `step` slides, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** -1 (previous), 1 (next) or 0 for a drag of dx, dy px: only clearly horizontal drags past the threshold count. */
export function swipeStep(dx: number, dy: number, thresholdPx: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= thresholdPx || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible: treat any focus as keyboard focus, the safer side for WCAG 2.2.2.
    return true;
  }
}

/**
 * Slide state with wrap-around, optional autoplay that pauses on hover, on keyboard focus and by the
 * user's pause button (WCAG 2.2.2), and swipe by pointer drag. The timer restarts after every move,
 * so a slide always stays the full interval.
 */
export function useCarousel({ count, intervalMs, swipeThresholdPx }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);

  const move = useCallback((step: number) => setIndex((current) => wrapIndex(current, step, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, 0, count)), [count]);

  const autoplay = intervalMs !== undefined && count > 1;
  const paused = hovered || focused || userPaused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` re-arms the timer after every move
  useEffect(() => {
    if (!autoplay || paused) return;
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [autoplay, paused, intervalMs, count, index]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent) => {
      if (isKeyboardFocus(event.target)) setFocused(true);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };

  const swipeProps = {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y, swipeThresholdPx);
      if (step !== 0) move(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    // Let the page scroll vertically while horizontal drags reach us as pointer events.
    style: { touchAction: 'pan-y' } as const,
  };

  return {
    index,
    next: () => move(1),
    previous: () => move(-1),
    goTo,
    autoplay,
    paused,
    userPaused,
    toggleUserPause: () => setUserPaused((value) => !value),
    rootProps,
    swipeProps,
  };
}
