import { describe, expect, it } from 'vitest';
import { AssetOwners } from './asset-access.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const KEY = `generations/${ID}/front_yard/render.png`;

/** A generation whose owner the test changes, counting the lookups. */
function generations(owner: { uid: string | null; sharedKeys: string[] } | null) {
  const g = { owner, lookups: 0, ownerOf: async () => (g.lookups++, g.owner) };
  return g;
}

describe('AssetOwners', () => {
  it("never keeps a visitor's answer: a claimed generation's images need the owner at once", async () => {
    const g = generations({ uid: null, sharedKeys: [] });
    const owners = new AssetOwners(g);
    expect(await owners.ownershipOf(KEY)).toEqual({ kind: 'public' });
    g.owner = { uid: 'alice', sharedKeys: [] };
    expect(await owners.ownershipOf(KEY)).toEqual({ kind: 'private', ownerUid: 'alice' });
  });

  it("keeps an account's answer until told to forget it", async () => {
    const g = generations({ uid: 'alice', sharedKeys: [] });
    const owners = new AssetOwners(g);
    await owners.ownershipOf(KEY);
    await owners.ownershipOf(KEY);
    expect(g.lookups).toBe(1);
    owners.forget([ID]);
    g.owner = null;
    expect(await owners.ownershipOf(KEY)).toEqual({ kind: 'unknown' });
  });

  it('keeps at most maxEntries answers, forgetting the least recently used first', async () => {
    const g = generations({ uid: 'alice', sharedKeys: [] });
    const owners = new AssetOwners(g, { maxEntries: 2 });
    const key = (n: number) => `generations/${String(n).repeat(8)}-1111-4111-8111-111111111111/front_yard/render.png`;
    await owners.ownershipOf(key(1));
    await owners.ownershipOf(key(2));
    await owners.ownershipOf(key(1)); // 1 is now the most recently used
    await owners.ownershipOf(key(3)); // 2 goes
    expect(g.lookups).toBe(3);
    await owners.ownershipOf(key(1));
    expect(g.lookups).toBe(3);
    await owners.ownershipOf(key(2));
    expect(g.lookups).toBe(4);
  });

  describe("a visitor's generation with a shared design", () => {
    const design = '22222222-2222-4222-8222-222222222222';
    const sibling = '33333333-3333-4333-8333-333333333333';
    const shared = `generations/${ID}/front_yard/japanese_zen-${design}.png`;

    it('opens the shared images and siblings only by their own unguessable names', async () => {
      const owners = new AssetOwners(generations({ uid: null, sharedKeys: [shared] }));
      expect(await owners.ownershipOf(shared)).toEqual({ kind: 'public' });
      // the sibling's real name carries its own random id: whoever has it was given it
      expect(await owners.ownershipOf(`generations/${ID}/front_yard/mediterranean-${sibling}.png`)).toEqual({ kind: 'public' });
      // names guessed from the shared one lead nowhere
      for (const guess of [
        `generations/${ID}/front_yard/mediterranean.png`,
        `generations/${ID}/backyard/original.png`,
        `generations/${ID}/front_yard/japanese_zen-plan.png`,
      ]) {
        expect(await owners.ownershipOf(guess), guess).toEqual({ kind: 'unknown' });
      }
    });

    it('keeps keys stored before names carried a token: open while nothing is shared, only the shared ones while one is', async () => {
      const oldShared = `generations/${ID}/front_yard/japanese_zen.png`;
      const oldSibling = `generations/${ID}/front_yard/mediterranean.png`;
      const g = generations({ uid: null, sharedKeys: [] });
      const owners = new AssetOwners(g);
      expect(await owners.ownershipOf(oldSibling)).toEqual({ kind: 'public' });
      g.owner = { uid: null, sharedKeys: [oldShared] };
      expect(await owners.ownershipOf(oldShared)).toEqual({ kind: 'public' });
      expect(await owners.ownershipOf(oldSibling)).toEqual({ kind: 'unknown' });
      // an account's old keys follow the account's rule, shared or not
      g.owner = { uid: 'alice', sharedKeys: [oldShared] };
      expect(await owners.ownershipOf(oldSibling)).toEqual({ kind: 'private', ownerUid: 'alice' });
    });
  });
});
