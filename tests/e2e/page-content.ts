import activities from '#content/actividades.json';
import lodgings from '#content/alojamientos.json';
import corporation from '#content/corporacion.json';
import highlights from '#content/destacados.json';
import offer from '#content/empleo/auxiliar-ayuda-domicilio.json';
import offers from '#content/empleo/ofertas.json';
import businesses from '#content/empresas.json';
import legal from '#content/legal.json';
import ordinances from '#content/ordenanzas.json';
import bodies from '#content/organos-gobierno.json';
import townFacts from '#content/pueblo/datos-interes.json';
import festivities from '#content/pueblo/fiestas.json';
import photos from '#content/pueblo/fotos.json';
import places from '#content/pueblo/lugares-historicos.json';
import greeting from '#content/saludo-alcalde.json';
import site from '#content/sitio.json';
import { getHref, type PathKey, paths } from '#web/app/paths.ts';

/** A page's visible text read from its own content file, so a clerk's edit changes what is looked for. */
const firstWords = (text: string | undefined) => (text ?? '').split(' ').slice(0, 6).join(' ');

interface PageContent {
  key: PathKey;
  /** The h1, when it is not the route table's title. */
  h1?: string;
  /** A piece of the page's visible content. */
  text: string | RegExp;
  /** The page's own meta description. */
  description?: string;
}

/**
 * What every public page of SPEC §2.3–§2.4 must show, by address: its h1 (the route table's title), a piece of
 * its content and, where one is set, its meta description. routes.e2e.ts looks for them on the visit where it
 * also runs axe and the phone walk.
 */
export const PAGE_CONTENT: ReadonlyMap<string, Omit<PageContent, 'key'> & { h1: string }> = new Map(
  (
    [
      { key: 'home', h1: site.ayuntamiento, text: `Conoce ${site.municipio}` },
      { key: 'saludoAlcalde', text: firstWords(greeting.parrafos[0]) },
      { key: 'corporacion', text: corporation.grupos[1]?.miembros[0] ?? '' },
      { key: 'organosGobierno', text: bodies.organos.at(-1)?.titulo ?? '' },
      { key: 'plenosVideo', text: /Pleno/ },
      { key: 'actasPleno', text: /de 20\d\d/ },
      { key: 'ordenanzas', text: ordinances.categorias.at(-1)?.nombre ?? '' },
      { key: 'datosInteres', text: townFacts.nombre.titulo },
      { key: 'fiestas', text: festivities.fiestas.at(-1)?.nombre ?? '' },
      { key: 'lugaresHistoricos', text: places.lugares.at(-1)?.nombre ?? '' },
      { key: 'fotos', text: photos.categorias[0]?.nombre ?? '' },
      { key: 'actividades', text: activities.temporada, description: activities.descripcion },
      { key: 'alojamientos', text: lodgings.alojamientos[0]?.nombre ?? '' },
      { key: 'empresas', text: businesses.apoyo.titulo },
      { key: 'actualidad', text: 'Leer más' },
      { key: 'empleo', text: offers.ofertas[0]?.titulo ?? '' },
      { key: 'empleoAuxiliar', h1: offers.ofertas[0]?.titulo ?? '', text: offer.secciones.baremo.titulo },
      { key: 'destacados', text: highlights.servicios.at(-1)?.titulo ?? '' },
      { key: 'pieDeWeb', text: legal.documentos.at(-1)?.titulo ?? '' },
    ] satisfies PageContent[]
  ).map(({ key, h1 = paths[key].title, ...content }) => [getHref(key), { h1, ...content }]),
);
