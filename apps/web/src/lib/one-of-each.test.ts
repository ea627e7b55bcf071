import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The studio keeps one of each shared piece (issue 30): one icon set, one before/after slider, one
// /api/me query. A second copy written anywhere under src/ fails here, naming the file.

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.(tsx?|css)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}
const files = sources(SRC).map((p) => ({ path: relative(SRC, p).split('\\').join('/'), text: readFileSync(p, 'utf8') }));
const where = (re: RegExp) =>
  files
    .filter((f) => re.test(f.text))
    .map((f) => f.path)
    .sort();

describe('one of each', () => {
  it('defines icons in components/ui/icons/ only, in its one frame', () => {
    const defining = where(/export (const|function) \w+(Icon|Logo)\b/);
    expect(defining.length).toBeGreaterThan(40);
    expect(defining.filter((p) => !p.startsWith('components/ui/icons/'))).toEqual([]);
    // no second frame: only svg.tsx draws an <svg> of the 24-unit grid (the leaf logo has its own 32-unit one)
    expect(where(/<svg[^>]*viewBox="0 0 24 24"/)).toEqual(['components/ui/icons/svg.tsx']);
  });

  it('draws the before/after divider in the one compare slider only', () => {
    expect(where(/--pos/)).toEqual(['components/design/compare-slider.css', 'components/design/compare-slider.tsx']);
  });

  it('reads GET /api/me in lib/me-query.ts only, under one key', () => {
    expect(where(/['"`]\/api\/me['"`]/)).toEqual(['lib/me-query.ts']);
    expect(where(/queryKey:\s*\[\s*['"`](me|viewer-role)['"`]\s*,/)).toEqual([]);
  });
});
