import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface StepTarget {
  /** The id of the field to focus instead of the step's heading (a "Cambiar" link of the review). */
  cambiar?: string;
  replace?: boolean;
}

interface Shown {
  index: number;
  changing: string | null;
}

/**
 * The step in the URL (`?paso=2`, 1-based, clamped to the steps and the review at `reviewIndex`), so back,
 * forward and reload work; `?cambiar=<id>` when the step was opened from the review to change one field.
 *
 * The router applies a new URL as a transition, after any urgent work; a step asked for by a click is drawn at
 * once instead (`show`), and the URL catches up: the step shown is the one asked for while the URL is still the
 * one it was asked from, then the URL's (so back and forward still win).
 */
export function useStepLocation(reviewIndex: number) {
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState<(Shown & { from: URLSearchParams }) | null>(null);
  const requested = Number.parseInt(params.get('paso') ?? '1', 10);
  const fromUrl: Shown = {
    index: Number.isNaN(requested) ? 0 : Math.min(Math.max(requested - 1, 0), reviewIndex),
    changing: params.get('cambiar'),
  };
  const { index, changing } = asked?.from === params ? asked : fromUrl;

  /** Draws step `target` now; the caller changes the URL (a link) or `goTo` does. */
  const show = useCallback(
    (target: number, cambiar?: string) =>
      setAsked({ from: params, index: target, changing: cambiar ?? null }),
    [params],
  );
  const goTo = useCallback(
    (target: number, options: StepTarget = {}) => {
      show(target, options.cambiar);
      setParams(
        { paso: String(target + 1), ...(options.cambiar ? { cambiar: options.cambiar } : {}) },
        { replace: options.replace },
      );
    },
    [show, setParams],
  );
  return { params, index, changing, show, goTo };
}
