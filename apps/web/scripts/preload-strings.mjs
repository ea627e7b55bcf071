// The English strings of the studio's first page load beside the app's own chunk instead of after it has
// run: every visitor needs them (English is the default language, and Spanish and Chinese visitors load
// English too for the wish suggestions, lib/i18n.ts), and on a slow connection that saves a round trip
// before the first paint (decision 018).

/** @returns {import('vite').Plugin} */
export function preloadFirstStrings() {
  return {
    name: 'landscape-preload-first-strings',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && /[\\/]lib[\\/]locale-bundles[\\/]en\.ts$/.test(c.facadeModuleId ?? ''));
        if (!chunk) throw new Error('preload-strings: no chunk for lib/locale-bundles/en.ts');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
