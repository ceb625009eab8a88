/** What a passage is, so the answer can open with the right sentence. */
export type PassageKind =
  | 'tramite'
  | 'documentos'
  | 'normativa'
  /** A field of a procedure's form: its label, help and options (never documents to bring). */
  | 'campo'
  | 'pagina'
  | 'noticia'
  /** A part of a plenary session's minutes: an agenda point and what was agreed. */
  | 'acta'
  | 'contacto';

/** The kinds of passage that come from a procedure's catalogue data (its page under /tramites). */
export const PROCEDURE_KINDS: ReadonlySet<PassageKind> = new Set([
  'tramite',
  'documentos',
  'normativa',
  'campo',
]);

/** The kinds of passage that are dated records (a news item, minutes): a lasting page that says as much comes first. */
export const DATED_KINDS: ReadonlySet<PassageKind> = new Set(['noticia', 'acta']);

/** The section of a procedure's passage that says how it is signed (its consent box's text). */
export const SIGNATURE_SECTION = 'Firma';

/** One searchable piece of the site: a page section, a procedure, a news item… always with a URL to cite. */
export interface Passage {
  /** Unique within one index build. */
  id: string;
  kind: PassageKind;
  /** The site URL a citation points to ('/tramites/alta-padron'). */
  url: string;
  /** The citation's title: the page's or the procedure's name. */
  titulo: string;
  /** The section inside the page, when the passage is one part of it ('San Antón'). */
  seccion?: string;
  /** The id of the section's heading on the page ('san-anton'), so a citation lands on the spot. */
  anchor?: string;
  /**
   * Plain Spanish sentences, each ending in punctuation: one unit of the site (a paragraph, a table row,
   * a schedule entry, a price rule, a list item, a required document).
   */
  frases: string[];
  /**
   * What the passage is about when it is one named thing (an activity, a lodging, a festival's day):
   * a question that names it ('¿qué días es pilates?') wants this passage, not one that mentions it.
   */
  nombre?: string;
  /**
   * The page this passage only summarises (an offer on the jobs list whose own page has its terms): that
   * page answers first.
   */
  resumenDe?: string;
  /** A picture's caption: it names what the picture shows and holds no fact of its own. */
  pie?: boolean;
  /**
   * The title of a file to download (an ordinance, a form's model): it answers which text rules something or
   * where to get it, not how a service works ('¿pasan a recoger muebles?' is not the waste ordinance).
   */
  documento?: boolean;
  /** The passage is one item of a list on the page: items of one section that tie are answered as a list. */
  item?: boolean;
  /**
   * When the passage was published (a news item's date, '3 de octubre de 2025'): said where the answer
   * names its source, never taken for the fact asked for (the date of an event is in its text).
   */
  publicada?: string;
  /**
   * A form field's help that most forms repeat ('DNI (8 cifras y letra) o NIE…'), or a block of a form's outline (its
   * steps, a section's fields): never searched (it would make every form alike, or outrank the fields' own help),
   * quoted when a question about its procedure names the field or the block.
   */
  comun?: boolean;
  /**
   * The text of a document the page links to (a set of minutes on the minutes page): searched as a passage of its
   * own, but not counted among the page's words (what the page as a whole is about, how common a word is on the
   * site), which a growing archive would otherwise swamp.
   */
  adjunto?: boolean;
  /** Extra searchable words that are not shown (short names, the headings above the passage). */
  claves?: string;
  /**
   * What the page's screen shows besides its passages, never searched: a form's labels, warnings and error
   * messages. A resident who quotes one ('me sale «Debes confirmar firma presencial»') is on this page.
   */
  pantalla?: string[];
}

/** Where a citation of the passage points: its page and, when it has one, its section's anchor. */
export const passageHref = (passage: Passage) =>
  passage.anchor ? `${passage.url}#${passage.anchor}` : passage.url;

/** A source cited by an answer: `[n]` in the content refers to citations[n - 1]. */
export interface Citation {
  url: string;
  titulo: string;
}

export interface ChatAnswer {
  content: string;
  citations: Citation[];
}

/** One earlier exchange of the conversation, oldest first when in a list. */
export interface Turn {
  message: string;
  content: string;
  citations: Citation[];
}
