import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@landscape/contract';
import { parseHealth } from './get-health.ts';

// The studio reads /api/health by hand (no zod before the form shows): it must agree with the contract.
const samples: unknown[] = [
  { status: 'healthy', checks: { database: 'ok', queue: 'ok', storage: 'ok', signin: 'ok' }, mode: 'embedded' },
  { status: 'unhealthy', checks: { database: 'ok', signin: 'starting' }, mode: 'embedded', detail: 'Sign-in is starting' },
  { status: 'healthy' },
  { status: 'unhealthy', checks: {} },
  { status: 'healthy', extra: 1 },
  { status: 'fine' },
  { status: 'healthy', checks: { database: 'down' } },
  { status: 'healthy', checks: { database: 1 } },
  { status: 'healthy', checks: [] },
  { status: 'healthy', mode: 3 },
  { status: 'healthy', detail: null },
  { checks: { database: 'ok' } },
  [],
  null,
  'healthy',
  undefined,
];

describe('parseHealth', () => {
  it.each(samples.map((s) => [JSON.stringify(s), s]))('agrees with the contract schema on %s', (_label, sample) => {
    const zod = healthResponseSchema.safeParse(sample);
    if (zod.success) expect(parseHealth(sample)).toEqual(zod.data);
    else expect(() => parseHealth(sample)).toThrow('Invalid health answer');
  });
});
