import { fold } from './text/normalize.ts';
import { WEEKDAYS } from './text/ranges.ts';
import type { Passage } from './types.ts';

/**
 * The kind of fact a question asks for, read from its question words: '¿a qué hora…?' wants an hour,
 * '¿cuánto cuesta…?' a price. A passage that holds such a fact answers the question better than one that
 * only shares its words (the price rule is not the answer to '¿hasta qué hora…?'), and inside a passage
 * the sentence that holds it is the one to quote first.
 */
export type Intent =
  | 'hora'
  | 'precio'
  | 'duracion'
  | 'cantidad'
  | 'fecha'
  | 'lugar'
  | 'persona'
  | 'telefono'
  | 'correo'
  | 'documentos'
  | 'origen'
  | 'permiso'
  | 'pasos';

const WEEKDAY = [
  ...WEEKDAYS.map((day) => (day.endsWith('s') ? day : `${day}s?`)),
  'festivos?',
  'laborables',
].join('|');
/** The months and seasons, folded, as a regular expression's alternatives. */
export const MONTH =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|primavera|verano|otoño|invierno';
const UNIT = 'dias?|horas?|minutos?|semanas?|mes|meses|años?';
const NUMBER_WORD = 'un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta';
/** The hours of a clock in words ('a las nueve de la noche', 'de diez a dos'). */
const HOUR_WORD = 'una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce';
/** The hours past noon as formal texts spell them ('siendo las diecinueve horas', 'a las veinte horas'). */
const FORMAL_HOUR_WORD =
  'trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veintiuna|veintidos|veintitres';

/**
 * How a question asks for a thing's address or number ('¿a qué correo…?', '¿cuál es su teléfono?', 'dame el móvil',
 * 'necesito el teléfono de…'), or a message that opens with it ('número de teléfono de la casa rural, por favor').
 */
const ASKED_FOR =
  '(\\b(a que|que|cual es (el|su)|cuales son (los|sus)|(me )?(das|dais|da|dan) (el|su)|(necesito|quiero|busco|pasame|dime) (el|su|un)|(se me (ha )?olvidado|olvide|no (se|encuentro)) (el|su)) |^\\W*(el |un )?)';
const PHONE_ASKED = new RegExp(`${ASKED_FOR}(telefono|telefonos|numero de telefono|movil)\\b`);
const MAIL_ASKED = new RegExp(`${ASKED_FOR}(correo|correos|email|e-mail|mail)\\b`);

/** How a question asks for a date besides 'cuando' (which may only join a sentence: `ASKING_WHEN`). */
const DATE_ASKED = /\b(que dias?|fechas?|que mes(es)?|que año|que epoca|hasta que año|de que siglo)\b/;
/**
 * A date the resident has, lacks or is asked for ('aunque no tenga la fecha de esa licencia', 'me pide la fecha en
 * que se concedió'): a thing of the story or the form, not a date asked for.
 */
const DATE_NAMED =
  /\b(?:tengo|tenga|tiene|tenia|pongo|ponga|pone|pide|piden|pregunta|preguntan|sin|falta|se)\s+(?:por\s+)?(?:(?:la|una|esa|esta|su|mi)\s+)?fechas?\b/g;

