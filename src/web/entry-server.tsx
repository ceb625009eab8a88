/**
 * Server-side rendering (built by Vite beside the client, see vite.config.ts; loaded by the server in
 * src/server/plugins/web-app.ts). The same route table and providers as the browser: the static handler runs
 * the routes' loaders (resolving lazy pages), and the page is rendered to HTML with its router state, which
 * main.tsx hydrates with no second fetch.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { HYDRATION_DATA_ID } from './app/hydration.ts';
import { AppProviders } from './app/providers.tsx';
import { isNotFound, type Rendering, renderingOf, routes } from './app/router.tsx';
import { SiteOriginContext } from './app/site-origin.ts';

export { setApiTransport } from './api/client.ts';
export type { Rendering } from './app/router.tsx';

const handler = createStaticHandler(routes);

/** How the server answers a page: the shell ('client'), a fresh render ('server') or a cached one. */
export function pageRendering(pathname: string): Rendering {
  return renderingOf(matchRoutes(routes, pathname) ?? []);
}

export type ServerPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The rendered app, for inside #root. */
      html: string;
      /** The router state for main.tsx: a <script type="application/json">, to place after #root. */
      stateScript: string;
    };

/** Renders the page `request` asks for: a GET for the full URL the visitor asked (its origin included). */
export async function renderPage(request: Request): Promise<ServerPage> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteOriginContext value={new URL(request.url).origin}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SiteOriginContext>
    </StrictMode>,
  );
  // A not-found page (the catch-all route, an unknown procedure) answers 404, as the API does.
  const notFound = isNotFound(context.matches);
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html,
    stateScript: stateScript(context),
  };
}

/** loaderData and errors as react-router's own hydration reads them (errors in its serialised form). */
function stateScript(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, serialiseError(error)]))
    : null;
  const json = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors });
  // `<` escaped: no text inside the data can close the script element.
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

function serialiseError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) return { ...error, __type: 'RouteErrorResponse' };
  if (error instanceof Error) {
    return {
      message: error.message,
      __type: 'Error',
      ...(error.name !== 'Error' ? { __subType: error.name } : {}),
    };
  }
  return error;
}
