import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { headingAnchor } from '#shared/anchors.ts';

/** The section the address names ('/pueblo/fiestas#san-anton' → 'san-anton'), or ''. */
export function useHashSection(): string {
  const { hash } = useLocation();
  return decodeURIComponent(hash.replace(/^#/, ''));
}

/** The accordion items (by their heading text) the address names: a link to one opens it. */
export function useOpenFromHash(values: string[]): string[] {
  const section = useHashSection();
  return values.filter((value) => headingAnchor(value) === section);
}

/**
 * Scrolls to the section the address names once the page has drawn it: pages load lazily, so the
 * element is not there yet when the router changes the address.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
