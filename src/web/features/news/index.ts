// What other features may use from news: the latest-news hook and the grid of cards (the home page shows them).
export { NewsGrid } from './news-grid.tsx';
export { useNewsPage } from './use-news-page.ts';
