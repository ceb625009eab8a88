import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
