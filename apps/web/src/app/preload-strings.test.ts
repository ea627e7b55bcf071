import { describe, expect, it } from 'vitest';
import { preloadFirstStrings } from '../../scripts/preload-strings.mjs';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => unknown;
const handler = (preloadFirstStrings().transformIndexHtml as { handler: Handler }).handler;
const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId });

describe('the first strings load beside the app', () => {
  it("preloads the English strings chunk of the studio's first page", () => {
    const bundle = {
      a: chunk('assets/index-1.js', '/w/apps/web/index.html'),
      b: chunk('assets/en-pages-2.js', '/w/apps/web/src/lib/locale-bundles/en-pages.ts'),
      c: chunk('assets/en-3.js', '/w/apps/web/src/lib/locale-bundles/en.ts'),
    };
    expect(handler('', { bundle })).toEqual([{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/en-3.js' }, injectTo: 'head' }]);
  });

  it('fails the build when the chunk is missing', () => {
    expect(() => handler('', { bundle: {} })).toThrow(/no chunk/);
  });
});
