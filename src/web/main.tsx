import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFERRED_STYLE_META } from '#shared/critical-css.ts';
import { yieldToMain } from '#shared/yield-to-main.ts';
import { APP_READY_ATTRIBUTE, HYDRATION_DATA_ID } from './app/hydration.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';

declare global {
  interface Window {
    /** Read by createBrowserRouter as its hydration data (react-router's own convention). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The lazy pages of the current URL, loaded before hydrating: the first render must be the page the server
 * rendered, not the router's fallback.
 */
async function loadLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Links Mantine's full stylesheet, which index.html names without loading it (the server inlined what the
 * rendered page uses: scripts/vite-critical-css.ts). Resolves once it applies.
 */
function enableDeferredStyles(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_STYLE_META}"]`);
  if (!meta) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: meta.content });
  const applied = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Without it the page still works, unstyled: never keep it from starting.
    link.addEventListener('error', () => resolve(), { once: true });
  });
  // In the meta's place, before the app's own stylesheet: the cascade stays as written.
  meta.after(link);
  return applied;
}

/** Marks the page as interactive once the whole tree has committed (a parent's effects run last). */
function ReadyMark({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return children;
}

async function start(root: HTMLElement): Promise<void> {
  const styles = enableDeferredStyles();
  const serverState = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (serverState) {
    window.__staticRouterHydrationData = JSON.parse(serverState);
    await loadLazyMatches();
    // The page's code has just been evaluated (the procedures' catalogue is built then): the router and
    // hydration start in a task of their own.
    await yieldToMain();
  }
  const app = (
    <StrictMode>
      <AppProviders>
        <ReadyMark>
          <RouterProvider router={createBrowserRouter(routes)} />
        </ReadyMark>
      </AppProviders>
    </StrictMode>
  );
  // Without server state the page came as the empty shell (browser-only pages, the development server).
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap on the already painted page is not kept waiting.
  if (serverState) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Nothing painted yet: render once the page can be styled.
    await styles;
    createRoot(root).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
void start(root);
