// The page's entry script. A server-rendered page is readable before any code runs, so the app's code is
// fetched only once that page has painted: on a slow connection the HTML, its fonts and its pictures are
// not queued behind ~120 KiB of scripts, and the browser paints before it parses them. A page in a hidden
// tab never paints (no animation frame comes), so there the app starts at once.
const start = () => void import('./main.tsx');

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
