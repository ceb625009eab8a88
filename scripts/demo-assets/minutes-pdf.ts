import site from '#content/sitio.json' with { type: 'json' };
import type { DemoSession } from '#server/features/content/demo/minutes.ts';
import type { DemoPdfContent } from './pdf.ts';

// The minutes are committed once but dated when a database is seeded, so their text names no calendar day:
// it refers to "the day given in the call", as real minutes often do in the opening formula.

/** The text of one demo plenary session's minutes. */
export function minutesPdfContent(session: DemoSession): DemoPdfContent {
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
