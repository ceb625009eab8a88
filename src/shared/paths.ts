/** The route table: every URL of the site with its page title. One source for the router, menus, sitemap and tests. */
export const paths = {
  home: { path: '/', title: 'Inicio' },
  saludoAlcalde: { path: '/ayuntamiento/saludo-alcalde', title: 'Saludo del Alcalde' },
  corporacion: { path: '/ayuntamiento/corporacion-municipal', title: 'Corporación Municipal' },
  organosGobierno: { path: '/ayuntamiento/organos-gobierno', title: 'Órganos de Gobierno' },
  plenosVideo: { path: '/ayuntamiento/plenos-video', title: 'Plenos en Vídeo' },
  actasPleno: { path: '/ayuntamiento/actas-pleno', title: 'Actas de Pleno' },
  ordenanzas: { path: '/ayuntamiento/ordenanzas', title: 'Ordenanzas' },
  datosInteres: { path: '/pueblo/datos-interes', title: 'Datos de Interés' },
  fiestas: { path: '/pueblo/fiestas', title: 'Fiestas' },
  lugaresHistoricos: { path: '/pueblo/lugares-historicos', title: 'Lugares Históricos' },
  fotos: { path: '/pueblo/fotos', title: 'Fotos' },
  actividades: { path: '/servicios/actividades', title: 'Actividades' },
  reservaPistas: { path: '/servicios/reserva-pistas', title: 'Reserva de Pistas' },
  confirmacion: { path: '/servicios/confirmacion', title: 'Confirmación de la reserva' },
  pagoCancelado: { path: '/servicios/pago-cancelado', title: 'Pago cancelado' },
  alojamientos: { path: '/economia-local/alojamientos', title: 'Alojamientos' },
  empresas: { path: '/economia-local/empresas', title: 'Empresas Locales' },
  actualidad: { path: '/actualidad', title: 'Actualidad' },
  empleo: { path: '/empleo', title: 'Empleo' },
  empleoAuxiliar: {
    path: '/empleo/auxiliar-ayuda-domicilio',
    title: 'Bolsa de Auxiliares de Ayuda a Domicilio',
  },
  destacados: { path: '/destacados', title: 'Destacados' },
  chat: { path: '/chat', title: 'Asistente Virtual' },
  buscar: { path: '/buscar', title: 'Buscar' },
  noticia: { path: '/noticia/:id', title: 'Noticia' },
  pieDeWeb: { path: '/pie-de-web', title: 'Información del sitio' },
  login: { path: '/login', title: 'Acceso de administración' },
  forgotPassword: { path: '/login/forgot-password', title: 'Recuperar contraseña' },
  admin: { path: '/admin', title: 'Panel de administración' },
  tramites: { path: '/tramites', title: 'Trámites Ayuntamiento' },
  verificar: { path: '/verificar', title: 'Verificar justificante' },
  mapaSitio: { path: '/mapa-del-sitio', title: 'Mapa del sitio' },
  misTramites: { path: '/mis-tramites', title: 'Mis trámites' },
} as const;

export type PathKey = keyof typeof paths;

/**
 * Routes a search engine should not list, nor the site map page: the private area and its sign-in, one-off
 * booking screens (they need a payment session), and receipt verification (reached from a receipt's own
 * link). Every other route is listed, so a new public page appears in both without touching this.
 */
export const UNLISTED_PATHS: readonly PathKey[] = [
  'login',
  'forgotPassword',
  'admin',
  'confirmacion',
  'pagoCancelado',
  'verificar',
  'misTramites',
];

/** Fills `:param` segments: getHref('noticia', { id: 3 }) → '/noticia/3'. */
export function getHref(key: PathKey, params: Record<string, string | number> = {}): string {
  return paths[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} para ${key}`);
    return encodeURIComponent(String(value));
  });
}
