/**
 * The register of every user-facing Spanish text is "tú" (BRIEF, SPEC §5 and §8: "Debes aceptar…", "Rellena…",
 * "Inténtalo de nuevo"). These are the only texts the spec itself fixes in "usted"; they stay verbatim.
 */
export const SPEC_USTED_TEXTS: readonly string[] = [
  // SPEC §2.5: the heading of /tramites.
  'Seleccione el trámite que desea realizar',
  // SPEC §5: the PPP consent alert.
  'Debe aceptar el consentimiento para continuar.',
  // SPEC §8: every procedure's success message.
  'El trámite ha sido recibido por el Ayuntamiento. Recibirá respuesta al correo indicado lo antes posible.',
];

/** Words that only "usted" speech uses: formal imperatives, pronouns and the possessives addressed to the reader. */
export const USTED_MARKERS: readonly RegExp[] = [
  /\bustedes?\b/i,
  /(?<!\b(que|se|no) )\b(Rellene|Introduzca|Seleccione|Indique|Adjunte|Marque|Compruebe|Revise|Escriba|Pulse|Elija|Consulte|Acepte|Espere|Vuelva|Inténtelo|Descargue|Firme|Aporte|Solicite|Confirme|Contacte|Llame|Diríjase|Haga|Guarde|Cumplimente|Añada|Elimine|Utilice|Recuerde|Tenga|Envíe|Asegúrese|Díganos|Pregunte|Incluya|Deje|Resuma|Cuente|Recargue|Escoja|Explique|Describa|Especifique|Anote|Póngase|póngase|diríjase)\b/i,
  // The same imperatives with a pronoun attached: 'Déjelo en blanco', 'Adjúntelos' ('Déjalo', 'Adjúntalos' in tú).
  /\b(Déj|Rellén|Adjúnt|Márqu|Indíqu|Compruéb|Revís|Envíe|Guárd|Complét|Utilíc|Anót|Cumplimént|Selecciónel|Introdúzca|Escríba|Elíja)(el|l)?[oa]s?\b/i,
  /\b[Ss]i no (lo |la )?(conoce|sabe|tiene)\b/,
  /\b[Ss]i (presenta|considera|desea|quiere|tiene|necesita|ha)\b/,
  /\bque (ha escrito|busca|desee|elija|quiera|facilite|necesite)\b/,
  /\b[Ll]e (enviaremos|notificaremos|adjuntamos|informamos|responderá|recordamos|rogamos|comunicaremos|llegará)\b/,
  /\b(comunicarle|informarle|responderle|enviarle|atenderle|ayudarle|contactarle)\b/i,
  /\b(Puede|Podrá|Debe|Deberá|Tiene|Recibirá|Desea|Necesita|Quiere) /,
  /\b(puede|podrá|deberá|recibirá|desea|necesita) (usted|consultar|comprobar|ejercer|presentar|descargar|anular|cambiar|elegir|escribir|volver|pedir|solicitar|indicar|adjuntar)\b/,
  /\b[Ss]us? (solicitud|datos|correo|justificante|archivo|seguridad|derechos|contraseña|cuenta|consentimiento|trámite|reserva|DNI|firma|documentos?)\b/,
];

/** The markers a text trips once the spec's own "usted" texts are taken out of it. */
export function ustedMarkersIn(text: string): string[] {
  let rest = text;
  for (const exception of SPEC_USTED_TEXTS) rest = rest.split(exception).join(' ');
  return USTED_MARKERS.flatMap((marker) => rest.match(marker)?.[0] ?? []);
}
