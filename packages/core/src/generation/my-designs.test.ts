import { describe, expect, it } from 'vitest';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { NotFoundError } from './design-access.ts';
import { FakeGenerations, FakeStorage, quietLog } from './fake-ports.ts';
import { MyDesigns } from './my-designs.ts';

function mineWith() {
  const generations = new FakeGenerations();
  const storage = new FakeStorage();
  const deleted: string[] = [];
  const repo = {
    listForUser: async (userId: string) => ({
      generations: await Promise.all(
        [...generations.generations.values()].filter((g) => g.userId === userId).map(async (g) => ({ generation: g, rows: await generations.rows(g.id) })),
      ),
      more: false,
    }),
    get: (id: string) => generations.get(id),
    delete: async (id: string) => void deleted.push(id),
  };
  const mine = new MyDesigns({
    generations: repo,
    progress: new MemoryProgressStore(60_000),
    storage,
    styles: { labels: async () => new Map([['modern', 'Modern']]) },
  });
  return { mine, generations, storage, deleted };
}

describe('MyDesigns', () => {
  it('lists an account’s generations with their finished images and the style’s label; a photo’s address stays hidden', async () => {
    const { mine, generations } = mineWith();
    generations.seed({ userId: 'u1' }, { status: 'completed', renderKey: 'r.png', originalKey: 'o.png' });
    generations.seed({ userId: 'u1', kind: 'upload', address: 'Uploaded photo' }, { status: 'processing' });
    generations.seed({ userId: 'u2' });
    const { generations: list, next_cursor } = await mine.list('u1', { limit: 10 });
    expect(list).toHaveLength(2);
    expect(list[0]!.images).toEqual([expect.objectContaining({ image: 'r.png', style_label: 'Modern', area: 'front_yard' })]);
    expect(list[1]).toMatchObject({ address: '', from_photo: true, images: [] });
    expect(next_cursor).toBeNull();
  });

  it('deletes its owner’s generation and its files; anyone else’s is not found', async () => {
    const { mine, generations, storage, deleted } = mineWith();
    const { generation } = generations.seed({ userId: 'u1' });
    await storage.put(`generations/${generation.id}/front_yard/x.png`, Buffer.from('x'), 'image/png');
    await expect(mine.delete(generation.id, { userId: 'u2', isAdmin: false }, quietLog)).rejects.toBeInstanceOf(NotFoundError);
    expect(deleted).toEqual([]);
    await mine.delete(generation.id, { userId: 'u1', isAdmin: false }, quietLog);
    expect(deleted).toEqual([generation.id]);
    expect(storage.files.size).toBe(0);
  });
});
