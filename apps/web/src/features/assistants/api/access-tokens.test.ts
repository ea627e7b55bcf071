import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '@landscape/contract';
import { accessTokenCreatedSchema, accessTokenSchema, accessTokensResponseSchema } from './access-tokens.ts';

// The page's answer schemas agree with the contract's: the same verdict and output on a valid answer and on
// each of its fields removed, emptied to null, or given a value of another type.

const token = { id: 't1', name: 'Desktop assistant', prefix: 'lsat_Ab3x', created_at: '2026-12-01T10:00:00.000Z', last_used_at: null };
const cases: [string, v.GenericSchema, z.ZodType, Record<string, unknown>][] = [
  ['accessTokenSchema', accessTokenSchema, contract.accessTokenSchema, token],
  [
    'accessTokensResponseSchema',
    accessTokensResponseSchema,
    contract.accessTokensResponseSchema,
    { tokens: [token, { ...token, last_used_at: token.created_at }] },
  ],
  ['accessTokenCreatedSchema', accessTokenCreatedSchema, contract.accessTokenCreatedSchema, { token, secret: 'lsat_secret' }],
];

function* variants(value: Record<string, unknown>): Generator<unknown> {
  yield value;
  yield { ...value, extra: 1 };
  for (const key of Object.keys(value)) {
    const { [key]: _gone, ...rest } = value;
    yield rest;
    for (const other of [null, 0, 'x', 'lsat_x', [], {}]) yield { ...value, [key]: other };
  }
}

describe('the AI assistants page reads token answers as the contract writes them', () => {
  it.each(cases)('%s', (_name, ours, theirs, sample) => {
    let compared = 0;
    for (const input of variants(sample)) {
      const a = v.safeParse(ours, input);
      const b = theirs.safeParse(input);
      expect(a.success, JSON.stringify(input)).toBe(b.success);
      if (a.success && b.success) expect(a.output).toEqual(b.data);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });
});
