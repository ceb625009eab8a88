// Vite plugin: writes the cookie notice's one-line state script (src/shared/cookie-notice-flag.ts) into
// index.html's <head>, ahead of the body, so the notice is drawn (or not) with the first paint.
import type { Plugin } from 'vite';
import { NOTICE_STATE_SCRIPT } from '../src/shared/cookie-notice-flag.ts';

export function cookieNoticeState(): Plugin {
  return {
    name: 'sede:cookie-notice-state',
    transformIndexHtml: () => [{ tag: 'script', children: NOTICE_STATE_SCRIPT, injectTo: 'head-prepend' }],
  };
}