/** How each intent shows in a question (folded text). Checked in order; a question may have several. */
const ASKS: Array<[Intent, RegExp]> = [
  [
    'hora',
    // Not opening a business ('mi cuñado abre una tienda'), nor a link that does not open ('ya no me abre'), nor what
    // starts to be done ('¿desde qué recibos empieza a aplicarse?') or has just happened ('acaba de cumplir 16').
    /\b(que hora|a que horas?|hasta que hora|horarios?|(?<!\bno (me |te |le |nos |se )?)(abre|abren|abris)(?! (un|una|mi|su|otro|otra)\b)|cierra|cierran|(empieza|empiezan)(?! a \w+(ar|er|ir)(se)?\b)|termina|acaba(?! de\b))\b/,
  ],
  // '¿Puedo jugar a las diez?': a time of day named in the question is about the hours.
  ['hora', new RegExp(`\\ba las? (\\d{1,2}|${NUMBER_WORD}|once|doce)\\b`)],
  [
    'precio',
    // Not what is hard for the resident ('a mi edad me cuesta salir').
    /\b(cuanto (cuesta|cuestan|vale|valen|sale|cobra|cobran|se paga|hay que pagar|dan|dais|pagan|pagais)|cuanto (me|te|nos|le|les) (cuesta|cuestan|sale|cobra|cobran|cobrais)|precios?|tarifas?|coste|(?<!\b(me|te|le|nos|les) )cuesta|cuesta(?! (mucho |bastante |un poco |trabajo )?\w+(ar|er|ir)(me|te|se|le|lo|la)?\b)|cuotas?|hay que pagar (algo|por|para|tasa)|es gratis|gratuit[oa]s?|cuanto (es|son)|cuanto dinero|(sale|es|salen|son) (mas )?(caro|caros|cara|caras|barato|baratos|barata|baratas)|costar\w*|costad[oa]|costo|(que|cual es el) importe)\b/,
  ],
  [
    'duracion',
    /\b(cuanto (se )?(dura|duran|tiempo|tarda|tardan|tardas|tardais)|plazos?|antelacion|cuant[oa]s (dias|horas|minutos|semanas|meses|años)|que edad|edad (minima|maxima))\b/,
  ],
  // '¿…para dentro de un mes?': a span of time ahead.
  ['duracion', new RegExp(`\\bdentro de (${NUMBER_WORD}|\\d+) (${UNIT})\\b`)],
  // '¿Cuánto mide / ocupa…?', '¿…en kilómetros?', '¿a qué altura está…?': a measure.
  [
    'cantidad',
    /\bcuant[oa]s\b|\bcuanto (mide|miden|ocupa|ocupan|pesa|pesan)\b|\ben (kilometros|metros|hectareas|km)\b|\b(a que|que|cual es (la|su)) (altura|altitud|longitud|distancia|superficie|extension|anchura|profundidad)\b/,
  ],
  ['fecha', /\bcuando\b/],
  ['fecha', DATE_ASKED],
  ['lugar', /\bdonde\b|\ben que (sitio|lugar|calle)\b/],
  ['persona', /\bquien(es)?\b/],
  // '¿A qué correo escribo…?', '¿qué teléfono tiene la casa rural?': an address to write to or a number to call.
  ['telefono', PHONE_ASKED],
  ['correo', MAIL_ASKED],
  // '¿qué informe piden?', '¿qué papel tengo que llevar?': a noun may come between the question word and the
  // verb, unless it names a time ('¿qué día tengo que llevar al perro?' asks for a date).
  [
    'documentos',
    /\b(papel(es)?|documentos?|documentacion|requisitos|que certificados?|hacen? falta|que (?!(dias?|horas?|mes|fecha|año)\b)(\S+ ){0,2}(me )?(piden|pide|necesito|necesitamos)|que (?!(dias?|horas?|mes|fecha|año)\b)(\S+ ){0,2}(tengo|tenemos|hay) que (llevar|aportar|presentar|adjuntar|entregar))\b/,
  ],
  ['origen', /\bde donde (viene|vienen|procede|proceden|sale)\b|\bpor que (\S+ ){0,3}se llama|\borigen\b/],
  // '¿Puedo…?', '¿Se puede…?': whether something is allowed, and on what terms.
  ['permiso', /^\W*(puedo|podemos|se puede|se pueden|es posible|esta permitido|admiten|dejan)\b/],
  // '¿Cómo reservo…?', '¿Cómo se pide…?': the steps to follow (not '¿cómo es…?', a description).
  // Also after what the resident tells first ('He comprado una casa, ¿cómo cambio…?'), and impersonal ('¿cómo
  // se juega…?'; not '¿cómo se llama…?', a name).
  [
    'pasos',
    /(^|[¿,.;:])\W*como ((me |te |puedo |hay que |tengo que )?[a-zñ]+(o|ar|er|ir)|se (?!llaman?\b)[a-zñ]+)\b/,
  ],
];

