import job from '#content/empleo/auxiliar-ayuda-domicilio.json';
import offers from '#content/empleo/ofertas.json';

/** The detail of the home-help job pool (content/empleo/auxiliar-ayuda-domicilio.json). */
export type HomeHelpJob = typeof job;

export { job as homeHelpJob };

/** The offer the detail belongs to: title, date and modality live once, in the offers list. */
export function offerOf(detail: HomeHelpJob, list = offers.ofertas) {
  const offer = list.find((candidate) => candidate.id === detail.ofertaId);
  if (!offer)
    throw new Error(`No hay ninguna oferta con id «${detail.ofertaId}» en content/empleo/ofertas.json`);
  return offer;
}
