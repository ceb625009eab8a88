import type { RouteObject } from 'react-router';
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

/** A route whose page is loaded on demand, so each page ships only its own code. */
const lazyPage = (
  load: () => Promise<PageModule>,
  rendering: Rendering = 'cached',
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { rendering },
});

/** The rendering of the deepest matched route that says one ('server' when none does). */
export function renderingOf(matches: ReadonlyArray<{ route: Pick<RouteObject, 'handle'> }>): Rendering {
  for (const { route } of [...matches].reverse()) {
    const rendering = (route.handle as { rendering?: Rendering } | undefined)?.rendering;
    if (rendering) return rendering;
  }
  return 'server';
}

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
          {
            path: paths.home.path,
            loader: homeLoader,
            ...lazyPage(() => import('#web/features/home/home-page.tsx')),
          },
          {
            path: paths.misTramites.path,
            ...lazyPage(() => import('#web/features/my-procedures/my-procedures-page.tsx'), 'server'),
          },
          {
            path: paths.verificar.path,
            ...lazyPage(() => import('#web/features/verification/verification-page.tsx'), 'server'),
          },
          {
            path: paths.saludoAlcalde.path,
            ...lazyPage(() => import('#web/features/council/greeting-page.tsx')),
          },
          {
            path: paths.corporacion.path,
            ...lazyPage(() => import('#web/features/council/corporation-page.tsx')),
          },
          {
            path: paths.organosGobierno.path,
            ...lazyPage(() => import('#web/features/council/bodies-page.tsx')),
          },
          {
            path: paths.plenosVideo.path,
            loader: videosLoader,
            ...lazyPage(() => import('#web/features/council/videos-page.tsx')),
          },
          {
            path: paths.actasPleno.path,
            loader: minutesLoader,
            ...lazyPage(() => import('#web/features/council/minutes-page.tsx')),
          },
          {
            path: paths.ordenanzas.path,
            ...lazyPage(() => import('#web/features/council/ordinances-page.tsx')),
          },
          { path: paths.datosInteres.path, ...lazyPage(() => import('#web/features/town/facts-page.tsx')) },
          { path: paths.fiestas.path, ...lazyPage(() => import('#web/features/town/festivals-page.tsx')) },
          {
            path: paths.lugaresHistoricos.path,
            ...lazyPage(() => import('#web/features/town/historic-places-page.tsx')),
          },
          { path: paths.fotos.path, ...lazyPage(() => import('#web/features/town/photos-page.tsx')) },
          {
            path: paths.actividades.path,
            ...lazyPage(() => import('#web/features/activities/activities-page.tsx')),
          },
          {
            path: paths.reservaPistas.path,
            ...lazyPage(() => import('#web/features/booking/booking-page.tsx'), 'server'),
          },
          {
            path: paths.confirmacion.path,
            ...lazyPage(() => import('#web/features/booking/confirmation-page.tsx'), 'server'),
          },
          {
            path: paths.pagoCancelado.path,
            ...lazyPage(() => import('#web/features/booking/payment-cancelled-page.tsx'), 'server'),
          },
          {
            path: paths.alojamientos.path,
            ...lazyPage(() => import('#web/features/economy/lodgings-page.tsx')),
          },
          {
            path: paths.empresas.path,
            ...lazyPage(() => import('#web/features/economy/businesses-page.tsx')),
          },
          {
            path: paths.actualidad.path,
            loader: newsListLoader,
            ...lazyPage(() => import('#web/features/news/news-list-page.tsx')),
          },
          {
            path: paths.noticia.path,
            loader: newsItemLoader,
            ...lazyPage(() => import('#web/features/news/news-detail-page.tsx')),
          },
          { path: paths.empleo.path, ...lazyPage(() => import('#web/features/jobs/jobs-page.tsx')) },
          {
            path: paths.empleoAuxiliar.path,
            ...lazyPage(() => import('#web/features/jobs/home-help-job-page.tsx')),
          },
          { path: paths.destacados.path, ...lazyPage(() => import('#web/features/info/featured-page.tsx')) },
          { path: paths.pieDeWeb.path, ...lazyPage(() => import('#web/features/info/site-info-page.tsx')) },
          { path: paths.chat.path, ...lazyPage(() => import('#web/features/chat/chat-page.tsx'), 'server') },
          { path: paths.mapaSitio.path, ...lazyPage(() => import('#web/features/info/site-map-page.tsx')) },
          {
            path: paths.buscar.path,
            ...lazyPage(() => import('#web/features/search/search-page.tsx'), 'server'),
          },
          {
            path: paths.admin.path,
            ...lazyPage(() => import('#web/features/admin/admin-page.tsx'), 'client'),
          },
          { path: '*', ...lazyPage(() => import('./not-found-page.tsx'), 'server') },
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          {
            path: paths.login.path,
            ...lazyPage(() => import('#web/features/auth/login-page.tsx'), 'server'),
          },
          {
            path: paths.forgotPassword.path,
            ...lazyPage(() => import('#web/features/auth/forgot-password-page.tsx'), 'server'),
          },
        ],
      },
      {
        element: <ProceduresLayout />,
        children: [
          {
            path: paths.tramites.path,
            ...lazyPage(() => import('#web/features/procedures/procedures-index-page.tsx')),
          },
          {
            path: '/tramites/:slug',
            // The sign-in panel above the form is drawn by the server too: the form does not jump down.
            loader: residentSessionLoader,
            ...lazyPage(() => import('#web/features/procedures/procedure-page.tsx')),
          },
        ],
      },
    ],
  },
];
