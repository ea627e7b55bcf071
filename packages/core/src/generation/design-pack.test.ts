import { describe, expect, it } from 'vitest';
import type { DesignSummary } from '@landscape/contract';
import { NotFoundError } from './design-access.ts';
import { DesignPack } from './design-pack.ts';
import { FakeGenerations } from './fake-ports.ts';

const summary = { plants: [], materials: [], features: [], cost: { currency: 'USD', low: 1, high: 2, items: [] } } as unknown as DesignSummary;

function packWith() {
  const generations = new FakeGenerations();
  const files = new Map([
    ['o.jpg', { data: Buffer.from('before'), contentType: 'image/jpeg' }],
    ['r.webp', { data: Buffer.from('after'), contentType: 'image/webp' }],
    ['p.png', { data: Buffer.from('plan'), contentType: 'image/png' }],
  ]);
  return { pack: new DesignPack({ generations, files: { read: async (k) => files.get(k) ?? null } }), generations };
}

describe('DesignPack', () => {
  it('gives its owner what the pack prints: the summary, the area and the PNG or JPEG pictures', async () => {
    const { pack, generations } = packWith();
    const { row } = generations.seed({ userId: 'u1' }, { status: 'completed', originalKey: 'o.jpg', renderKey: 'r.webp', planKey: 'p.png', design: summary });
    const out = await pack.contentOf(row.id, { userId: 'u1' }, null);
    if (!out.ok) throw new Error(out.detail);
    expect(out.designId).toBe(row.id);
    expect(out.input).toMatchObject({ summary, area: 'front_yard', phases: null, after: null });
    expect(out.input.before?.toString()).toBe('before');
    expect(out.input.plan?.toString()).toBe('plan');
  });

  it('gives anyone the pack of a shared design, and no one else’s', async () => {
    const { pack, generations } = packWith();
    const { row } = generations.seed({ userId: 'u1' }, { status: 'completed', design: summary });
    await expect(pack.contentOf(row.id, { userId: 'u2' }, null)).rejects.toBeInstanceOf(NotFoundError);
    generations.shared.add(row.id);
    expect((await pack.contentOf(row.id, { userId: null }, null)).ok).toBe(true);
  });
});
