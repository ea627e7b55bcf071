import { describe, expect, it } from 'vitest';
import { styleSchema, stylesResponseSchema } from '@landscape/contract';
import { parseStylesAnswer, STYLE_FIELDS } from './parse-styles.ts';

const style = { id: 'japanese_zen', name: 'Japanese Zen', description: 'Calm', preview: '/static/styles/japanese_zen.png' };
const samples: unknown[] = [
  { styles: [style] },
  { styles: [] },
  { styles: [{ ...style, preview: null }, { id: 'a', name: 'A', description: '' }] },
  { styles: [{ ...style, extra: true }], more: 1 },
  { styles: [{ ...style, id: 3 }] },
  { styles: [{ ...style, preview: 7 }] },
  { styles: [{ name: 'x', description: 'y' }] },
  { styles: ['japanese_zen'] },
  { styles: {} },
  {},
  [],
  null,
];

describe('parseStylesAnswer', () => {
  it('knows every field of the contract style', () => {
    expect([...STYLE_FIELDS].sort()).toEqual(Object.keys(styleSchema.shape).sort());
  });
  it.each(samples.map((s) => [JSON.stringify(s), s]))('agrees with the contract schema on %s', (_label, sample) => {
    const zod = stylesResponseSchema.safeParse(sample);
    if (zod.success) expect(parseStylesAnswer(sample)).toEqual(zod.data);
    else expect(() => parseStylesAnswer(sample)).toThrow('Invalid styles answer');
  });
});
