import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { residentToken } from '#server/features/identity/resident-session.ts';
import { CRITICAL_CSS_TABLE } from '#shared/critical-css.ts';
import { createCriticalCss } from './critical-css.ts';
import { moveHoistablesToHead } from './page-head.ts';
import { NOTIFYING_TABLES } from './table-changes/index.ts';

/** Where `vite build` writes the renderer inside the web build (scripts/vite-server-bundle.ts). */
export const SERVER_BUNDLE = path.join('ssr', 'entry-server.js');

/** What src/web/entry-server.tsx exports (typed here: the server never imports the web's source). */
interface RendererModule {
  setApiTransport(transport: typeof fetch): void;
  pageRendering(pathname: string): 'cached' | 'server' | 'client';
  renderPage(
    request: Request,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; stateScript: string }
  >;
}

/** A finished answer: the whole HTML document, or a redirect. */
type RenderedPage = { status: number; html: string } | { status: number; location: string };

const ROOT = '<div id="root"></div>';

/**
 * The API client of the rendered pages, answered by this same app through `inject`: no socket, no port, no
 * address to configure, and exactly the routes, validation and caches a browser gets. Only public reads go
 * this way (loaders), never with the visitor's cookies: what the server renders is what anyone may see.
 */
function injectTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** The address as the visitor's browser has it (scheme and host through trusted proxies); else the public one. */
function visitorUrl(request: FastifyRequest, publicUrl: string): URL {
  try {
    return new URL(`${request.protocol}://${request.host}${request.url}`);
  } catch {
    return new URL(request.url, publicUrl);
  }
}

/** Nothing in the request can change what a cached page shows: no credentials, no resident session. */
function isAnonymous(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined && residentToken(request) === undefined;
}

/**
 * Server-side rendering of the SPA's pages with the renderer built from src/web/entry-server.tsx. Pages marked
 * 'cached' in the route table are kept in `app.tableCache` per path and query (anonymous GETs only) until any
 * content table changes: the same NOTIFY that refreshes the API's lists drops them, on every replica.
 */
export function createServerRenderer(app: FastifyInstance, webDir: string) {
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const bundle = path.join(webDir, SERVER_BUNDLE);
  const criticalCss = createCriticalCss(webDir, path.join(path.dirname(bundle), CRITICAL_CSS_TABLE));
  const pageTemplate = criticalCss.template(template);
  // A page drawn in the browser only: nothing rendered, so the base parts alone (the deferred file has the rest).
  const shell = criticalCss.inline(pageTemplate, '');
  if (!existsSync(bundle) || !template.includes(ROOT)) {
    // A web built without the renderer still works, as the client-rendered shell.
    app.log.warn(`La web de ${webDir} no trae el renderizado en el servidor: se sirve la página vacía`);
    return (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  }
  // Loaded in the background: importing React and every page takes seconds on a busy machine, longer than
  // a plugin may take to start. The first page request waits for it.
  const loading = import(pathToFileURL(bundle).href).then((module: RendererModule) => {
    module.setApiTransport(injectTransport(app));
    return module;
  });
  loading.catch((error: unknown) => app.log.error({ err: error }, 'no se ha podido cargar el renderizado'));

  // The address the visitor asked for, as the browser sees it (host and scheme, through trusted proxies):
  // the page's absolute links (structured data) must come out the same on both sides.
  const render = async (url: URL): Promise<RenderedPage> => {
    const page = await (await loading).renderPage(new Request(url, { signal: AbortSignal.timeout(15_000) }));
    if (page.kind === 'redirect') return { status: page.status, location: page.location };
    const { document, appHtml } = moveHoistablesToHead(pageTemplate, page.html);
    const html = criticalCss.inline(
      document.replace(ROOT, () => `<div id="root">${appHtml}</div>${page.stateScript}`),
      appHtml,
    );
    return { status: page.status, html };
  };

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const url = visitorUrl(request, app.config.publicUrl);
    const rendering = (await loading).pageRendering(url.pathname);
    if (rendering === 'client') return reply.send(shell);
    const page =
      rendering === 'cached' && isAnonymous(request)
        ? await app.tableCache.get(
            `pagina:${url.href}`,
            NOTIFYING_TABLES,
            () => render(url),
            (result) => result.status === 200,
          )
        : await render(url);
    if ('location' in page) return reply.redirect(page.location, page.status);
    return reply.code(page.status).send(page.html);
  };
}
