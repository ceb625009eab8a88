import site from '#content/sitio.json' with { type: 'json' };

/** One demo plenary session: its minutes PDF (file name and agenda) and whether it has a video. */
export interface DemoSession {
  /** Months before the seeding day; 0 is the current month. */
  mesesAtras: number;
  acta: { archivo: string; puntos: Array<{ titulo: string; texto: string }> };
  /** Thumbnail drawn by scripts/demo-assets, or null to show the placeholder; absent: no video. */
  video?: { miniatura: { archivo: string; semilla: number } | null };
}

const approvePrevious = {
  titulo: 'Aprobación, si procede, del acta de la sesión anterior',
  texto:
    'Conocido el borrador del acta de la sesión anterior, distribuido con la convocatoria, no se formulan observaciones y queda aprobado por unanimidad de los miembros presentes.',
};
const mayorDecrees = {
  titulo: 'Dación de cuenta de los decretos de la Alcaldía',
  texto:
    'La Presidencia da cuenta de los decretos dictados desde la última sesión ordinaria, cuya relación ha estado a disposición de los concejales. El Pleno queda enterado.',
};
const questions = {
  titulo: 'Ruegos y preguntas',
  texto:
    'Los portavoces de los grupos municipales formulan varias preguntas sobre el estado de los caminos rurales y el calendario de actividades culturales, que son contestadas por la Alcaldía en la misma sesión.',
};

export const DEMO_SESSIONS: DemoSession[] = [
  {
    mesesAtras: 0,
    acta: {
      archivo: 'acta-pleno-01.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Aprobación inicial del presupuesto municipal del próximo ejercicio',
          texto:
            'Tras el debate, en el que intervienen los portavoces de todos los grupos, se aprueba inicialmente el presupuesto general con siete votos a favor y dos abstenciones, y se acuerda su exposición pública durante quince días hábiles.',
        },
        mayorDecrees,
        questions,
      ],
    },
    video: { miniatura: { archivo: 'miniatura-01.jpg', semilla: 21 } },
  },
  {
    mesesAtras: 1,
    acta: {
      archivo: 'acta-pleno-02.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Fijación de las fiestas locales del próximo año',
          texto:
            'Se acuerda por unanimidad proponer a la autoridad laboral como fiestas locales los días de San Roque y de la Virgen del Arroyo.',
        },
        {
          titulo: 'Modificación de la ordenanza reguladora de la tasa por recogida de basuras',
          texto:
            'Se aprueba provisionalmente la modificación de la ordenanza para introducir una bonificación a las familias numerosas, y se acuerda someterla a información pública durante treinta días.',
        },
        questions,
      ],
    },
    video: { miniatura: { archivo: 'miniatura-02.jpg', semilla: 22 } },
  },
  {
    mesesAtras: 2,
    acta: {
      archivo: 'acta-pleno-03.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Adjudicación de la renovación del alumbrado público',
          texto:
            'Se da cuenta del resultado de la licitación y se acuerda adjudicar el contrato a la oferta más ventajosa según los criterios del pliego, con cargo a la subvención provincial de eficiencia energética.',
        },
        mayorDecrees,
      ],
    },
    video: { miniatura: null },
  },
  {
    mesesAtras: 4,
    acta: {
      archivo: 'acta-pleno-04.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Aprobación de la cuenta general del ejercicio anterior',
          texto:
            'Informada favorablemente por la Comisión Especial de Cuentas y expuesta al público sin reclamaciones, se aprueba la cuenta general por mayoría absoluta.',
        },
        questions,
      ],
    },
    video: { miniatura: { archivo: 'miniatura-04.jpg', semilla: 24 } },
  },
  {
    mesesAtras: 6,
    acta: {
      archivo: 'acta-pleno-05.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Solicitud de inclusión en el plan provincial de obras y servicios',
          texto:
            'Se acuerda solicitar a la Diputación Provincial la inclusión de la renovación de la red de abastecimiento de la calle Real en el plan provincial de cooperación.',
        },
        mayorDecrees,
        questions,
      ],
    },
    video: { miniatura: { archivo: 'miniatura-05.jpg', semilla: 25 } },
  },
  {
    mesesAtras: 9,
    acta: {
      archivo: 'acta-pleno-06.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Aprobación del convenio con la asociación cultural para la gestión de la biblioteca',
          texto:
            'Se aprueba por unanimidad el convenio de colaboración que regula la apertura de la biblioteca municipal en horario de tarde y la organización de actividades de fomento de la lectura.',
        },
        questions,
      ],
    },
    video: { miniatura: { archivo: 'miniatura-06.jpg', semilla: 26 } },
  },
  {
    mesesAtras: 11,
    acta: {
      archivo: 'acta-pleno-07.pdf',
      puntos: [
        approvePrevious,
        {
          titulo: 'Calendario fiscal y de cobro de los tributos municipales',
          texto:
            'Se aprueba el calendario de cobro en periodo voluntario de los impuestos sobre bienes inmuebles y vehículos y de las tasas de agua y basuras.',
        },
        mayorDecrees,
      ],
    },
  },
];

/** What one demo session's minutes say: what `npm run demo:assets` prints in its PDF and the seeded text. */
export interface MinutesDocument {
  title: string;
  subtitle: string;
  paragraphs: string[];
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

// The minutes are committed once but dated when a database is seeded, so their text names no calendar day:
// it refers to "the day given in the call", as real minutes often do in the opening formula.

/** The text of one demo plenary session's minutes. */
export function minutesDocument(session: DemoSession): MinutesDocument {
  return {
    title: 'Acta de la sesión ordinaria del Pleno',
    subtitle: `${site.ayuntamiento} · Documento de demostración con datos ficticios`,
    paragraphs: [
      `En el Salón de Plenos de la Casa Consistorial de ${site.municipio}, siendo las diecinueve horas del día señalado en la convocatoria, se reúnen en primera convocatoria los miembros de la Corporación Municipal bajo la presidencia de la Alcaldía, con la asistencia de la Secretaría-Intervención del Ayuntamiento, que da fe del acto.`,
      'Comprobada la existencia del cuórum necesario para la válida celebración de la sesión, la Presidencia la declara abierta y se pasa a tratar los asuntos incluidos en el orden del día.',
    ],
    sections: [
      ...session.acta.puntos.map((punto, index) => ({
        heading: `${index + 1}. ${punto.titulo}`,
        paragraphs: [punto.texto],
      })),
      {
        heading: 'Cierre de la sesión',
        paragraphs: [
          'Y no habiendo más asuntos que tratar, la Presidencia levanta la sesión a las veinte horas y treinta minutos, de todo lo cual, como Secretaría, doy fe.',
        ],
      },
    ],
  };
}

/** A minutes document as stored text (minutes-text.ts): its blocks, a blank line between them. */
export const minutesDocumentText = (document: MinutesDocument) =>
  [
    document.title,
    document.subtitle,
    ...document.paragraphs,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ].join('\n\n');
