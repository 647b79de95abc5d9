// `npm start`: build the web app if needed, then run the server in this same process.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale();
register();
await import('../apps/api/src/server.ts');
