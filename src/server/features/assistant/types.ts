/** What a passage is, so the answer can open with the right sentence. */
export type PassageKind = 'tramite' | 'documentos' | 'pagina' | 'noticia' | 'contacto';

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
  /** Plain Spanish sentences, each ending in punctuation. */
  frases: string[];
  /** Extra searchable words that are not shown (short names, document names). */
  claves?: string;
}

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
