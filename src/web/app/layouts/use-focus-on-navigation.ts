import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side change of page, moves the focus to the page's main region, as a full page load
 * would: screen readers then announce the new content and the next Tab starts from it, not from the link
 * that was used (which may have disappeared with its menu). The first render is left alone.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
