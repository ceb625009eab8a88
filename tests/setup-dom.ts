import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Mantine reads these browser APIs, which happy-dom lacks.
const matchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver;

// findBy…/waitFor wait on a condition; their default second is too short on a machine busy with a second suite,
// where a form's first render alone can take longer. Only a failing wait takes the whole time.
configure({ asyncUtilTimeout: 10_000 });

// The web project runs its files in one page per worker (isolate: false in vite.config.ts, a third of the CPU):
// after each test the page is put back as a new one would be, portals, address, storage and stubs included.
// A download link followed by a test leaves the page at 'blob:…' or 'about:blank'; the next test starts at this one.
const START_URL = window.location.href;
const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  document.title = '';
  happyDom.setURL(START_URL);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
