// The page's entry script. A server-rendered page is readable before any code runs, so the app's code is
// fetched only once that page has painted: on a slow connection the HTML, its fonts and its pictures are
// not queued behind ~120 KiB of scripts, and the browser paints before it parses them. The paint is learnt
// from the browser's own paint timing (no timers: a page whose clock is paused or faked still starts). An
// empty shell (pages drawn in the browser only: nothing to paint first) or a hidden tab (it does not paint
// until shown) starts at once.
import { HYDRATION_DATA_ID } from './app/hydration.ts';

const start = () => void import('./main.tsx');

const canWaitForPaint =
  document.getElementById(HYDRATION_DATA_ID) !== null &&
  document.visibilityState !== 'hidden' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint');

if (canWaitForPaint) {
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  start();
}
