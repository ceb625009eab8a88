/**
 * The council the engine works for, as the hosting site describes it (here: content/sitio.json). The engine
 * never reads site content itself: the server passes it to the receipt writer, the web app provides it to the
 * forms (react/council.tsx).
 */
export interface Council {
  /** Its name as printed: 'Ayuntamiento de …'. */
  ayuntamiento: string;
  /** Its postal address, on one line. */
  direccion: string;
  /** Its crest: the image the site serves and its text alternative. */
  escudo: { src: string; alt: string };
}
