/**
 * The router state the server rendered with (loader data and errors), handed to the browser in a
 * `<script type="application/json">` with this id: data, not code, so the strict CSP (no inline scripts)
 * holds. main.tsx hydrates from it; when it is absent the page was sent as the empty shell.
 */
export const HYDRATION_DATA_ID = 'datos-iniciales';

/**
 * Set on <html> once the app runs in the browser (hydrated or rendered). Before it the server's HTML is on
 * screen but its buttons do nothing yet; the e2e suite waits for it after each page load.
 */
export const APP_READY_ATTRIBUTE = 'data-app-lista';
