import { describe, expect, inject, it } from 'vitest';
import corporation from '#content/corporacion.json';
import offers from '#content/empleo/ofertas.json';
import ordinances from '#content/ordenanzas.json';
import site from '#content/sitio.json';
import { getHref } from '#web/app/paths.ts';
import { useBrowser } from './browser.ts';

// Every public page of SPEC §2.3–§2.4 in Chromium: its h1, a piece of its content, no console errors (axe and
// the phone walk run on every URL in routes.e2e.ts).
const PAGES: Array<{ url: string; h1: string | RegExp; text: string | RegExp }> = [
  { url: getHref('home'), h1: site.ayuntamiento, text: `Conoce ${site.municipio}` },
  { url: getHref('saludoAlcalde'), h1: 'Saludo del Alcalde', text: 'Queridos vecinos y vecinas' },
  {
    url: getHref('corporacion'),
    h1: 'Corporación Municipal',
    text: corporation.grupos[1]?.miembros[0] ?? '',
  },
  { url: getHref('organosGobierno'), h1: 'Órganos de Gobierno', text: 'Comisión Mixta Permanente' },
  { url: getHref('plenosVideo'), h1: 'Plenos en Vídeo', text: /Pleno/ },
  { url: getHref('actasPleno'), h1: 'Actas de Pleno', text: /de 20\d\d/ },
  { url: getHref('ordenanzas'), h1: 'Ordenanzas', text: 'Basuras, Escombros y Limpieza Viaria' },
  { url: getHref('datosInteres'), h1: 'Datos de Interés', text: 'Origen del nombre' },
  { url: getHref('fiestas'), h1: 'Fiestas', text: 'Fiestas del Puente Viejo' },
  { url: getHref('lugaresHistoricos'), h1: 'Lugares Históricos', text: 'Ermita de San Roque' },
  { url: getHref('fotos'), h1: 'Fotos', text: 'Recuerdos del Pasado' },
  { url: getHref('actividades'), h1: 'Actividades', text: 'Temporada 2024/2025' },
  { url: getHref('alojamientos'), h1: 'Alojamientos', text: 'Casa Rural La Vega' },
  { url: getHref('empresas'), h1: 'Empresas Locales', text: 'Apoyo a la empresa local' },
  { url: getHref('actualidad'), h1: 'Actualidad', text: 'Leer más' },
  { url: getHref('empleo'), h1: 'Empleo', text: offers.ofertas[0]?.titulo ?? '' },
  { url: getHref('empleoAuxiliar'), h1: offers.ofertas[0]?.titulo ?? '', text: 'Baremo de méritos' },
  { url: getHref('destacados'), h1: 'Destacados', text: 'Licencia de Obra Mayor' },
  { url: getHref('pieDeWeb'), h1: 'Información del sitio', text: 'Declaración de accesibilidad' },
];

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
      expect(description).toContain('Actividades municipales');
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
