import { CookieNotice } from '#web/components/cookie-notice/cookie-notice.tsx';
import { SiteFooter } from '#web/components/footer/site-footer.tsx';
import { SiteHeader } from '#web/components/header/site-header.tsx';
import { PageShell } from './page-shell.tsx';

/** Public pages (SPEC §2.1): header, content, footer and the cookie notice under it. */
export function MainLayout() {
  return (
    <PageShell
      header={<SiteHeader />}
      footer={
        <>
          <SiteFooter />
          <CookieNotice />
        </>
      }
    />
  );
}