/** How each intent's fact shows in a passage (folded text). */
const HOLDS: Record<Intent, RegExp> = {
  // Also in words: 'hasta las nueve de la noche', 'de diez a dos' (not 'de dos a cuatro plazas').
  hora: new RegExp(
    `\\b\\d{1,2}[:.]\\d{2}\\b|\\b\\d{1,2} ?h\\b|\\b(${HOUR_WORD}) de la (mañana|tarde|noche|madrugada)\\b|\\b(a|desde|hasta) las (${HOUR_WORD})\\b|\\b(siendo|a|desde|hasta) las (${HOUR_WORD}|${FORMAL_HOUR_WORD}) horas\\b|\\bde (${HOUR_WORD}) a (${HOUR_WORD})\\b(?! (años|meses|dias|semanas|horas|minutos|personas|plazas|euros|metros|veces)\\b)`,
  ),
  precio: /\d\s*(€|euros?)|\bgratuit[oa]s?\b|\bgratis\b/,
  // Or a span said without a number: 'el tiempo necesario', 'mientras no se anule'.
  duracion: new RegExp(
    `\\b(\\d+|${NUMBER_WORD}) (${UNIT})\\b|\\btiempo necesario\\b|\\bmientras\\b|\\bindefinid`,
  ),
  // A number of things ('2 a 4 plazas', 'tres ojos'), not the number of a street or a phone.
  // ('un', 'una' are articles here, but 'una sola nave' counts one).
  // A measure counts too ('46 km', '812 m', '38,4 km²').
  cantidad: new RegExp(
    `\\b(\\d+|${NUMBER_WORD.replace('un|una|', '')}|un solo|una sola) (a \\d+ )?([a-zñ]{3,}|(km|m|ha|kg|cm)\\b)`,
  ),
  // A year, but not the number of a law ('Ley 39/2015', 'RD 1112/2018'): that says which law, not when.
  fecha: new RegExp(
    `\\b(${WEEKDAY}|${MONTH})\\b|\\b\\d{1,2} de [a-z]+\\b|(?<!\\/)\\b(1[0-9]|20)\\d\\d\\b(?!\\/)|\\bsiglos?\\b`,
  ),
  lugar:
    /\b(calle|plaza|avenida|avda|camino|travesia|paseo|carretera|ctra|lugar|direccion|junto a|casa de cultura|hogar del jubilado|pabellon|polideportivo|pistas|edificio|oficinas|ermita|iglesia|biblioteca|museo)\b|\ben (el|la|las|los) (ayuntamiento|registro|sede)\b|\b(figura|figuran|viene|vienen|aparece|aparecen|consta|constan) en\b/,
  // A person's full name ('Tomás Herrero Gil'; not 'La Corporación Municipal' opening a sentence), or a body's inside a sentence ('la Delegación de Protección de
  // Datos', 'del Ayuntamiento de Villaverde'; not 'Procesiones del Jueves…' opening one): '¿quién es el
  // delegado…?', '¿de quién es la web?' are answered by either.
  persona:
    /\b(?!(?:El|La|Los|Las|Un|Una|Este|Esta) )[A-ZÁÉÍÓÚ][a-záéíóúñ]+ [A-ZÁÉÍÓÚ][a-záéíóúñ]+ [A-ZÁÉÍÓÚ][a-záéíóúñ]+\b|(?<=[a-záéíóúñ,] |\()[A-ZÁÉÍÓÚ][a-záéíóúñ]+ (?:[A-ZÁÉÍÓÚ][a-záéíóúñ]+ )?del? (?:la |los |las )?[A-ZÁÉÍÓÚ][a-záéíóúñ]+\b/,
  // A phone number ('900 000 000'), an e-mail address.
  telefono: /\b\d{3} ?\d{3} ?\d{3}\b/,
  correo: /@/,
  documentos:
    /\b(documentos?|documentacion|dni|nie|certificados?|copia|fotocopia|justificante|acreditacion|requisitos)\b/,
  origen: /\b(procede|proceden|proviene|provienen|origen|debe su nombre|toma su nombre|se llama asi)\b/,
  pasos:
    /\b(pasos|eliges|elige|escribe|introduce|indicas|pagas|rellena|rellenas|completa|completas|presentas|envias|adjuntas|firmas|pulsa|pulsas|descargas|accedes|entras|debes|debe|deben|hay que|tienes que|basta con|indicando|llamando|escribiendo|escribenos|llamanos|pasate|contacta|contactanos|ponte en contacto|se (hace|hacen|realiza|realizan|presenta|presentan|solicita|solicitan|tramita|tramitan|entrega|entregan)|(hacer|realizar|presentar|solicitar|tramitar|entregar)se)\b/,
  permiso:
    /\b(puedes|se puede|se pueden|no puedes|como maximo|como minimo|admite|admiten|permite|permiten|prohibid[oa]s?|en cualquier momento)\b/,
};

/**
 * Kinds of fact that only choose what to quote from the page found, never which page: steps and what you
 * may do are written alike on every page that has some ('Rellena el formulario…', 'Puedes llamar…'), so
 * they say nothing of the topic.
 */
const QUOTE_ONLY = new Set<Intent>(['pasos', 'permiso']);

/** The intents that rank passages (all but the quote-only ones). */
export const rankingIntents = (intents: ReadonlySet<Intent>): Set<Intent> =>
  new Set([...intents].filter((intent) => !QUOTE_ONLY.has(intent)));

/** Patterns tested on the text as written (names need their capitals); the others on folded text. */
const CASED = new Set<Intent>(['persona']);

/** When an answer, a decision or a notice comes: a wait. */
const WAIT =
  /\bcuando (\S+ ){0,2}(resuelve|resuelven|resolveis|contesta|contestan|contestais|responde|responden|respondeis|notifica|notifican|llega|llegan|sale|salen)\b/;

/** 'donde' after a noun its determiner introduces ('el nicho donde…'): unaccented, a relative clause. */
const RELATIVE_WHERE =
  /\b(el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|del|al|este|esta|ese|esa|aquel|aquella) [a-zñ]+ donde\b/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * An unaccented 'cuando' that asks: opening a question or a sentence ('cuando abre la piscina?', 'y hasta cuando
 * dura?') or after a verb of telling or knowing ('sabéis cuando abre'). Elsewhere it joins a sentence ('¿puedo
 * anular la orden cuando quiera?', 'la fuente de cuando yo era niña'): no date asked.
 */
const ASKING_WHEN =
  /(?:^|[¿.!?;:])\s*(?:(?:a|de|en|con|por|para|desde|hasta|y)\s+){0,2}cuando\b|\b(?:sab\w*|dec\w*|dim\w*|dig\w*|pregunt\w*|indic\w*|inform\w*|idea de|averigu\w*)\s+(?:(?:a|de|desde|hasta)\s+)?cuando\b/;

/** The facts a question asks for. */
export function intentsOf(message: string): Set<Intent> {
  const text = fold(message);
  const found = new Set<Intent>();
  for (const [intent, pattern] of ASKS) if (pattern.test(text)) found.add(intent);
  // '¿de dónde viene…?' asks for an origin, not a place.
  if (/\bde donde\b/.test(text) && !/\b(a|en) donde\b|^\W*donde\b/.test(text)) found.delete('lugar');
  // 'el nicho donde están mis suegros', 'una tienda donde comprar fruta': a relative clause, not a question.
  const wheres = count(text, /\bdonde\b/g);
  if (!/dónde/i.test(message) && wheres > 0 && wheres === count(text, RELATIVE_WHERE)) found.delete('lugar');
  // 'cuando quiera', 'cuando nieva': a conjunction, unless another word asks for a date (a date the resident has or
  // lacks asks none: 'aunque no tenga la fecha de esa licencia'). With question marks, only a 'cuando' inside them
  // asks ('Cuando pago la pista, ¿…?' tells when it happens).
  const asking = fold(askingPart(message));
  const dateAsked = DATE_ASKED.test(text.replace(DATE_NAMED, ' '));
  if (!/cuándo/i.test(message) && !ASKING_WHEN.test(asking) && !dateAsked) found.delete('fecha');
  // '¿en qué mes empiezan…?' names the unit it wants: a date, not the hour its verb would ask for.
  if (
    /\bque (dias?|mes|meses|año|años|fecha|epoca|semana)\b/.test(text) &&
    !/\b(que horas?|horarios?)\b/.test(text)
  )
    found.delete('hora');
  // '¿Cuándo se resuelve…?', '¿cuándo me contestan?': the wait is answered by a length of time ('en el plazo
  // de dos meses') as much as by a date.
  if (WAIT.test(text)) found.add('duracion');
  // '¿En cuánto me contestan?', '¿en cuánto tiempo…?': how soon, a length of time ('en cuanto llegue' is 'as soon as').
  if (/(?<!\p{L})en cuánto(?!\p{L})/iu.test(message) || /\ben cuanto tiempo\b/.test(text))
    found.add('duracion');
  // '¿cuántos días de antelación…?' asks for a length of time, not a count.
  if (found.has('duracion')) found.delete('cantidad');
  return found;
}

/** The measures a '¿cuántos…?' may count in, with the other ways the site writes them ('812 m', '38,4 km²'). */
const MEASURES = new Map<string, string[]>([
  ['metros', ['m']],
  ['kilometros', ['km']],
  ['km', ['kilometros', 'kilometro']],
  ['hectareas', ['ha']],
  ['kilos', ['kg']],
]);

/**
 * The thing a '¿cuántos…?' question counts ('¿cuántos nichos quedan?' → 'nichos'), and the other ways the site
 * writes it when it is a measure; none for a length of time ('¿cuántos días…?' asks for one, `duracion`).
 */
export function countedThing(message: string): { word: string; abbreviations: string[] } | null {
  const word = /\bcuant[oa]s ([a-zñ]+)/.exec(fold(message))?.[1];
  if (!word || new RegExp(`^(${UNIT})$`).test(word)) return null;
  return { word, abbreviations: MEASURES.get(word) ?? [] };
}

/** How near a number the thing it counts is written ('habitantes 417', '3 bloques de edad'). */
const COUNT_REACH = 3;
/** A number of things, in figures or words; not a year ('el censo del año 2000') nor a law's ('2263/1974'). */
const COUNT = new RegExp(`^((?!(1\\d|20)\\d\\d$)\\d|(${NUMBER_WORD.replace('un|una|', '')})$)`);

/** Whether a sentence gives a number with a word `names` accepts next to it (the thing it counts). */
export function countsNear(sentence: string, names: (word: string) => boolean): boolean {
  const tokens = fold(sentence).match(/[a-zñ]+|(?<![\d/])\d+(?:[.,]\d+)?(?![\d/])/g) ?? [];
  // 'una sola nave' counts one.
  const counts = (token: string, i: number) =>
    COUNT.test(token) || (/^un[oa]?$/.test(token) && /^sol[oa]$/.test(tokens[i + 1] ?? ''));
  return tokens.some(
    (token, i) =>
      counts(token, i) && tokens.slice(Math.max(0, i - COUNT_REACH), i + COUNT_REACH + 1).some(names),
  );
}

/**
 * Nouns that name a kind of thing rather than the thing ('¿hay algún grupo para comentar libros?' is answered by
 * the reading club, '¿hay alguna ayuda…?' by a grant of another name): a page need not write them.
 */
const KIND_NOUN =
  /^(grupos?|sitios?|lugar(es)?|cosas?|actividad(es)?|servicios?|formas?|maneras?|tipos?|opcion(es)?|posibilidad(es)?|solucion(es)?|alternativas?|remedios?|partes?|apartados?|seccion(es)?|informacion|documentos?|tramites?|formularios?|papel(es)?|ayudas?|plan(es)?|programas?|cursos?|clases?|elementos?)$/;

/** Whether a folded word names a kind of thing rather than the thing (`KIND_NOUN`: 'grupo', 'curso', 'clases'). */
export const namesKind = (word: string) => KIND_NOUN.test(word);

/**
 * '¿Hay…?', '¿existe…?', '¿tienen…?', '¿me dan algún…?' at the start of a question, the words before the thing it
 * names, the thing, and the word after it with its 'sin' or 'de'.
 */
const EXISTS =
  /(?:^|[¿,.;:]|\by\b)\s*(?:hay|habra|existe|existen|tiene|tienen|teneis|venden|vende|vendeis|(?:(?:me|nos|te|le|les)\s+)?(?:dan|dais|ofrecen|regalan)(?=\s+(?:algun|alguna|algunos|algunas|algo|un|una)\b))\s+(?:(?:algun|alguna|algunos|algunas|algo|un|una|unos|unas|el|la|los|las|mucho|mucha|muchos|muchas)\s+)*([a-zñ]+)(?:\s+(sin|de)?\s*([a-zñ]+))?/;

/**
 * Words after the thing that do not say which one it is: where, when, for whom ('¿hay médico mañana?'), and a
 * 'de' or 'sin' with nothing after it.
 */
const NOT_QUALIFIER =
  /^(a|al|ante|con|de|del|sin|el|en|la|las|lo|los|para|por|que|y|o|hoy|mañana|tarde|noche|ahora|aqui|alli|cerca|este|esta|estos|estas|ese|esa|todo|todos|todas|siempre|tambien|ya|mas|algun|alguna|algunos|algunas|un|una|unos|unas|mi|mis|tu|tus|su|sus|se|me|te|nos)$/;

/**
 * For a kind of thing, the thing its 'de' names ('cursos de natación' → ['natacion'], 'el tipo de gravamen' →
 * ['gravamen']); none when no word after a 'de' says which ('¿hay algún grupo para…?', 'cursos sin más').
 */
function namedByKind(joiner: string | undefined, next: string | undefined): string[] | null {
  return (joiner === 'de' || joiner === 'del') && next && !NOT_QUALIFIER.test(next) ? [next] : null;
}

/**
 * What a message asks: with question marks, only what they enclose ('Hay un bache en mi calle, ¿dónde lo pido?'
 * states the pothole); without them, all of it.
 */
const askingPart = (message: string) =>
  message.includes('¿') ? (message.match(/¿[^?]*/g) ?? []).join(' ') : message;

/**
 * The thing a question asks whether there is ('¿Hay gimnasio en el pueblo?' → ['gimnasio'], '¿tiene wifi la
 * sala?' → ['wifi']), with the word that says which one ('¿tienen pan sin gluten?' → ['pan', 'gluten'], '¿hay
 * wifi gratis?' → ['wifi', 'gratis']), as written (folded). A kind of thing (`KIND_NOUN`) is no thing, but the
 * word after its 'de' is ('¿hay cursos de natación?' → ['natacion']).
 */
export function askedToExist(message: string): string[] | null {
  const asking = askingPart(message);
  const asked = fold(asking);
  const match = EXISTS.exec(asked);
  const [word, joiner, next] = [match?.[1], match?.[2], match?.[3]];
  if (!word) return askedAttribute(asking, asked);
  // What comes after 'algo' says what kind of something ('¿hay algo pensado para los críos?'): no thing is named.
  if (new RegExp(`\\balgo\\s+${word}\\b`).test(match?.[0] ?? '')) return null;
  const qualifier = next && !NOT_QUALIFIER.test(next) ? next : undefined;
  if (KIND_NOUN.test(word)) return namedByKind(joiner, next);
  return qualifier ? [word, qualifier] : [word];
}

/**
 * '¿Cuál es la contraseña del wifi?', '¿qué altura tiene el cerro?', '¿quién es el portavoz del grupo?': the attribute
 * a question word asks for.
 */
const WHICH =
  /\b(?:(?:cual|cuales|quien|quienes)\s+(?:es|son|sera|seria|fue)\s+(?:el|la|los|las|su|sus)\s+([a-zñ]+)(?:\s+(de|del)\s+(?:(?:la|las|los|el|mi|mis|su|sus)\s+)?([a-zñ]+))?|que\s+([a-zñ]+)\s+(?:tiene|tienen|lleva|llevan)\b)/;

/**
 * The attribute a question word asks for ('¿cuál es la contraseña del wifi?' → ['contraseña']), or for a kind of
 * thing what its 'de' names ('¿cuál es el tipo de gravamen…?' → ['gravamen']); none when it names a kind of fact the
 * intents read ('¿qué horario…?', '¿qué longitud tiene…?'), whose page may state it in other words.
 */
export function askedWhich(message: string): string[] | null {
  const match = WHICH.exec(fold(askingPart(message)));
  const word = match?.[1] ?? match?.[4];
  if (!word || NOT_QUALIFIER.test(word) || intentsOf(`que ${word}`).size > 0) return null;
  if (KIND_NOUN.test(word)) return namedByKind(match?.[2], match?.[3]);
  return [word];
}

/** The pronouns and verbs of ability or duty between '¿cómo…?' and the verb of a request ('¿cómo me lo puedo pedir?'). */
const REQUEST_LEAD = 'me|te|se|le|lo|la|les|nos|puedo|podemos|hay que|tengo que|se puede|debo';

/**
 * '¿Cómo pido…?', '¿dónde saco…?', '¿cómo solicito…?', '¿cómo inscribo…?': the verb that asks how to obtain something
 * (or to register it), the words between, and the thing it names with its 'de' and the word after it ('un volante de
 * empadronamiento').
 */
const REQUEST = new RegExp(
  `\\b(?:como|donde|a quien)\\s+(?:(?:${REQUEST_LEAD}|tenemos que)\\s+)*(?:pido|pedir|pedimos|saco|sacar|consigo|conseguir|solicito|solicitar|obtengo|obtener|tramito|tramitar|renuevo|renovar|inscribo|inscribir|registro|registrar)\\s+(?:(?:un|una|el|la|los|las|mi|mis|su|sus)\\s+)?([a-zñ]+)(?:\\s+(de|del)\\s+(?:(?:la|las|los|el|mi|mis)\\s+)?([a-zñ]+))?`,
);

/** '¿Cómo me doy de baja…?', '¿dónde doy de alta…?': the registration or its end is the thing asked for. */
const STATUS_CHANGE = new RegExp(
  `\\b(?:como|donde)\\s+(?:(?:${REQUEST_LEAD})\\s+)*(?:doy|dar|damos|da|dan|darme|darle|darlo|darla|darse|darte)\\s+de\\s+(baja|alta)\\b`,
);

/**
 * The thing a question asks how to obtain ('¿Cómo pido un volante de empadronamiento?' → ['volante'], '¿cómo
 * solicito la teleasistencia?' → ['teleasistencia']); for a kind of thing, the word after its 'de' ('¿dónde hago el
 * curso de manipulador?' → ['manipulador']). A procedure that does not name it is not how it is obtained.
 */
export function askedToGet(message: string): string[] | null {
  const asking = fold(askingPart(message));
  const status = STATUS_CHANGE.exec(asking)?.[1];
  if (status) return [status];
  const match = REQUEST.exec(asking);
  const [word, joiner, next] = [match?.[1], match?.[2], match?.[3]];
  if (!word || NOT_QUALIFIER.test(word)) return null;
  if (KIND_NOUN.test(word)) return namedByKind(joiner, next);
  return [word];
}

/**
 * Question words: a question with none of them asks yes or no. Accented anywhere ('y la piscina, ¿qué horario
 * tiene?'), or unaccented where a question or a sentence starts ('que horario tiene la piscina', 'Soy nuevo. Que
 * calles tiene el pueblo?'): elsewhere 'que', 'como' and 'cuando' join a sentence ('los plenos que se emiten en
 * directo').
 */
const QUESTION_WORDS =
  'qu[eé]|cu[aá]l(?:es)?|cu[aá]ndo|d[oó]nde|ad[oó]nde|c[oó]mo|cu[aá]nt[oa]s?|qui[eé]n(?:es)?';
const ACCENTED_QUESTION_WORD =
  /(?<!\p{L})(qué|cuál|cuáles|cuándo|dónde|adónde|cómo|cuánt[oa]s?|quién|quiénes)(?!\p{L})/iu;
const OPENING_QUESTION_WORD = new RegExp(
  `(?:^|[¿.!?;:])\\s*(?:(?:a|de|en|con|por|para|desde|hasta|y)\\s+)?(?:${QUESTION_WORDS})(?!\\p{L})`,
  'iu',
);

/**
 * Whether a message asks with a question word even without question marks ('donde me hacen la tarjeta sanitaria',
 * 'eh cómo hago la solicitud de la pac'): an accented one anywhere, or one opening it or a sentence of it.
 */
export const asksWithWord = (message: string) =>
  ACCENTED_QUESTION_WORD.test(message) || OPENING_QUESTION_WORD.test(message.trim());

/** What a yes/no question says its subject is or has: '¿es cubierta?', '¿está exento?', 'las pistas tienen focos'. */
const ATTRIBUTE =
  /(?<!\bque\s)\b(?:es|son|sera|seran|tiene|tienen)\s+(?:(?:muy|mas|algun|alguna|algunos|algunas|un|una|unos|unas|el|la|los|las)\s+)*([a-zñ]+)/;

/**
 * The attribute or thing a yes/no question asks its subject to be or have ('¿la pista de pádel es cubierta?' →
 * ['cubierta'], 'las pistas tienen focos' → ['focos']): its answer must name it. Not when a question word asks for
 * something else ('¿qué horario tiene…?'), nor for a kind of thing or a word that says no which. `asking` is what
 * the message asks (`askingPart`), `asked` the same folded.
 */
function askedAttribute(asking: string, asked: string): string[] | null {
  if (asksWithWord(asking)) return null;
  // 'está' only with its accent: folded, 'esta' is also 'this'.
  const accented = /(?<![\p{L}])(?:está|están)\s+(\p{L}+)/iu.exec(asking)?.[1];
  const match = ATTRIBUTE.exec(asked) ?? (accented ? /(\S+)/.exec(fold(accented)) : null);
  const word = match?.[1];
  // An alternative asks which one ('¿es fija o temporal?'): the page says one of them.
  const alternative = match && new RegExp(`\\b${word}(\\s+[a-zñ]+){0,3}\\s+o\\s+[a-zñ]+`).test(asked);
  if (!word || alternative || NOT_ATTRIBUTE.test(word)) return null;
  return NOT_QUALIFIER.test(word) || KIND_NOUN.test(word) ? null : [word];
}

/**
 * What 'es' says of a day or of whose it is, not of a thing ('es jueves y quiero la pista para el sábado', 'la
 * tumba es nuestra'), and whether something is needed, allowed, accepted or dear, which a page says in other words
 * ('debes…', 'en castellano o con su traducción', a price: '¿es más caro por la noche?').
 */
const NOT_ATTRIBUTE = new RegExp(
  `^(${WEEKDAYS.join('|')}|pronto|tarde|temprano|posible|necesario|obligatorio|valid[oa]s?|car[oa]s?|barat[oa]s?|mejor|peor|cierto|dificil(es)?|facil(es)?|larg[oa]s?|cort[oa]s?|publicad[oa]s?|consciente|recomendable|nuestr[oa]s?|vuestr[oa]s?|suy[oa]s?|mi[oa]s?|tuy[oa]s?)$`,
);

/** A question about filling in a form: what to write, mark or choose in one of its boxes ('¿qué tipo … marco?'). */
const FILLS_FORM =
  /\b(que|donde) (\S+ ){0,4}(pongo|pone|ponemos|escribo|escribimos|marco|marcamos|relleno|indico|elijo|meto|metemos|(me|le|nos) toca|(hay|tengo|tenemos) que (poner|escribir|marcar|rellenar|indicar|meter))\b/;

/** Whether the question asks what to write, mark or choose in a form ('¿qué tipo de documentación marco?'). */
export const fillsForm = (message: string) => FILLS_FORM.test(fold(message));

/** Words that ask for a text to read or download: a norm, a form's model, a file, the fees a fiscal norm sets. */
const ASKS_FOR_TEXT =
  /\b(ordenanzas?|normas?|normativas?|reglamentos?|regula\w*|ley|leyes|modelos?|impresos?|formularios?|descarg\w*|documentos?|pdf|word|tasas?|impuestos?|tarifas?|precios? publicos?|fiscal(es)?|se calcula\w*)\b/;

/** Words that name a norm: a question with one asks which text rules something, not for the fact itself. */
const ASKS_FOR_NORM = /\b(ordenanzas?|normas?|normativas?|reglamentos?|regula|regulan|ley|leyes)\b/;

/**
 * Whether the question asks for a text to read or download ('¿qué ordenanza regula los perros?', '¿dónde me
 * descargo el impreso?', '¿dónde vienen las tarifas?'), not how something is done or works.
 */
export const asksForText = (message: string) => ASKS_FOR_TEXT.test(fold(message));

/**
 * Where a thing the site publishes is ('¿dónde están los vídeos de los plenos?', '¿dónde está el formulario?'):
 * the page that shows it is the answer, not a street.
 */
const WHERE_ON_SITE =
  /\bdonde (esta|estan|se encuentra|se encuentran|hay) (el |la |los |las |un |una |unos |unas )?(videos?|grabacion(es)?|actas?|ordenanzas?|noticias?|fotos?|fotografias?|formularios?|impresos?|modelos?|bases|convocatorias?|documentos?|pdfs?|enlaces?|bandos?)\b/;

/** Facts a page either states or does not: an hour, a price, a date, a count, a length of time. */
const ALWAYS_STATED = new Set<Intent>(['hora', 'precio', 'fecha', 'cantidad', 'duracion']);

/**
 * Of the question's `intents` (`intentsOf`), the kinds of fact a page either states or does not: an hour, a price, a date; where a thing
 * is ('¿dónde está el colegio?', not where to do something: '¿dónde pido…?' is answered by a procedure done
 * online); who someone is ('¿quién es el alcalde?', not who may do something: '¿quién puede presentarse…?').
 */
export function statedIntents(message: string, intents: ReadonlySet<Intent>): Set<Intent> {
  const text = fold(message);
  // What to write in a form ('no sé en qué fecha nació, ¿qué pongo?') is the form's help, not a fact stated.
  if (fillsForm(message)) return new Set();
  // Which norm sets a fee or a rule ('¿hay alguna ordenanza con los precios…?') is answered by the norm's title.
  if (ASKS_FOR_NORM.test(text)) return new Set();
  const stated = new Set([...intents].filter((intent) => ALWAYS_STATED.has(intent)));
  if (
    /\bdonde (esta|estan|queda|quedan|se encuentra|se encuentran|hay)\b/.test(text) &&
    !WHERE_ON_SITE.test(text)
  )
    stated.add('lugar');
  // Who someone is, or who won ('¿quién ganó el concurso?'): a name the page states or not.
  if (/\bquien(es)? (es|son|era|eran|fue|fueron|gano|ganaron|gana|ganan)\b/.test(text)) stated.add('persona');
  if (intents.has('pasos')) stated.add('pasos');
  return stated;
}

/** Whether a sentence holds one of the facts the question asks for. */
export function sentenceHolds(sentence: string, intents: ReadonlySet<Intent>): boolean {
  if (intents.size === 0) return false;
  const folded = fold(sentence);
  for (const intent of intents) if (HOLDS[intent].test(CASED.has(intent) ? sentence : folded)) return true;
  return false;
}

/** A sentence without the facts of these kinds it holds ('Dirección: Plaza Mayor, 4.' → 'direccion: mayor, 4.'), folded. */
export function withoutFacts(sentence: string, intents: ReadonlySet<Intent>): string {
  let cased = sentence;
  for (const intent of intents)
    if (CASED.has(intent)) cased = cased.replace(new RegExp(HOLDS[intent].source, 'g'), ' ');
  let folded = fold(cased);
  for (const intent of intents)
    if (!CASED.has(intent)) folded = folded.replace(new RegExp(HOLDS[intent].source, 'g'), ' ');
  return folded;
}

/** Where in a sentence the first fact the question asks for starts, or -1. */
export function factPosition(sentence: string, intents: ReadonlySet<Intent>): number {
  const folded = fold(sentence);
  let first = -1;
  for (const intent of intents) {
    const at = (CASED.has(intent) ? sentence : folded).search(HOLDS[intent]);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/** Whether a passage holds one of the facts the question asks for (a procedure's documents count as documents). */
export function passageHolds(passage: Passage, intents: ReadonlySet<Intent>): boolean {
  if (intents.has('documentos') && passage.kind === 'documentos') return true;
  return passage.frases.some((frase) => sentenceHolds(frase, intents));
}

/**
 * Whether a passage's section heading names the kind of fact asked for («Origen del nombre», «Documentación a
 * presentar»): the section answers such a question, though which sentence says it is the text's call. A
 * name is never read from a heading (every word of one is capitalised).
 */
export function headingHolds(passage: Passage, intents: ReadonlySet<Intent>): boolean {
  const uncased = new Set([...intents].filter((intent) => !CASED.has(intent)));
  return passage.seccion !== undefined && sentenceHolds(passage.seccion, uncased);
}

/**
 * Words that only frame the question ('¿a qué hora abre…?', '¿cuánto cuesta…?', '¿qué papeles…?', '¿qué hay
 * de interés en…?', '¿qué pasa si…?'): they say which fact is wanted, not what about ('pasa' would find
 * 'pasado' and 'paso'). A question whose topic the site lacks ('la farmacia') must not
 * pass for answered because some page holds an opening hour. The part of the day an hour is asked for ('por
 * las mañanas', 'por la tarde') frames it too: the council's hours do not say 'mañana'.
 */
const FRAMING = new Set(
  `hora horas horario horarios abre abren abris cierra cierran empieza empiezan termina acaba cuesta cuestan
  vale valen cobra cobran cobrais significa significan encontrar encuentro encuentra encuentran precio precios
  tarifa tarifas coste dura duran tarda tardan tardas tardais tardamos plazo plazos antelacion cuando fecha
  fechas dia dias mes año epoca donde sitio lugar quien quienes papeles documentos documentacion requisitos
  llevar aportar presentar adjuntar entregar viene vienen procede proceden tarde tardes noche noches interes
  pasa pasan falta faltan sale salen mediodia mañanas costaria costarian costara costaran saldria saldrian importe
  importes imparte imparten matinal matinales`.split(/\s+/),
);

/**
 * Words that frame the question after the word before them: nouns after 'qué' ('¿en qué calle…?' asks for a
 * place, not about streets; '¿a qué correo escribo…?' for an address, not about the post; '¿en qué número de la
 * plaza está?' for a number; '¿qué opción marco?' for a form's choice), 'en total' ('¿cuántos concejales hay en
 * total?' asks for a count, not about a total), 'la mañana' (a part of the day; bare 'mañana' is tomorrow:
 * '¿qué tiempo hará mañana?'), 'entre semana' (not Holy Week) and the means of doing something ('¿me apunto por
 * email / mandando un correo electrónico?' is about signing up, not about the council's address).
 */
const FRAMING_AFTER = new Map<string, ReadonlySet<string>>([
  [
    'que',
    new Set([
      'calle',
      'calles',
      'zona',
      'parte',
      'edificio',
      'local',
      'correo',
      'email',
      'mail',
      'telefono',
      'numero',
      'opcion',
      'opciones',
      'casilla',
      'casillas',
    ]),
  ],
  ['en', new Set(['total'])],
  ['por', new Set(['correo', 'email', 'mail', 'telefono'])],
  ['un', new Set(['correo', 'email', 'mail'])],
  ['correo', new Set(['electronico'])],
  ['la', new Set(['mañana'])],
  ['entre', new Set(['semana'])],
]);

/**
 * Words that frame the question before 'de' and the word after it: '¿cuál es el número de teléfono del
 * Ayuntamiento?' asks for the phone, not about numbers.
 */
const FRAMING_BEFORE = new Map<string, ReadonlySet<string>>([
  ['numero', new Set(['telefono', 'movil', 'fax', 'whatsapp'])],
]);

/**
 * Going by a place ('¿a qué hora puedo pasar por el Ayuntamiento?', 'me paso por la oficina'): the place is the
 * topic, not the going ('pasar' would find the 'pasos' of a procedure and the 'paseos').
 */
const GO_BY = /^pas(ar|o|a|as|amos|ais|an|e|en|arme|arte|arse|arnos|are|aria|ando)$/;

/** Doing a thing again ('¿tengo que volver a subir los DNI?'): the thing is the topic, not the again. */
const AGAIN = /^(volver|vuelvo|vuelves|vuelve|volvemos|volveis|vuelven|volvere|volveria)$/;

/** Words before a number of years that make it someone's age ('tiene ocho años', 'mi hijo de 10 años'). */
const AGE_BEFORE = new Set(['tiene', 'tienen', 'cumple', 'de']);
const SMALL_NUMBER =
  /^(\d+|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\w+|veinte|veinti\w+)$/;

/**
 * Whether the word at `i` is part of someone's age ('Mi nieto tiene ocho años y le encanta la música, ¿hay algo
 * para él?'): who the resident asks for, not what about. The number stays among the question's words, for a
 * requirement's span ('tener cumplidos 16 años').
 */
function inAge(words: string[], i: number): boolean {
  const age = (n: number) =>
    SMALL_NUMBER.test(words[n] ?? '') && words[n + 1] === 'años' && AGE_BEFORE.has(words[n - 1] ?? '');
  return age(i) || (words[i] === 'años' && age(i - 1));
}

/** The words of a question that say what it is about: all but the framing ones. */
export function topicWords(words: string[]): string[] {
  return words.filter(
    (word, i) =>
      !FRAMING.has(word) &&
      !FRAMING_AFTER.get(words[i - 1] ?? '')?.has(word) &&
      !(words[i + 1] === 'de' && FRAMING_BEFORE.get(word)?.has(words[i + 2] ?? '')) &&
      !(words[i + 1] === 'por' && GO_BY.test(word)) &&
      !(AGAIN.test(word) && words[i + 1] === 'a' && /(ar|er|ir)$/.test(words[i + 2] ?? '')) &&
      !inAge(words, i),
  );
}

/** Words that ask what a text says: '¿qué dice el alcalde en su saludo?', '¿de qué trata la noticia?'. */
const ASKS_SUMMARY =
  /\b(que|q) (dice|dicen|cuenta|cuentan|explica|explican)\b|\bde que (va|van|trata|tratan)\b|\bresum(en|e|eme|irme)\b/;

/** Whether the question asks what a page or a news item says, in short, rather than one fact of it. */
export const asksSummary = (message: string) => ASKS_SUMMARY.test(fold(message));

/**
 * A verb that tells what happened, in the third person ('¿quién se encargó…?', '¿cuánto duraron las fiestas?', '¿hubo
 * abstenciones?', 'el presupuesto que aprobó el pleno'), what has just been done ('¿qué ha decidido el pleno?', 'han
 * puesto vallas') or what is going on ('¿qué le están haciendo a la torre?'): not after a pronoun that makes it the
 * resident's own story ('me dijeron', 'me han pedido', 'se nos murió el perro'). An '-o' without its accent is no past
 * ('encargo', 'paso').
 */
const PAST_EVENT =
  /(?<!(^|\P{L})(me|te|nos|os) )(?<!\p{L})(\p{L}{2,}(ó|aron|ieron)|hubo|hicieron|hizo|dieron|dio|estuvo|estuvieron|vinieron|tuvieron|pusieron|dijo|dijeron|est[aá]n? \p{L}{2,}(ando|iendo)|han? \p{L}{2,}[ai]do|han? puesto)(?!\p{L})/iu;

/** Whether the part that asks (`asking`) is about something that happened: news and minutes tell it, not pages. */
export const asksAboutPast = (asking: string) => PAST_EVENT.test(asking);
