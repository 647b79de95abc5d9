import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'elan-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('base embarquée (PGlite dans DATA_DIR)', () => {
  it('migre, garde les données d’un démarrage à l’autre, libère le verrou et reprend un verrou mort', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(readFileSync(path.join(dataDir, 'elan.lock'), 'utf8')).toBe(String(process.pid));
    await first.db.execute('create table if not exists probe (value int)');
    await first.db.execute('insert into probe values (42)');
    await first.close();
    expect(existsSync(path.join(dataDir, 'elan.lock'))).toBe(false);

    // A crash leaves the lock behind: a dead pid's lock is taken over.
    writeFileSync(path.join(dataDir, 'elan.lock'), '999999');
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const result = (await second.db.execute('select value from probe')) as unknown as {
      rows: { value: number }[];
    };
    expect(result.rows).toEqual([{ value: 42 }]);
    await second.close();
  }, 60_000);

  it('refuse un second processus sur le même DATA_DIR avec un message clair', async () => {
    const dataDir = tempDir();
    // The test runner's parent process is alive: its pid in the lock file stands for "another Élan".
    writeFileSync(path.join(dataDir, 'elan.lock'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /déjà utilisée par un autre processus Élan \(pid \d+\)/,
    );
  });
});
