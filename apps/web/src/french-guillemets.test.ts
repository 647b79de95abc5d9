import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * French guillemets hold their text with no-break spaces (U+00A0 or U+202F) after « and before »,
 * in the texts themselves, so that a line never ends on a lone « nor starts on a lone » (issue 29,
 * decision 085). This reads every text Élan shows — the web app's strings and JSX, the domain's
 * constants and schema messages, the server's messages, notifications and seeds — from the source:
 * string and template literals and JSX text, never comments.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TREES = ['apps/web/src', 'packages/domain/src', 'apps/api/src'];
/**
 * Left out: the embedded database's messages (`apps/api/src/db/`) go to the operator's terminal, which
 * does not wrap at spaces; the player (`features/player/`) is being rebuilt on another branch, whose
 * texts follow this rule when the two meet (decision 085).
 */
const LEFT_OUT = ['apps/api/src/db/'];
const NO_BREAK = '[\\u00A0\\u202F]';
const LONE_GUILLEMET = new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`);

const JSX_SPACES: Record<string, string> = {
  nbsp: '\u00A0',
  '#160': '\u00A0',
  '#xA0': '\u00A0',
  '#8239': '\u202F',
};
/** JSX text as it reaches the page: the no-break entities decoded (the others do not matter here). */
const jsxText = (raw: string) =>
  raw.replace(/&(nbsp|#160|#xA0|#8239|#x202F);/gi, (_, name: string) => JSX_SPACES[name] ?? '\u202F');

/** The texts of one source file (literals and JSX text), each with the line it starts on. */
function textsOf(file: string, source: string): { line: number; text: string }[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
      texts.push({ line, text: ts.isJsxText(node) ? jsxText(node.text) : node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

/** `file:line  text` for each text of the file whose « or » stands beside a breakable space or nothing. */
function loneGuillemets(file: string, source: string): string[] {
  return textsOf(file, source)
    .filter(({ text }) => LONE_GUILLEMET.test(text))
    .map(({ line, text }) => `${file}:${line}  ${text.trim()}`);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => !LEFT_OUT.some((folder) => file.startsWith(folder)));
}

describe('French guillemets hold their text with no-break spaces', () => {
  it('finds a « or » beside a plain space, in strings, templates and JSX, never in comments', () => {
    const source = [
      '// « un commentaire »',
      "const a = 'Le badge « Fer »';",
      `const b = \`A terminé «\u00A0\${title}\u00A0»\`;`,
      `const c = \`A commencé « \${title}\u00A0»\`;`,
      'const d = <p>Séance «&nbsp;{title}&nbsp;» puis « {other} »</p>;',
      "const e = 'Déjà «\u202FFer\u202F»';",
    ].join('\n');
    expect(loneGuillemets('sample.tsx', source)).toEqual([
      'sample.tsx:2  Le badge « Fer »',
      'sample.tsx:4  A commencé «',
      'sample.tsx:5  » puis «',
      'sample.tsx:5  »',
    ]);
  });

  it('no text of the web app, the domain or the server leaves a guillemet alone at a line end', () => {
    const found = TREES.flatMap(sourceFiles).flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      // Parsing only the files that hold a guillemet keeps this test quick.
      return /[«»]/.test(source) ? loneGuillemets(file, source) : [];
    });
    expect(found).toEqual([]);
    // It parses a few hundred files: seconds on a busy machine, not a timing bound.
  }, 60_000);
});
