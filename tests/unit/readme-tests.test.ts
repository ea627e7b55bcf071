import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's claims about behaviour point at the tests that prove them: a link whose text is the test's
// name and whose target is its file. A renamed test, a moved or deleted file breaks the link, and this fails.

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(`${root}/README.md`, 'utf8');

/** Every [name](file) link of the README whose file is a test (unit, API or browser journey). */
const links = [...readme.matchAll(/\[([^\]]+)\]\(([^)\s]+\.(?:test|e2e)\.tsx?)\)/g)].map((m) => ({ name: m[1]!.replace(/\s+/g, ' '), file: m[2]! }));

/** The titles a test file gives its tests and groups, quotes unescaped. */
function titles(file: string): string[] {
  const text = readFileSync(`${root}/${file}`, 'utf8');
  return [...text.matchAll(/\b(?:it|test|describe)(?:\.(?:each|runIf|skipIf)\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) =>
    m[2]!.replace(/\\(.)/g, '$1'),
  );
}

describe('README claims point at their tests', () => {
  it('links at least the claims checked in issue 30', () => {
    expect(links.length).toBeGreaterThanOrEqual(40);
  });

  it('links test files that exist', () => {
    const missing = links.filter((l) => !existsSync(`${root}/${l.file}`)).map((l) => l.file);
    expect(missing).toEqual([]);
  });

  it('names each linked test as its file names it', () => {
    const unknown = links.filter((l) => existsSync(`${root}/${l.file}`) && !titles(l.file).includes(l.name)).map((l) => `${l.file}: ${l.name}`);
    expect(unknown).toEqual([]);
  });
});
