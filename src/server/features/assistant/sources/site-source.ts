import { headingAnchor } from '#shared/anchors.ts';
import { fillPlaceholders, type SiteIdentity, siteValues } from '#shared/site-placeholders.ts';
import type { Passage } from '../types.ts';

/** The fields of content/sitio.json the assistant reads (the file may hold more). */
export interface SiteInfo extends SiteIdentity {
  redes?: Array<{ nombre: string; url: string }>;
}

/** Reads the site identity, refusing a file without the contact data every fallback answer needs. */
export function parseSiteInfo(data: unknown): SiteInfo {
  const site = data as Partial<SiteInfo> | null;
  for (const key of ['municipio', 'ayuntamiento', 'direccion', 'telefono', 'email'] as const) {
    if (typeof site?.[key] !== 'string') throw new Error(`content/sitio.json: falta "${key}"`);
  }
  return site as SiteInfo;
}

/** Replaces the placeholders content files use for the site identity ('{telefono}', '{dpdEmail}'…). */
export function siteFiller(site: SiteInfo): (text: string) => string {
  const values = siteValues(site);
  return (text) => fillPlaceholders(text, values, (_, whole) => whole);
}

/** Heading of the contact card on the site's information page (src/web/features/info/site-info-page.tsx). */
const CONTACT = 'Contacto';

/** 'Instagram, Canal de Telegram y Plenos en YouTube'. */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}` : (names[0] ?? '');

/**
 * The contact passages: where the council is (its postal code too, which residents ask for by name), how to
 * reach it, and its social networks (every page's footer links them; residents ask '¿tenéis Instagram?').
 */
export function contactPassages(site: SiteInfo): Passage[] {
  const place = {
    kind: 'contacto' as const,
    url: '/pie-de-web',
    titulo: 'Información del sitio',
    seccion: CONTACT,
    anchor: headingAnchor(CONTACT),
  };
  return [
    {
      ...place,
      id: 'sitio:contacto',
      frases: [`Puedes llamar al teléfono ${site.telefono} o escribir al correo electrónico ${site.email}.`],
      claves: 'contacto teléfono llamar correo email ayuntamiento',
    },
    {
      ...place,
      id: 'sitio:direccion',
      frases: [`El ${site.ayuntamiento} está en ${site.direccion}.`],
      claves: 'dirección dónde está ayuntamiento oficina código postal',
    },
    ...(site.redes && site.redes.length > 0
      ? [
          {
            ...place,
            id: 'sitio:redes',
            frases: [
              `El ${site.ayuntamiento} está en las redes sociales: ${listed(site.redes.map((r) => r.nombre))}.`,
            ],
            claves: 'redes sociales seguir ayuntamiento',
          },
        ]
      : []),
  ];
}
