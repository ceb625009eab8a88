import { type ReactNode, useRef } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '#web/components/skip-link/skip-link.tsx';
import classes from './layouts.module.css';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

/**
 * A layout's frame: the skip link, `header`, the routed page as the <main> the skip link leads to (it takes
 * the focus after each navigation), then `footer`.
 */
export function PageShell({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className={classes.shell}>
      <SkipLink />
      {header}
      <main id="contenido" tabIndex={-1} className={classes.content} ref={main}>
        <Outlet />
      </main>
      {footer}
    </div>
  );
}
