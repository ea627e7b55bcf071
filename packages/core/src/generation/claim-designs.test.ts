import { describe, expect, it } from 'vitest';
import type { ClaimRequest } from '../adapters/repositories/generation-records.ts';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { ClaimDesigns } from './claim-designs.ts';
import { hashClaimToken } from './design-access.ts';

describe('ClaimDesigns', () => {
  it('asks for the generations by their token hashes, ignores ids that are no generation’s, and drops the cached progress of those moved', async () => {
    const progress = new MemoryProgressStore(60_000);
    const id = '0b8e2a8e-3f7e-4a59-9a41-1f1f5c7a0c11';
    await progress.init(id, { address: 'a', styles: [], areas: [], createdAt: '', userId: null, claimHash: 'h' }, []);
    const asked: ClaimRequest[][] = [];
    const claims = new ClaimDesigns({
      generations: { claim: async (_user: string, requests: ClaimRequest[]) => (asked.push(requests), requests.map((r) => r.generationId)) },
      progress,
    });
    const moved = await claims.claim('u1', [
      { generationId: id.toUpperCase(), token: 'secret' },
      { generationId: '../etc/passwd', token: 'x' },
    ]);
    expect(asked).toEqual([[{ generationId: id, tokenHash: hashClaimToken('secret') }]]);
    expect(moved).toEqual([id]);
    expect(await progress.get(id)).toBeNull();
  });
});
