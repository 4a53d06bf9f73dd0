// Comments speak of the code: a comment (or a test's title) that says "see issue N" or "spec
// section N" sends the reader to a tracker or a document outside the repository for the why. The
// why belongs in the comment itself, or in a decision record it names (docs/decisions/NNNN-….md).
// Every tracked or new source file of the code folders and the top-level configuration is read,
// line by line; docs/ and the top-level README are not (a decision record may tell its history).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders whose files are code, tests, benchmarks or their tooling. */
const CODE_FOLDERS = ['web', 'server', 'shared', 'tests', 'bench', 'scripts', 'tools', '.ci'];

/** "issue N", "Issue #N", "spec N", "spec section N", "(section N)", "spec sections N and M", "§ N". */
const CITATIONS = [
  /\bissues?\s*#?\d/i,
  /\bspec(?:ification)?(?:'s)?\s*(?:sections?|§)?\s*\d/i,
  /\bsections?\s*\d/i,
  /§\s*\d/,
];

function citesANumber(line: string): boolean {
  return CITATIONS.some((citation) => citation.test(line));
}

/** Tracked files and new ones not ignored, so a file not yet added is checked too. */
function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter(Boolean)
    .filter((file) =>
      file.includes('/')
        ? CODE_FOLDERS.includes(file.slice(0, file.indexOf('/')))
        : /\.(?:[cm]?js|ts)$/.test(file),
    );
}

/** "path:line: text" for every line of a text file that cites an issue or a spec section. */
function citationsIn(file: string): string[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(REPO_ROOT, file));
  } catch {
    return []; // listed by git but deleted in the working tree
  }
  if (bytes.includes(0)) return []; // an image or another binary file
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) => (citesANumber(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('comments that cite an issue or a spec section', () => {
  const files = scannedFiles();

  it('are nowhere in the code, its tests, benchmarks and scripts', () => {
    expect(files.flatMap(citationsIn)).toEqual([]);
  });

  it('are looked for in every code folder and the top-level configuration, not in docs/', () => {
    for (const file of ['server/app.ts', 'web/main.tsx', 'shared/types.ts', 'eslint.config.js']) {
      expect(files).toContain(file);
    }
    for (const folder of ['tests/', 'bench/', 'scripts/']) {
      expect(files.some((file) => file.startsWith(folder))).toBe(true);
    }
    expect(files.filter((file) => file.startsWith('docs/') || file === 'README.md')).toEqual([]);
  });

  it('are recognised in the forms they took, while decision records may be named', () => {
    const n = 12;
    const cited = [
      `// The review (issue ${n}): open it`,
      `// Issue #${n}: a position past its date`,
      `/** A position (spec section ${n}). */`,
      `// Toasts (spec sections ${n}, 8 and 9)`,
      `// a 404 (spec ${n}).`,
      `/** The spec's failure text (section ${n}). */`,
      `// the flow of §${n}`,
    ];
    const clean = [
      '// Positions have a life (docs/decisions/0024-positions-lifecycle.md).',
      '// A church edits its positions (decision 0024) in Chromium',
      'const messages = result.issues?.map((issue) => issue.message);',
      "// The spec's data rules: answers never go stale.",
    ];
    expect(cited.filter((line) => !citesANumber(line))).toEqual([]);
    expect(clean.filter(citesANumber)).toEqual([]);
  });
});
