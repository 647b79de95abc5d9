import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupName, newestBackup, pruneBackups } from './backup-files.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('dossier des sauvegardes (DATA_DIR/backups)', () => {
  it('garde les 7 plus récentes, sans toucher aux autres fichiers ni à une sauvegarde en cours', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-backups-'));
    folders.push(dataDir);
    const folder = path.join(dataDir, 'backups');
    mkdirSync(folder);
    const days = Array.from({ length: 9 }, (_, index) => new Date(Date.UTC(2026, 10, 1 + index, 2, 15)));
    for (const day of days) writeFileSync(path.join(folder, backupName(day)), 'x');
    writeFileSync(path.join(folder, `${backupName(new Date(Date.UTC(2026, 10, 10)))}.partial`), 'x');
    writeFileSync(path.join(folder, 'notes.txt'), 'x');

    expect(pruneBackups(dataDir).map((file) => path.basename(file))).toEqual([
      'elan-2026-11-01T02-15-00.000Z.tar.gz',
      'elan-2026-11-02T02-15-00.000Z.tar.gz',
    ]);
    expect(readdirSync(folder).sort()).toEqual([
      'elan-2026-11-03T02-15-00.000Z.tar.gz',
      'elan-2026-11-04T02-15-00.000Z.tar.gz',
      'elan-2026-11-05T02-15-00.000Z.tar.gz',
      'elan-2026-11-06T02-15-00.000Z.tar.gz',
      'elan-2026-11-07T02-15-00.000Z.tar.gz',
      'elan-2026-11-08T02-15-00.000Z.tar.gz',
      'elan-2026-11-09T02-15-00.000Z.tar.gz',
      'elan-2026-11-10T00-00-00.000Z.tar.gz.partial',
      'notes.txt',
    ]);
    expect(newestBackup(dataDir)).toEqual({
      file: path.join(folder, 'elan-2026-11-09T02-15-00.000Z.tar.gz'),
      size: 1,
    });
  });
});
