// `npm start`: build the web when missing or stale, then run the server (migrations, seed and admin at start).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
await import('../src/server/main.ts');
