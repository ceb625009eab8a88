import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';

/** Renders inside the app's providers (the one Mantine theme). */
export function render(ui: ReactElement, options?: RenderOptions) {
  return rtlRender(ui, { wrapper: AppProviders, ...options });
}

/** Renders routes in a memory router at `url`, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = rtlRender(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
