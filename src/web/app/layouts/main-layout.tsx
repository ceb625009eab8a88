import { useRef } from 'react';
import { Outlet } from 'react-router';
import { CookieNotice } from '#web/components/cookie-notice/cookie-notice.tsx';
import { SiteFooter } from '#web/components/footer/site-footer.tsx';
import { SiteHeader } from '#web/components/header/site-header.tsx';
import { SkipLink } from '#web/components/skip-link/skip-link.tsx';
import classes from './layouts.module.css';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

/** Public pages (SPEC §2.1): header, content, footer and the cookie notice under it. */
export function MainLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className={classes.shell}>
      <SkipLink />
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className={classes.content} ref={main}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}
