/**
 * The cookie notice (SPEC §2.1) is part of the server's HTML, so it is drawn with the first paint instead of
 * popping up once the app runs. Whether this browser already accepted it is only known in the browser
 * (localStorage, SPEC §3): a one-line script in <head> (index.html, allowed by its hash in the CSP) writes
 * the answer on <html> before the body is drawn, and the notice's CSS shows it only when it is pending.
 */

/** localStorage flag (SPEC §3) set once the visitor accepts the notice; it never shows again. */
export const COOKIE_CONSENT_KEY = 'cookiesAceptadas';

/** Attribute on <html>: 'pendiente' (show the notice) or 'aceptado'; absent without JavaScript (no notice). */
export const NOTICE_STATE_ATTRIBUTE = 'data-aviso-cookies';

/** The inline script's whole text (its SHA-256 goes in the CSP: any change to it changes the hash). */
export const NOTICE_STATE_SCRIPT = `try{document.documentElement.setAttribute('${NOTICE_STATE_ATTRIBUTE}',localStorage.getItem('${COOKIE_CONSENT_KEY}')==='true'?'aceptado':'pendiente')}catch(e){document.documentElement.setAttribute('${NOTICE_STATE_ATTRIBUTE}','pendiente')}`;
