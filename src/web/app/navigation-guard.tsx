import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { api } from '#web/api/client.ts';
import { clearSession, getToken } from '#web/api/session-storage.ts';
import { NavigationPending } from '#web/components/navigation-pending.tsx';
import { paths } from './paths.ts';

/** Router state of the redirect to /login: where the visitor was going, to return there after signing in. */
export interface LoginRedirectState {
  from: string;
}

/** SPEC §2.2: the stored session lives only inside /admin (the spec's rule is a plain prefix test). */
export function isAdminArea(pathname: string): boolean {
  return pathname.startsWith(paths.admin.path);
}

/**
 * Ends the session on the server and in the browser. The client reads the token synchronously when it
 * builds the request, so the storage can be cleared at once: a second navigation (or React's double
 * effects in development) then finds no token and sends no second logout.
 */
export function endSession(): void {
  api.post('/auth/logout').catch(() => {
    // Already logged by the API client; the local session is gone either way (SPEC §2.2).
  });
  clearSession();
}

/**
 * The global navigation rule of SPEC §2.2, around every route: leaving /admin with a stored token logs out;
 * exactly /admin without a token goes to /login (replacing the history entry) remembering the origin.
 */
export function NavigationGuard() {
  const location = useLocation();
  const { pathname } = location;

  // Keyed on the location, not only the path: every navigation counts, as the spec says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each navigation.
  useEffect(() => {
    if (getToken() && !isAdminArea(pathname)) endSession();
  }, [location.key, pathname]);

  if (pathname === paths.admin.path && !getToken()) {
    const state: LoginRedirectState = { from: `${pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login.path} replace state={state} />;
  }
  return (
    <>
      {/* New pages open at the top; back and forward return to where the visitor was. */}
      <ScrollRestoration />
      <NavigationPending />
      <Outlet />
    </>
  );
}
