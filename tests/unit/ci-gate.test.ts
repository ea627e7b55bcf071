import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// One gate (product's house rules): a pull request is checked by exactly what CI runs on main. The GitHub
// workflow runs `.ci/run` and nothing beside it that could drift; `.ci/run` runs the format check, lint, the unused-code check (knip),
// typecheck and the README's test command.

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (f: string) => readFileSync(`${root}/${f}`, 'utf8');

type Step = { run?: string; uses?: string };

describe('the one gate', () => {
  it('the workflow runs .ci/run on every pull request and push to main, and no check of its own', () => {
    const wf = parse(read('.github/workflows/ci.yml')) as { on: Record<string, unknown>; jobs: Record<string, { steps: Step[] }> };
    expect(Object.keys(wf.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    const runs = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.run).filter((r): r is string => !!r));
    expect(runs).toEqual([expect.stringMatching(/(^|\s)(bash )?\.ci\/run$/)]);
  });

  it('.ci/run checks the format, lints with no warnings, typechecks and runs the README test command', () => {
    const ci = read('.ci/run');
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(ci).toMatch(/^pnpm lint --max-warnings 0$/m);
    expect(ci).toMatch(/^pnpm typecheck$/m);
    expect(ci).toMatch(/^pnpm test$/m);
    expect(read('README.md')).toContain('pnpm test');
    expect(pkg.scripts.lint).toMatch(/prettier --check/);
    expect(pkg.scripts.lint).toMatch(/eslint/);
    // the unused-code check: no unused dependency, file or export (knip.jsonc)
    expect(pkg.scripts.lint).toMatch(/(^|&& )knip\b/);
  });
});
