/** localStorage flag (SPEC §3) set once the visitor accepts the cookie notice; the notice never shows again. */
export const COOKIE_CONSENT_KEY = 'cookiesAceptadas';

export function hasAcceptedCookies(): boolean {
  return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
}

export function acceptCookies(): void {
  localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
}
