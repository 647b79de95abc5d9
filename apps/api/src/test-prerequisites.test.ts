import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * `scripts/test-prerequisites.mjs`, run first by `npm test` and `.ci/run`: on a machine without
 * the Debian packages (here: a PATH holding only a stand-in `apt-get` that records its calls and
 * installs nothing), it names what is missing in French and stops.
 */
const script = fileURLToPath(new URL('../../../scripts/test-prerequisites.mjs', import.meta.url));
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function run(canInstall: '0' | '1') {
  dir = mkdtempSync(path.join(tmpdir(), 'elan-prerequisites-'));
  const calls = path.join(dir, 'apt-get.calls');
  const aptGet = path.join(dir, 'apt-get');
  writeFileSync(aptGet, `#!/bin/sh\necho "$*" >> '${calls}'\n`);
  chmodSync(aptGet, 0o755);
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { PATH: dir, CHROME_PATH: '/nonexistent/chromium', ELAN_TEST_PREREQUISITES_INSTALL: canInstall },
  });
  const aptCalls = existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [];
  return { ...result, aptCalls };
}

describe('scripts/test-prerequisites.mjs', () => {
  it('sans droit d’installer : une ligne en français qui nomme les paquets et la commande, code non nul, pas d’apt-get', () => {
    const result = run('0');
    expect(result.status).toBe(1);
    expect(result.aptCalls).toEqual([]);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Prérequis des tests manquants : chromium, .*redis-server, mount/);
    expect(lines[0]).toContain(
      'Installez-les (en root) : apt-get update && apt-get install -y --no-install-recommends chromium ',
    );
    expect(result.stdout).toBe('');
  });

  it('quand il peut installer : apt-get update une fois, un seul install, puis s’arrête si rien n’est venu', () => {
    const result = run('1');
    expect(result.aptCalls).toHaveLength(2);
    expect(result.aptCalls[0]).toBe('update -q');
    expect(result.aptCalls[1]).toMatch(
      /^install -y -q --no-install-recommends chromium .*redis-server mount/,
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Prérequis des tests manquants : chromium, .*redis-server, mount/);
  });
});
