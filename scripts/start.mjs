// `npm start`: build the web app and bundle the API if needed, then run the server in this same
// process, as plain JavaScript (source maps on, so a stack trace names the TypeScript line).
// `npm start -- --only social` (or ELAN_ONLY=social): the social routes alone, on their own host
// (spec §7); the web app is neither built nor served then.
import { pathToFileURL } from 'node:url';
import { API_BUNDLE, buildApiIfStale } from './build-api.mjs';
import { buildWebIfStale } from './build-web.mjs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
if (onlyAt >= 0) {
  const only = args[onlyAt + 1];
  if (only !== 'social') {
    console.error('Usage : npm start -- [--only social]');
    process.exit(2);
  }
  process.env.ELAN_ONLY = only;
}

if (process.env.ELAN_ONLY !== 'social') buildWebIfStale();
await buildApiIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(API_BUNDLE).href);
