import type { LoaderFunctionArgs } from 'react-router';
import home from '#content/inicio.json';
import { loadNewsPage } from '#web/features/news/news-loaders.ts';

/** The home page's latest news (kept apart from the page so the router starts it with the page's code). */
export const homeLoader = ({ request }: LoaderFunctionArgs) =>
  loadNewsPage(home.noticias.limite, 1, request.signal);
