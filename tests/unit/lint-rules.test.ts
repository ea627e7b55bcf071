import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house rules are held by lint in CI (`pnpm lint --max-warnings 0`). Each rule here is shown to
// catch what it is there for: a violation is planted beside the code, linted with the project's own
// configuration, and removed.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Lints planted files (path relative to the repository -> source) and answers the rule ids reported per file. */
async function lintPlanted(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dirs = new Set(Object.keys(files).map((f) => join(ROOT, f, '..')));
  try {
    for (const [f, src] of Object.entries(files)) {
      mkdirSync(join(ROOT, f, '..'), { recursive: true });
      writeFileSync(join(ROOT, f), src);
    }
    const results = await new ESLint({ cwd: ROOT }).lintFiles(Object.keys(files));
    return Object.fromEntries(results.map((r) => [r.filePath.slice(ROOT.length), r.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

describe('lint rules', () => {
  it('refuses a module that reaches itself through its imports (no cycles)', async () => {
    const dir = `packages/core/src/planted-cycle-${process.pid}`;
    const out = await lintPlanted({
      [`${dir}/a.ts`]: `import { b } from './b.ts';\nexport const a = () => b();\n`,
      [`${dir}/b.ts`]: `import { a } from './a.ts';\nexport const b = (): unknown => a;\n`,
    });
    expect(out[`${dir}/a.ts`]).toContain('import-x/no-cycle');
    expect(out[`${dir}/b.ts`]).toContain('import-x/no-cycle');
  }, 60_000);

  it('refuses configuration read outside config.ts', async () => {
    const dir = `packages/core/src/planted-env-${process.pid}`;
    const out = await lintPlanted({ [`${dir}/reads-env.ts`]: `export const port = process.env.PORT;\n` });
    expect(out[`${dir}/reads-env.ts`]).toContain('no-restricted-properties');
  }, 60_000);

  it('keeps zod out of the studio', async () => {
    const dir = `apps/web/src/planted-zod-${process.pid}`;
    const out = await lintPlanted({ [`${dir}/checks.ts`]: `import { z } from 'zod';\nexport const s = z.string();\n` });
    expect(out[`${dir}/checks.ts`]).toContain('@typescript-eslint/no-restricted-imports');
  }, 60_000);
  it('refuses a feature importing another feature, and components/ or lib/ importing a feature', async () => {
    const inFeature = `apps/web/src/features/about/planted-cross-${process.pid}`;
    const inLib = `apps/web/src/lib/planted-up-${process.pid}`;
    const out = await lintPlanted({
      [`${inFeature}/reaches.ts`]: `import { StyleCards } from '../../studio/components/style-cards.tsx';\nexport const c = StyleCards;\n`,
      [`${inFeature}/own.ts`]: `import { AboutPage } from '../components/about-page.tsx';\nimport { useStyleText } from '../../../lib/use-style-text.ts';\nexport const c = [AboutPage, useStyleText];\n`,
      [`${inLib}/reaches.ts`]: `import { StyleCards } from '../../features/studio/components/style-cards.tsx';\nexport const c = StyleCards;\n`,
    });
    expect(out[`${inFeature}/reaches.ts`]).toContain('import-x/no-restricted-paths');
    expect(out[`${inFeature}/own.ts`]).not.toContain('import-x/no-restricted-paths');
    expect(out[`${inLib}/reaches.ts`]).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses an API route importing another route, and plugins/ or services/ importing a route', async () => {
    const inRoute = `apps/api/src/routes/edit/planted-cross-${process.pid}`;
    const inServices = `apps/api/src/services/planted-up-${process.pid}`;
    const out = await lintPlanted({
      [`${inRoute}/reaches.ts`]: `import { designRoutes } from '../../design/design.routes.ts';\nexport const c = designRoutes;\n`,
      [`${inRoute}/own.ts`]: `import { editRoutes } from '../edit.routes.ts';\nimport { HttpError } from '../../../plugins/errors.ts';\nexport const c = [editRoutes, HttpError];\n`,
      [`${inServices}/reaches.ts`]: `import { shareRoutes } from '../../routes/share/share.routes.ts';\nexport const c = shareRoutes;\n`,
    });
    expect(out[`${inRoute}/reaches.ts`]).toContain('import-x/no-restricted-paths');
    expect(out[`${inRoute}/own.ts`]).toEqual([]);
    expect(out[`${inServices}/reaches.ts`]).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it("refuses an import that runs up core's layers, and allows one that runs down", async () => {
    const inDomain = `packages/core/src/domain/planted-up-${process.pid}`;
    const inPixels = `packages/core/src/pixels/planted-up-${process.pid}`;
    const inGeneration = `packages/core/src/generation/planted-down-${process.pid}`;
    const out = await lintPlanted({
      // domain -> a use case, pixels -> an adapter: both run back up
      [`${inDomain}/reaches.ts`]: `import { StartGeneration } from '../../generation/start-generation.ts';\nexport const c = StartGeneration;\n`,
      [`${inPixels}/reaches.ts`]: `import { withRetry } from '../../adapters/providers/retry.ts';\nexport const c = withRetry;\n`,
      // a use case -> pixels and domain: down, allowed
      [`${inGeneration}/down.ts`]: `import { planDesign } from '../../pixels/plan-design.ts';\nimport { isFinal } from '../../domain/status.ts';\nexport const c = [planDesign, isFinal];\n`,
    });
    expect(out[`${inDomain}/reaches.ts`]).toContain('import-x/no-restricted-paths');
    expect(out[`${inPixels}/reaches.ts`]).toContain('import-x/no-restricted-paths');
    expect(out[`${inGeneration}/down.ts`]).toEqual([]);
  }, 60_000);

  it('keeps the design engine behind core for the API', async () => {
    const dir = `apps/api/src/planted-design-${process.pid}`;
    const out = await lintPlanted({ [`${dir}/reaches.ts`]: `import { checkAddress } from '@landscape/design';\nexport const c = checkAddress;\n` });
    expect(out[`${dir}/reaches.ts`]).toContain('no-restricted-imports');
  }, 60_000);
});
