import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configDefaults } from '@landscape/core';
import { CONFIG_DOCS, renderEnvExample, renderReadmeTable, withReadmeTable } from '../../packages/core/src/platform/config-docs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (f: string) => readFileSync(`${root}/${f}`, 'utf8');

describe('configuration docs', () => {
  it('.env.example is what the config docs write (run `pnpm config:docs` after changing a key)', () => {
    expect(read('.env.example')).toBe(renderEnvExample());
  });

  it("the README's key table is what the config docs write", () => {
    const readme = read('README.md');
    expect(readme).toBe(withReadmeTable(readme));
    expect(readme).toContain(renderReadmeTable());
  });

  it('documents every key of the schema and no other', () => {
    expect(Object.keys(CONFIG_DOCS).sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('shows the schema default of each key, or an example where it has none', () => {
    const defaults = configDefaults();
    const env = read('.env.example');
    for (const key of CONFIG_KEYS) {
      const value = defaults[key];
      const shown = value === undefined ? CONFIG_DOCS[key].example : Array.isArray(value) ? value.join(',') : String(value);
      expect(shown, key).toBeDefined();
      expect(env, key).toContain(`# ${key}=${shown}\n`);
    }
  });

  it('a README without the markers is refused with a clear message', () => {
    expect(() => withReadmeTable('# no table here')).toThrow(/markers/);
  });
});
