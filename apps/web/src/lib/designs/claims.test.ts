import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@landscape/contract';
import { claimableEntries, claimItems, forgetClaims, generationOfImage, loadClaims, rememberClaim } from './claims.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const entry = (id: string, area: string, owner?: string) => ({
  address: 'x',
  style: 's',
  render: `generations/${id}/${area}/render.png`,
  timestamp: 1,
  ...(owner ? { owner } : {}),
});

describe('claim tokens kept in the browser', () => {
  it('remembers, lists and forgets tokens; ignores missing ones and bad data', () => {
    const store = memoryStore({ [STORAGE_KEYS.claims]: '{"bad": 3}' });
    expect(loadClaims(store)).toEqual({});
    rememberClaim(A, 'token-a', store);
    rememberClaim(B, undefined, store);
    rememberClaim(undefined, 'token-b', store);
    expect(loadClaims(store)).toEqual({ [A]: 'token-a' });
    forgetClaims([A], store);
    expect(loadClaims(store)).toEqual({});
    expect(loadClaims(memoryStore({ [STORAGE_KEYS.claims]: 'not json' }))).toEqual({});
  });

  it('offers only designs without an owner whose generation has a token, one item per generation', () => {
    const claims = { [A]: 'token-a' };
    const entries = [
      entry(A, 'front_yard'),
      entry(A, 'back_yard'),
      entry(B, 'front_yard'),
      entry(A, 'walkway', 'uid-1'),
      { ...entry(A, 'x'), render: 'samples/a.png' },
    ];
    const claimable = claimableEntries(entries, claims);
    expect(claimable).toHaveLength(2);
    expect(claimItems(claimable, claims)).toEqual([{ generationId: A, token: 'token-a' }]);
    expect(generationOfImage(`/static/generations/${B}/front_yard/render.png`)).toBe(B);
  });
});
