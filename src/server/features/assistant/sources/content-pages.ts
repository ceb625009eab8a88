/**
 * Which site page shows each file of content/ (path without extension → URL and page title).
 * The server may not import the web's route table (src/web/app/paths.ts), so the few pages built from
 * content/ are named here; a file missing from this map is left out of the index and logged once.
 */
export const CONTENT_PAGES: Record<string, { url: string; titulo: string } | null> = {
  'saludo-alcalde': { url: '/ayuntamiento/saludo-alcalde', titulo: 'Saludo del Alcalde' },
  corporacion: { url: '/ayuntamiento/corporacion-municipal', titulo: 'Corporación Municipal' },
  'organos-gobierno': { url: '/ayuntamiento/organos-gobierno', titulo: 'Órganos de Gobierno' },
  ordenanzas: { url: '/ayuntamiento/ordenanzas', titulo: 'Ordenanzas' },
  'pueblo/datos-interes': { url: '/pueblo/datos-interes', titulo: 'Datos de Interés' },
  'pueblo/fiestas': { url: '/pueblo/fiestas', titulo: 'Fiestas' },
  'pueblo/lugares-historicos': { url: '/pueblo/lugares-historicos', titulo: 'Lugares Históricos' },
  'pueblo/fotos': { url: '/pueblo/fotos', titulo: 'Fotos' },
  actividades: { url: '/servicios/actividades', titulo: 'Actividades' },
  alojamientos: { url: '/economia-local/alojamientos', titulo: 'Alojamientos' },
  empresas: { url: '/economia-local/empresas', titulo: 'Empresas Locales' },
  'empleo/ofertas': { url: '/empleo', titulo: 'Empleo' },
  'empleo/auxiliar-ayuda-domicilio': {
    url: '/empleo/auxiliar-ayuda-domicilio',
    titulo: 'Bolsa de Auxiliares de Ayuda a Domicilio',
  },
  legal: { url: '/pie-de-web', titulo: 'Información del sitio' },
  // Summaries of other pages: citing them would send residents one click away from the real page.
  inicio: null,
  destacados: null,
  // Site identity: indexed by the contact source, with its own wording.
  sitio: null,
};
