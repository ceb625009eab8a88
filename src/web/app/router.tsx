import type { RouteObject } from 'react-router';
import { loadProcedure, procedureCards } from '#engine/catalogue/web-procedures.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { minutesLoader, videosLoader } from '#web/features/council/council-loaders.ts';
import { homeLoader } from '#web/features/home/home-loader.ts';
import { residentSessionLoader } from '#web/features/my-procedures/resident-api.ts';
import { newsItemLoader, newsListLoader } from '#web/features/news/news-loaders.ts';
import { ErrorPage } from './error-page.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { ProceduresLayout } from './layouts/procedures-layout.tsx';
import { NavigationGuard } from './navigation-guard.tsx';
import { paths } from './paths.ts';

type PageModule = { default: React.ComponentType };

/**
 * How the server answers a page (entry-server.tsx), set in each route's `handle`:
 * - 'cached': rendered once and kept in memory until the content it shows changes (anonymous visits);
 * - 'server': rendered on every request (its HTML depends on the moment or on the query);
 * - 'client': the empty shell, rendered in the browser only (what it shows depends on the browser's session).
 */
export type Rendering = 'cached' | 'server' | 'client';

/**
 * A route whose page is loaded on demand, so each page ships only its own code; `loader` gives the data its first
 * paint needs (read on the server for server-rendered pages).
 */
const page = (
  path: string,
  load: () => Promise<PageModule>,
  {
    rendering = 'cached',
    loader,
    notFound = false,
  }: { rendering?: Rendering; loader?: RouteObject['loader']; notFound?: boolean } = {},
): RouteObject => ({
  path,
  ...(loader && { loader }),
  lazy: async () => ({ Component: (await load()).default }),
  handle: { rendering, notFound },
});

/** Whether the deepest matched route is a not-found page (the server answers it with 404). */
export const isNotFound = (matches: ReadonlyArray<{ route: Pick<RouteObject, 'handle'> }>) =>
  (matches.at(-1)?.route.handle as { notFound?: boolean } | undefined)?.notFound === true;

/**
 * One procedure's page: the page's code and that procedure's chunk (scripts/procedures/vite-plugin.ts), loaded
 * together before it draws, so the browser builds no catalogue and loads no other procedure.
 */
const procedurePage = (slug: string) => async (): Promise<PageModule> => {
  const [{ default: ProcedurePage }, procedure] = await Promise.all([
    import('#web/features/procedures/procedure-page.tsx'),
    loadProcedure(slug),
  ]);
  if (!procedure) throw new Error(`No hay ningún trámite «${slug}» en el catálogo`);
  return { default: () => <ProcedurePage procedure={procedure} /> };
};

/** The rendering of the deepest matched route that says one ('server' when none does). */
export function renderingOf(matches: ReadonlyArray<{ route: Pick<RouteObject, 'handle'> }>): Rendering {
  for (const { route } of [...matches].reverse()) {
    const rendering = (route.handle as { rendering?: Rendering } | undefined)?.rendering;
    if (rendering) return rendering;
  }
  return 'server';
}

/**
 * /tramites/<slug> for each folder of procedures/, and a not-found page for any other slug. The sign-in panel above
 * the form is drawn by the server too: the form does not jump down.
 */
export const procedureRoutes: RouteObject[] = [
  ...procedureCards.map(({ slug }) =>
    page(`${paths.tramites.path}/${slug}`, procedurePage(slug), { loader: residentSessionLoader }),
  ),
  page(
    `${paths.tramites.path}/:slug`,
    async () => ({
      default: (await import('#web/features/procedures/procedure-page.tsx')).ProcedureNotFound,
    }),
    { notFound: true },
  ),
];

export const routes: RouteObject[] = [
  {
    element: <NavigationGuard />,
    errorElement: <ErrorPage />,
    // Shown while the first page's lazy chunk loads (without it the router warns and shows nothing).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <MainLayout />,
        children: [
          page(paths.home.path, () => import('#web/features/home/home-page.tsx'), { loader: homeLoader }),
          page(paths.misTramites.path, () => import('#web/features/my-procedures/my-procedures-page.tsx'), {
            rendering: 'server',
          }),
          page(paths.verificar.path, () => import('#web/features/verification/verification-page.tsx'), {
            rendering: 'server',
          }),
          page(paths.saludoAlcalde.path, () => import('#web/features/council/greeting-page.tsx')),
          page(paths.corporacion.path, () => import('#web/features/council/corporation-page.tsx')),
          page(paths.organosGobierno.path, () => import('#web/features/council/bodies-page.tsx')),
          page(paths.plenosVideo.path, () => import('#web/features/council/videos-page.tsx'), {
            loader: videosLoader,
          }),
          page(paths.actasPleno.path, () => import('#web/features/council/minutes-page.tsx'), {
            loader: minutesLoader,
          }),
          page(paths.ordenanzas.path, () => import('#web/features/council/ordinances-page.tsx')),
          page(paths.datosInteres.path, () => import('#web/features/town/facts-page.tsx')),
          page(paths.fiestas.path, () => import('#web/features/town/festivals-page.tsx')),
          page(paths.lugaresHistoricos.path, () => import('#web/features/town/historic-places-page.tsx')),
          page(paths.fotos.path, () => import('#web/features/town/photos-page.tsx')),
          page(paths.actividades.path, () => import('#web/features/activities/activities-page.tsx')),
          page(paths.reservaPistas.path, () => import('#web/features/booking/booking-page.tsx'), {
            rendering: 'server',
          }),
          page(paths.confirmacion.path, () => import('#web/features/booking/confirmation-page.tsx'), {
            rendering: 'server',
          }),
          page(paths.pagoCancelado.path, () => import('#web/features/booking/payment-cancelled-page.tsx'), {
            rendering: 'server',
          }),
          page(paths.alojamientos.path, () => import('#web/features/economy/lodgings-page.tsx')),
          page(paths.empresas.path, () => import('#web/features/economy/businesses-page.tsx')),
          page(paths.actualidad.path, () => import('#web/features/news/news-list-page.tsx'), {
            loader: newsListLoader,
          }),
          page(paths.noticia.path, () => import('#web/features/news/news-detail-page.tsx'), {
            loader: newsItemLoader,
          }),
          page(paths.empleo.path, () => import('#web/features/jobs/jobs-page.tsx')),
          page(paths.empleoAuxiliar.path, () => import('#web/features/jobs/home-help-job-page.tsx')),
          page(paths.destacados.path, () => import('#web/features/info/featured-page.tsx')),
          page(paths.pieDeWeb.path, () => import('#web/features/info/site-info-page.tsx')),
          page(paths.chat.path, () => import('#web/features/chat/chat-page.tsx'), { rendering: 'server' }),
          page(paths.mapaSitio.path, () => import('#web/features/info/site-map-page.tsx')),
          page(paths.buscar.path, () => import('#web/features/search/search-page.tsx'), {
            rendering: 'server',
          }),
          page(paths.admin.path, () => import('#web/features/admin/admin-page.tsx'), { rendering: 'client' }),
          page('*', () => import('./not-found-page.tsx'), { rendering: 'server', notFound: true }),
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          page(paths.login.path, () => import('#web/features/auth/login-page.tsx'), { rendering: 'server' }),
          page(paths.forgotPassword.path, () => import('#web/features/auth/forgot-password-page.tsx'), {
            rendering: 'server',
          }),
        ],
      },
      {
        element: <ProceduresLayout />,
        children: [
          page(paths.tramites.path, () => import('#web/features/procedures/procedures-index-page.tsx')),
          ...procedureRoutes,
        ],
      },
    ],
  },
];
