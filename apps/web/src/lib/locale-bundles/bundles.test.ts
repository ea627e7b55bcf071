import { describe, expect, it } from 'vitest';
import { FIRST_NAMESPACES } from './bundle.ts';

// A language's strings come in two chunks: what the studio's first page needs, loaded before the first
// paint, and the other pages' namespaces, loaded with the first of those pages (lib/i18n.ts).
const files = Object.keys(import.meta.glob('../../locales/*/*.json'));
const chunks = {
  en: [import('./en.ts'), import('./en-pages.ts')],
  es: [import('./es.ts'), import('./es-pages.ts')],
  zh: [import('./zh.ts'), import('./zh-pages.ts')],
};

describe('locale chunks', () => {
  it.each(Object.entries(chunks))(
    '%s: the first chunk holds the studio namespaces, the other chunk every other one',
    async (lang, [firstChunk, pagesChunk]) => {
      const first = Object.keys((await firstChunk).default).sort();
      const pages = Object.keys((await pagesChunk).default).sort();
      const all = files
        .filter((f) => f.includes(`/locales/${lang}/`))
        .map((f) => /\/([\w-]+)\.json$/.exec(f)![1])
        .sort();
      expect(first).toEqual([...FIRST_NAMESPACES].sort());
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((ns) => first.includes(ns))).toEqual([]);
      expect([...first, ...pages].sort()).toEqual(all);
    },
  );
});
