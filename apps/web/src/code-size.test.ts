import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Issue 19 « Small parts »: no source file over 250 lines, no component over 150. */
const MAX_FILE_LINES = 250;
const MAX_COMPONENT_LINES = 150;

const sourceRoot = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Top-level components (`function Name(` or `const Name = (`), from their first line to the closing `}`. */
function componentLengths(source: string): { name: string; lines: number }[] {
  const lines = source.split('\n');
  const found: { name: string; lines: number }[] = [];
  lines.forEach((line, start) => {
    const name = /^(?:export )?(?:function ([A-Z]\w*)\(|const ([A-Z]\w*) = \()/.exec(line);
    if (!name) return;
    const end = lines.findIndex((candidate, index) => index > start && /^[})]/.test(candidate));
    found.push({ name: name[1] ?? name[2] ?? '', lines: end - start + 1 });
  });
  return found;
}

const files = sourceFiles(sourceRoot).map((file) => ({
  file: path.relative(sourceRoot, file),
  source: readFileSync(file, 'utf8'),
}));

describe('taille du code web', () => {
  it(`aucun fichier source de plus de ${MAX_FILE_LINES} lignes`, () => {
    const tooLong = files
      .map(({ file, source }) => ({ file, lines: source.split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES);
    expect(tooLong).toEqual([]);
  });

  it(`aucun composant de plus de ${MAX_COMPONENT_LINES} lignes`, () => {
    const tooLong = files
      .filter(({ file }) => file.endsWith('.tsx'))
      .flatMap(({ file, source }) => componentLengths(source).map((component) => ({ file, ...component })))
      .filter(({ lines }) => lines > MAX_COMPONENT_LINES);
    expect(tooLong).toEqual([]);
  });
});
