import type { Style } from '@landscape/contract';

/**
 * GET /api/styles read by hand: the studio shows its form once the styles answer, and that must not wait for
 * zod (loaded on the first other answer, lib/contract-schemas.ts). Accepts exactly what the contract's
 * stylesResponseSchema accepts; parse-styles.test.ts holds the two side by side and fails when the
 * contract's style gains a field this does not know.
 */
export const STYLE_FIELDS = ['id', 'name', 'description', 'preview'] as const;

export function parseStylesAnswer(input: unknown): { styles: Style[] } {
  const fail = () => new Error('Invalid styles answer');
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(input) || !Array.isArray(input.styles)) throw fail();
  const styles = input.styles.map((s: unknown): Style => {
    if (!isObject(s)) throw fail();
    const { id, name, description, preview } = s;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof description !== 'string') throw fail();
    if (preview !== undefined && preview !== null && typeof preview !== 'string') throw fail();
    return { id, name, description, ...(preview !== undefined ? { preview } : {}) };
  });
  return { styles };
}
