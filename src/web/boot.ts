// The page's entry script. A server-rendered page is readable before any code runs, so the app's code is
// fetched only once that page has painted: on a slow connection the HTML, its fonts and its pictures are
// not queued behind ~120 KiB of scripts, and the browser paints before it parses them. The paint is learnt
// from the browser's own paint timing (no timers: a page whose clock is paused or faked still starts). An
// empty shell (pages drawn in the browser only: nothing to paint first) or a hidden tab (it does not paint
// until shown) starts at once.
import { yieldToMain } from '#shared/yield-to-main.ts';
import { HYDRATION_DATA_ID } from './app/hydration.ts';

// The app's modules are evaluated in two tasks, React first: in one they took a 40 ms task, 160 ms on
// Lighthouse's phone (4× slower), the longest of a page's start.
const start = async () => {
  await import('react-dom/client');
  await yieldToMain();
  await import('./main.tsx');
};

const canWaitForPaint =
  document.getElementById(HYDRATION_DATA_ID) !== null &&
  document.visibilityState !== 'hidden' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint');

if (canWaitForPaint) {
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    void start();
  }).observe({ type: 'paint', buffered: true });
} else {
  void start();
}
