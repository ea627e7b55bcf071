/** The namespaces in each language's first chunk (`<lang>.ts`); the others are in `<lang>-pages.ts`. */
export const FIRST_NAMESPACES: readonly string[] = ['common', 'studio', 'account'];

export type Bundle = Record<string, Record<string, unknown>>;

/** `{ namespace: strings }` from a glob of locales/<lang>/<namespace>.json. */
export function bundleOf(files: Record<string, unknown>): Bundle {
  const out: Bundle = {};
  for (const [path, data] of Object.entries(files)) {
    const ns = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (ns) out[ns] = data as Record<string, unknown>;
  }
  return out;
}
