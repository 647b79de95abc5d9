// `npm start`: build the web app and bundle the API if needed, then run the server in this same
// process, as plain JavaScript (source maps on, so a stack trace names the TypeScript line).
import { pathToFileURL } from 'node:url';
import { API_BUNDLE, buildApiIfStale } from './build-api.mjs';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale();
await buildApiIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(API_BUNDLE).href);
