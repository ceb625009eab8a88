// What other features may use from news: the grid of cards (the home page shows them; its loader is in
// news-loaders.ts, imported directly by the route table so it stays out of the pages' code).
export { NewsGrid } from './news-grid.tsx';
