import { COOKIE_CONSENT_KEY, NOTICE_STATE_ATTRIBUTE } from '#shared/cookie-notice-flag.ts';

export { COOKIE_CONSENT_KEY };

export function hasAcceptedCookies(): boolean {
  return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
}

export function acceptCookies(): void {
  localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
  document.documentElement.setAttribute(NOTICE_STATE_ATTRIBUTE, 'aceptado');
}
