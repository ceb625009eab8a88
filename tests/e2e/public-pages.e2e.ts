import { describe, expect, inject, it } from 'vitest';
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
import { useBrowser } from './browser.ts';

/** A page's visible text read from its own content file, so a clerk's edit changes what is looked for. */
const firstWords = (text: string | undefined) => (text ?? '').split(' ').slice(0, 6).join(' ');

// Every public page of SPEC §2.3–§2.4 in Chromium: its h1 (the route table's title), a piece of its content,
// no console errors (axe and the phone walk run on every URL in routes.e2e.ts).
const PAGES = (
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
    { key: 'actividades', text: activities.temporada },
    { key: 'alojamientos', text: lodgings.alojamientos[0]?.nombre ?? '' },
    { key: 'empresas', text: businesses.apoyo.titulo },
    { key: 'actualidad', text: 'Leer más' },
    { key: 'empleo', text: offers.ofertas[0]?.titulo ?? '' },
    { key: 'empleoAuxiliar', h1: offers.ofertas[0]?.titulo ?? '', text: offer.secciones.baremo.titulo },
    { key: 'destacados', text: highlights.servicios.at(-1)?.titulo ?? '' },
    { key: 'pieDeWeb', text: legal.documentos.at(-1)?.titulo ?? '' },
  ] satisfies Array<{ key: PathKey; h1?: string; text: string | RegExp }>
).map((page) => ({ h1: paths[page.key].title, ...page, url: getHref(page.key) }));

describe('public pages', () => {
  const browser = useBrowser();

  it.concurrent.for(PAGES)('$url shows its content', async ({ url, h1, text }, { expect }) => {
    const { page, consoleErrors, close } = await browser.newPage();
    try {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await page.getByText(text).first().waitFor();
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sets a meta description per route', async () => {
    const { page, close } = await browser.newPage();
    try {
      await page.goto(getHref('actividades'));
      await page.getByRole('heading', { level: 1, name: 'Actividades' }).waitFor();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toBe(activities.descripcion);
    } finally {
      await close();
    }
  });

  it('serves every ordinance document, robots.txt and sitemap.xml', async () => {
    const { page, close } = await browser.newPage();
    try {
      for (const doc of ordinances.categorias.flatMap((c) => c.documentos)) {
        const response = await page.request.get(`/uploads/ordenanzas/${doc.archivo}`);
        expect(response.status(), doc.archivo).toBe(200);
      }
      for (const file of [site.enlaces.politicaPrivacidad, site.enlaces.avisoLegal]) {
        expect((await page.request.get(file)).status(), file).toBe(200);
      }
      // Both come from the server, on PUBLIC_URL (the e2e server's own address), with the seeded news.
      const origin = inject('baseUrl');
      expect(await (await page.request.get('/robots.txt')).text()).toContain(
        `Sitemap: ${origin}/sitemap.xml`,
      );
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`<loc>${origin}/pueblo/datos-interes</loc>`);
      expect(sitemap).toContain(`<loc>${origin}/tramites/alta-padron</loc>`);
      expect(sitemap).toMatch(
        new RegExp(`<loc>${origin}/noticia/\\d+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    } finally {
      await close();
    }
  });
});
