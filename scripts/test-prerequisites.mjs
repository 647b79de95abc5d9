#!/usr/bin/env node
// What `npm test` needs from Debian beyond npm, checked first by `npm test` and by `.ci/run`.
// Installs what is missing when it can (root with apt-get: `apt-get update` once, then one
// `apt-get install`); otherwise stops at once with one French line naming the packages and the
// command. `ELAN_TEST_PREREQUISITES_INSTALL=0|1` overrides « can install » (its tests use it).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const env = process.env;

/** Whether `name` is an executable on PATH (or at one of `alsoAt`). */
function hasCommand(name, ...alsoAt) {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...dirs.map((dir) => path.join(dir, name)), ...alsoAt].some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Debian's PostgreSQL (its initdb): the topology test and `.ci/run`'s second API run. */
function hasDebianPostgres() {
  if (!existsSync('/usr/lib/postgresql')) return false;
  return readdirSync('/usr/lib/postgresql').some((major) =>
    existsSync(`/usr/lib/postgresql/${major}/bin/initdb`),
  );
}

/** Each Debian package, and how to tell it is there. */
const PREREQUISITES = [
  // The browser tests (e2e/fixtures.ts): Debian's Chromium, or CHROME_PATH.
  ['chromium', () => hasCommand('chromium', env.CHROME_PATH || '/usr/bin/chromium')],
  ['fonts-dejavu-core', () => existsSync('/usr/share/fonts/truetype/dejavu')],
  // The spec's emoji (feelings, badges, notifications) as members see them, screenshots included.
  ['fonts-noto-color-emoji', () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf')],
  ['postgresql', hasDebianPostgres],
  // Rate limits shared through Redis (decision 031): the API tests start their own redis-server.
  ['redis-server', () => hasCommand('redis-server')],
  // The disk-full test mounts a small tmpfs (as root): mount and umount.
  ['mount', () => hasCommand('umount')],
  // The topology test (decision 032): nginx in front of two Élan processes, Redis beside them.
  ['nginx', () => hasCommand('nginx', '/usr/sbin/nginx')],
];

const missingPackages = () => PREREQUISITES.filter(([, present]) => !present()).map(([name]) => name);

function canInstall() {
  const forced = env.ELAN_TEST_PREREQUISITES_INSTALL;
  if (forced === '0' || forced === '1') return forced === '1';
  return process.getuid?.() === 0 && hasCommand('apt-get');
}

function stop(missing) {
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  console.error(
    `Prérequis des tests manquants : ${missing.join(', ')}. Installez-les (en root) : apt-get update && ${command}`,
  );
  process.exit(1);
}

/** One apt-get step, its output shown; false when it fails. */
function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const missing = missingPackages();
if (missing.length > 0) {
  if (!canInstall()) stop(missing);
  console.log(`==> apt-get install ${missing.join(' ')}`);
  if (!aptGet(['update', '-q']) || !aptGet(['install', '-y', '-q', '--no-install-recommends', ...missing]))
    stop(missing);
  const still = missingPackages();
  if (still.length > 0) stop(still);
}
