import { describe, expect, it } from 'vitest';
import type { DesignSummary } from '@landscape/contract';
import type { PackInput } from '../pixels/pack/landscaper-pack.ts';
import { NotFoundError } from './design-access.ts';
import { DesignPack } from './design-pack.ts';
import { FakeGenerations } from './fake-ports.ts';

const summary = {
  plants: [],
  materials: [],
  features: [],
  units: 'imperial',
  cost: { currency: 'USD', low: 1, high: 2, items: [] },
} as unknown as DesignSummary;
const RENDER = 'generations/g1/front_yard/modern-00000000-0000-4000-8000-000000000001.png';

function packWith() {
  const generations = new FakeGenerations();
  const files = new Map([
    ['o.jpg', { data: Buffer.from('before'), contentType: 'image/jpeg' }],
    [RENDER, { data: Buffer.from('after'), contentType: 'image/webp' }],
    ['p.png', { data: Buffer.from('plan'), contentType: 'image/png' }],
  ]);
  const stored = new Map<string, Buffer>();
  const drawn: PackInput[] = [];
  const pack = new DesignPack({
    generations,
    files: { read: async (k) => files.get(k) ?? null },
    storage: { exists: async (k) => stored.has(k), put: async (k, body) => void stored.set(k, body) },
    pool: {
      run: async (_task: 'pack', input: PackInput) => {
        drawn.push(input);
        return Buffer.from('%PDF-');
      },
    } as never,
  });
  return { pack, generations, stored, drawn };
}

describe('DesignPack', () => {
  it('keys its owner’s pack by revision, language, paper and budget, and its job draws what the pack prints once', async () => {
    const { pack, generations, stored, drawn } = packWith();
    const { row } = generations.seed({ userId: 'u1' }, { status: 'completed', originalKey: 'o.jpg', renderKey: RENDER, planKey: 'p.png', design: summary });
    const out = await pack.target(row.id, { userId: 'u1' }, { budget: null });
    if (!out.ok) throw new Error(out.detail);
    expect(out.designId).toBe(row.id);
    // a design in feet is printed on letter paper, in its own language, unless asked otherwise
    expect(out.key).toMatch(/-pack-[0-9a-f]{16}-en-letter-none\.pdf$/);
    const es = await pack.target(row.id, { userId: 'u1' }, { budget: null, lang: 'es', paper: 'a3' });
    expect(es.ok && es.key).toMatch(/-pack-[0-9a-f]{16}-es-a3-none\.pdf$/);
    expect(await pack.draw(out.job)).toBe(out.key);
    expect(await pack.draw(out.job)).toBe(out.key);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ summary, area: 'front_yard', phases: null, after: null, locale: 'en', paper: 'letter' });
    // the owner's pack names the street; a share visitor's is another pack, naming only the place
    expect(drawn[0]!.project?.address).toBe('12 Oak Street, Portland, OR');
    generations.shared.add(row.id);
    const visitor = await pack.target(row.id, { userId: null }, { budget: null });
    expect(visitor.ok && visitor.key).not.toBe(out.key);
    expect(drawn[0]!.before?.toString()).toBe('before');
    expect(drawn[0]!.plan?.toString()).toBe('plan');
    expect(stored.has(out.key)).toBe(true);
  });

  it('draws nothing for a job of a revision the design no longer prints', async () => {
    const { pack, generations, drawn } = packWith();
    const { row } = generations.seed({ userId: 'u1' }, { status: 'completed', renderKey: RENDER, design: summary });
    const out = await pack.target(row.id, { userId: 'u1' }, { budget: null });
    if (!out.ok) throw new Error(out.detail);
    row.design = { ...summary, title: 'changed' } as DesignSummary;
    expect(await pack.draw(out.job)).toBeNull();
    expect(drawn).toHaveLength(0);
  });

  it('gives anyone the pack of a shared design, and no one else’s', async () => {
    const { pack, generations } = packWith();
    const { row } = generations.seed({ userId: 'u1' }, { status: 'completed', renderKey: RENDER, design: summary });
    await expect(pack.target(row.id, { userId: 'u2' }, { budget: null })).rejects.toBeInstanceOf(NotFoundError);
    generations.shared.add(row.id);
    expect((await pack.target(row.id, { userId: null }, { budget: null })).ok).toBe(true);
  });
});
