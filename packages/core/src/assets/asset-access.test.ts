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
});
