import { termsOf } from './normalize.ts';

/**
 * Residents' wording next to the site's wording. A group fires when every word of one of its phrases is
 * in the question; then the other phrases join the search with a lower weight, so the resident's own
 * words still rank first. Extend a group rather than adding near-duplicates.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['empadronarse', 'empadronamiento', 'padrón', 'censo', 'alta padrón', 'mudarse', 'cambio domicilio'],
  ['reforma', 'reformar', 'obra menor', 'baño', 'cocina', 'tejado', 'pintar fachada', 'cambiar suelo'],
  ['construir', 'construcción', 'obra mayor', 'edificar', 'casa nueva', 'ampliación', 'nave'],
  ['perro', 'animal', 'mascota', 'gato', 'chip', 'censo animales'],
  ['perro peligroso', 'ppp', 'potencialmente peligroso', 'pitbull', 'rottweiler', 'licencia ppp'],
  ['pista', 'reserva', 'reservar', 'pádel', 'tenis', 'fútbol sala', 'alquilar pista'],
  ['trabajo', 'empleo', 'oferta', 'bolsa', 'trabajar', 'contratar', 'ayuda domicilio'],
  ['basura', 'residuos', 'escombros', 'recogida', 'contenedor', 'limpieza viaria'],
  ['sepultura', 'nicho', 'tumba', 'cementerio', 'enterrar'],
  ['fiesta', 'fiestas', 'verbena', 'romería', 'patrón', 'patrona', 'feria'],
  ['feriante', 'atracción', 'caseta', 'puesto feria', 'tómbola'],
  ['negocio', 'actividad económica', 'abrir', 'tienda', 'bar', 'local', 'declaración actividad'],
  ['impuestos', 'tributos', 'recibos', 'domiciliar', 'domiciliación', 'banco', 'iban', 'ibi'],
  ['alcalde', 'alcaldesa', 'saludo alcalde'],
  ['concejal', 'concejales', 'corporación', 'partido', 'grupo municipal', 'oposición'],
  ['pleno', 'plenos', 'sesión plenaria', 'acta', 'actas'],
  ['vídeo', 'video', 'grabación', 'youtube', 'directo'],
  ['teléfono', 'contacto', 'llamar', 'correo', 'email', 'dirección', 'contactar'],
  ['primera ocupación', 'cambio uso', 'habitabilidad', 'cédula'],
  ['arraigo', 'extranjería', 'papeles', 'residencia', 'informe arraigo'],
  ['dormir', 'alojamiento', 'alojarse', 'hotel', 'casa rural', 'hostal', 'albergue'],
  ['precio', 'cuesta', 'cuánto', 'tarifa', 'euros', 'pagar'],
  ['actividades', 'cursos', 'talleres', 'gimnasia', 'yoga', 'clases'],
  ['noticias', 'novedades', 'actualidad', 'anuncio'],
  ['ordenanza', 'ordenanzas', 'normativa', 'reglamento', 'tasa'],
  ['historia', 'monumento', 'lugares históricos', 'iglesia', 'ermita', 'patrimonio'],
  ['agua', 'depuración', 'alcantarillado', 'acometida'],
  ['queja', 'reclamación', 'solicitud general', 'instancia', 'escrito', 'sugerencia'],
  ['empresas', 'comercios', 'comprar', 'empresas locales'],
  ['permiso', 'licencia', 'autorización'],
  ['registrar', 'inscribir', 'inscripción', 'apuntar', 'censar'],
  ['ceder', 'cesión', 'traspasar', 'transmitir'],
  ['habitantes', 'población', 'vecinos', 'datos interés', 'superficie'],
];

interface Group {
  phrases: string[][];
}

const GROUPS: Group[] = SYNONYM_GROUPS.map((group) => ({ phrases: group.map((phrase) => termsOf(phrase)) }));

/** Weight of a synonym term relative to a term the resident wrote. */
export const SYNONYM_WEIGHT = 0.5;

/**
 * The search terms a question adds through synonyms (not its own terms), with their weights. A word of a
 * longer phrase ('alta' of 'alta padrón') weighs less than a one-word synonym: alone it says little.
 */
export function synonymTerms(questionTerms: string[]): Map<string, number> {
  const present = new Set(questionTerms);
  const added = new Map<string, number>();
  for (const group of GROUPS) {
    const fires = group.phrases.some((phrase) => phrase.length > 0 && phrase.every((t) => present.has(t)));
    if (!fires) continue;
    for (const phrase of group.phrases) {
      const weight = phrase.length === 1 ? SYNONYM_WEIGHT : SYNONYM_WEIGHT / 2;
      for (const term of phrase) {
        if (!present.has(term) && (added.get(term) ?? 0) < weight) added.set(term, weight);
      }
    }
  }
  return added;
}
