// The words of the site's demo documents (ordinances, job call, legal texts), built from content/ so the
// documents and the pages they hang from never disagree.
import jobDetail from '#content/empleo/auxiliar-ayuda-domicilio.json' with { type: 'json' };
import offers from '#content/empleo/ofertas.json' with { type: 'json' };
import legal from '#content/legal.json' with { type: 'json' };
import site from '#content/sitio.json' with { type: 'json' };
import { fillSitePlaceholders } from '#web/features/info/site-placeholders.ts';
import type { OfficeText } from './office-docs.ts';
import type { DemoPdfContent } from './pdf.ts';

const DEMO_NOTICE = `Documento de demostración del sitio web de ejemplo del ${site.ayuntamiento}, municipio ficticio. No es una norma ni una convocatoria reales.`;

/** An ordinance as text: generic articles built around its title and category. */
export function ordinanceText(title: string, category: string): OfficeText {
  const subject = title.charAt(0).toLowerCase() + title.slice(1);
  return {
    title,
    blocks: [
      { paragraphs: [`Categoría: ${category}.`, DEMO_NOTICE] },
      {
        heading: 'Artículo 1. Objeto y ámbito de aplicación',
        paragraphs: [
          `Esta norma establece la ${subject} en el término municipal de ${site.municipio}, en ejercicio de las competencias que reconocen a los municipios los artículos 4 y 25 de la Ley 7/1985, de 2 de abril, Reguladora de las Bases del Régimen Local.`,
        ],
      },
      {
        heading: 'Artículo 2. Personas obligadas',
        paragraphs: [
          'Están obligadas a cumplirla las personas físicas y jurídicas que soliciten, utilicen o se beneficien de los servicios, actividades o aprovechamientos que regula.',
        ],
      },
      {
        heading: 'Artículo 3. Solicitudes y procedimiento',
        paragraphs: [
          'Las solicitudes se presentan en el Registro General del Ayuntamiento o en su sede electrónica. El Ayuntamiento resolverá en el plazo que señale la normativa aplicable y notificará la resolución a la persona interesada.',
        ],
      },
      {
        heading: 'Artículo 4. Infracciones y sanciones',
        paragraphs: [
          'El incumplimiento de lo dispuesto en esta norma se sancionará de acuerdo con el título XI de la Ley 7/1985, previa tramitación del procedimiento sancionador correspondiente.',
        ],
      },
      {
        heading: 'Disposición final',
        paragraphs: [
          `Entrará en vigor al día siguiente de la publicación de su texto íntegro en el Boletín Oficial de la Provincia de ${site.provincia}.`,
        ],
      },
    ],
  };
}

/** OfficeText as the input of A's PDF renderer. */
export function asPdf(text: OfficeText, subtitle?: string): DemoPdfContent {
  const [first, ...rest] = text.blocks;
  return {
    title: text.title,
    subtitle,
    paragraphs: first && !first.heading ? first.paragraphs : [],
    sections: (first && !first.heading ? rest : text.blocks).map((block) => ({
      heading: block.heading ?? '',
      paragraphs: block.paragraphs,
    })),
  };
}

function jobOffer() {
  const found = offers.ofertas.find((candidate) => candidate.id === jobDetail.ofertaId);
  if (!found) throw new Error(`Falta la oferta ${jobDetail.ofertaId} en content/empleo/ofertas.json`);
  return found;
}
const offer = jobOffer();
const bullet = (items: string[]) => items.map((item) => `• ${item}`);

/** The full rules of the home-help job call. */
export function jobRulesPdf(): DemoPdfContent {
  const s = jobDetail.secciones;
  return {
    title: `Bases de la ${offer.titulo}`,
    subtitle: `${site.ayuntamiento} · Modalidad ${offer.modalidad} · Publicación: ${offer.fechaPublicacion}`,
    paragraphs: [DEMO_NOTICE],
    sections: [
      { heading: s.convocatoria.titulo, paragraphs: s.convocatoria.parrafos },
      { heading: s.objeto.titulo, paragraphs: s.objeto.parrafos },
      { heading: s.funciones.titulo, paragraphs: bullet(s.funciones.lista) },
      { heading: s.requisitos.titulo, paragraphs: bullet(s.requisitos.lista) },
      {
        heading: s.documentos.titulo,
        paragraphs: [
          `${s.documentos.obligatoriosTitulo}:`,
          ...bullet(s.documentos.obligatorios),
          `${s.documentos.opcionalesTitulo}:`,
          ...bullet(s.documentos.opcionales),
          s.documentos.nota,
        ],
      },
      {
        heading: s.baremo.titulo,
        paragraphs: [
          s.baremo.introduccion,
          ...s.baremo.apartados.flatMap((block) => [
            `${block.titulo}. ${block.introduccion}`,
            ...bullet(block.lineas.map((line) => `${line.concepto}: ${line.puntos}.`)),
            ...('nota' in block && block.nota ? [block.nota] : []),
          ]),
        ],
      },
      { heading: s.presentacion.titulo, paragraphs: [jobDetail.plazoDetalle, ...s.presentacion.parrafos] },
    ],
  };
}

/** The application form candidates fill in, sign and send. */
export function applicationFormPdf(): DemoPdfContent {
  const s = jobDetail.secciones;
  const blank = (label: string) => `${label}: ________________________________________________`;
  return {
    title: `Modelo de solicitud: ${offer.titulo}`,
    subtitle: `Dirigido al Sr. Alcalde-Presidente del ${site.ayuntamiento}`,
    paragraphs: [DEMO_NOTICE],
    sections: [
      {
        heading: '1. Datos personales',
        paragraphs: [
          'Nombre y apellidos',
          'DNI o NIE',
          'Domicilio',
          'Municipio y código postal',
          'Teléfono',
          'Correo electrónico',
        ].map(blank),
      },
      {
        heading: '2. Documentación que se adjunta (marque con una X)',
        paragraphs: [...s.documentos.obligatorios, ...s.documentos.opcionales].map((item) => `[   ] ${item}`),
      },
      {
        heading: '3. Declaración y solicitud',
        paragraphs: [
          'La persona abajo firmante declara que son ciertos los datos consignados, que reúne los requisitos de las bases de la convocatoria y solicita ser admitida en el proceso de selección.',
          `En ${site.municipio}, a ____ de ______________ de 20____.`,
          'Firma (manuscrita o electrónica):',
        ],
      },
    ],
  };
}

/** Each legal text with the site identity filled in, keyed by the public path of its PDF. */
export function legalPdfs(): Array<{ path: string; content: DemoPdfContent }> {
  return legal.documentos.map((document) => ({
    path: document.pdf,
    content: {
      title: document.titulo,
      subtitle: site.ayuntamiento,
      paragraphs: [],
      sections: document.secciones.map((section) => ({
        heading: section.titulo,
        paragraphs: section.parrafos.map((text) => fillSitePlaceholders(text)),
      })),
    },
  }));
}
