/**
 * What the sede's own pages say they are for: Mis trámites, its saved forms, the forms' «Guardar y continuar más tarde»
 * and the receipt verification page show these sentences, and the assistant answers from the very same ones.
 */

/** How long a saved form is kept from its last save, in days (the drafts store deletes it after). */
export const DRAFT_LIFETIME_DAYS = 30;

/** The button every step of a form with steps shows. */
export const SAVE_LABEL = 'Guardar y continuar más tarde';

/** What saving a form for later does (src/engine/react/steps/save-for-later.tsx). */
export const SAVE_FOR_LATER_NOTE = `Te enviaremos un enlace para seguir donde lo dejas, con tus respuestas y tus archivos. El enlace sirve una sola vez y la solicitud se guarda ${DRAFT_LIFETIME_DAYS} días.`;

/** What Mis trámites is for, as it tells a resident who has not identified yet. */
export const MY_PROCEDURES_INTRO =
  'Aquí puedes consultar los trámites que has presentado identificándote con Cl@ve, su estado y sus justificantes.';

/** Mis trámites' section of the forms saved to finish later, and what it says of them. */
export const SAVED_DRAFTS_HEADING = 'Solicitudes guardadas';
export const SAVED_DRAFTS_NOTE = `Las que guardaste con «${SAVE_LABEL}» tras identificarte con Cl@ve. Se conservan ${DRAFT_LIFETIME_DAYS} días desde la última vez que las guardaste.`;

/** What the receipt verification page is for. */
export const VERIFY_INTRO =
  'Escribe el código seguro de verificación (CSV) que figura en tu justificante de presentación para comprobar que el Ayuntamiento lo ha emitido y ver en qué estado está tu solicitud.';
