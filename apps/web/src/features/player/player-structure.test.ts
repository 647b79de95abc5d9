import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTimed, type PlayerExercise } from './player-state.ts';

const playerRoot = path.dirname(fileURLToPath(import.meta.url));

function sources(directory: string): { file: string; source: string }[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sources(file);
    if (!/\.tsx?$/.test(name) || /\.test\.ts$/.test(name)) return [];
    return [{ file: path.relative(playerRoot, file), source: readFileSync(file, 'utf8') }];
  });
}

const PLANK: PlayerExercise = {
  id: 1,
  exercise_id: 10,
  exercise_name: 'Gainage',
  muscle_group: 'Abdos',
  sets: 1,
  reps: 1,
  duration_seconds: 30,
  rest_seconds: 15,
};

describe('série chronométrée : une seule règle', () => {
  it('chronométrée quand une durée positive est prévue', () => {
    expect(isTimed(PLANK)).toBe(true);
    expect(isTimed({ ...PLANK, duration_seconds: 0 })).toBe(false);
    expect(isTimed({ ...PLANK, duration_seconds: null })).toBe(false);
    expect(isTimed(undefined)).toBe(false);
  });

  it('le lecteur ne réécrit la règle nulle part ailleurs que dans player-state.ts', () => {
    const rewritten = sources(playerRoot)
      .filter(({ source }) => /duration_seconds(\s*\?\?\s*0\))?\s*>\s*0/.test(source))
      .map(({ file }) => file);
    expect(rewritten).toEqual(['player-state.ts']);
  });
});

describe('les trois lecteurs : un seul câblage', () => {
  it('seul usePlayerRun lance une séance, garde l’écran allumé et tient la fenêtre « Quitter »', () => {
    // Calls, not the functions' own definitions.
    const wiring = /(?<!function )\b(usePlayer|useWakeLock|playerResult|setIsQuitDialogOpen)\(/;
    const wired = sources(playerRoot)
      .filter(({ source }) => wiring.test(source))
      .map(({ file }) => file);
    expect(wired).toEqual(['hooks/use-player-run.ts']);
  });

  it('les lecteurs de séance, l’ancien lecteur et la séance libre passent tous par usePlayerRun', () => {
    const players = ['session-player.tsx', 'linear-player.tsx', 'free-workout-player.tsx'];
    const users = sources(playerRoot)
      .filter(({ source }) => /\busePlayerRun\(/.test(source))
      .map(({ file }) => path.basename(file))
      .filter((file) => players.includes(file))
      .sort();
    expect(users).toEqual([...players].sort());
  });
});
