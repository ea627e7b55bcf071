import { describe, expect, it } from 'vitest';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { hashClaimToken, NotFoundError } from './design-access.ts';
import { DesignProgress } from './design-progress.ts';
import { FakeGenerations } from './fake-ports.ts';
import { ProgressWriter } from './progress-writer.ts';

function progressWith() {
  const generations = new FakeGenerations();
  const store = new MemoryProgressStore(60_000);
  let databaseReads = 0;
  const counted = {
    getWithRows: (id: string) => {
      databaseReads++;
      return generations.getWithRows(id);
    },
  };
  const labels = new Map([['modern', 'Modern']]);
  const progress = new DesignProgress({ progress: store, generations: counted, styles: { labels: async () => labels } });
  const writer = new ProgressWriter(store, generations);
  return { progress, generations, store, writer, reads: () => databaseReads };
}

describe('DesignProgress', () => {
  it('shows a visitor’s generation to the holder of its claim token only', async () => {
    const { progress, generations, writer } = progressWith();
    const { generation, row } = generations.seed({ claimHash: hashClaimToken('secret'), status: 'processing' }, { status: 'processing' });
    await writer.init(generation, [row]);
    const answer = JSON.parse((await progress.answer(generation.id, { userId: null, claimToken: 'secret' })).json);
    expect(answer.areas.front_yard.status).toBe('processing');
    await expect(progress.answer(generation.id, { userId: null, claimToken: 'other' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(progress.answer(generation.id, { userId: 'someone' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(progress.get(generation.id, { userId: 'someone' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers from the database when the progress cache has no entry', async () => {
    const { progress, generations, reads } = progressWith();
    const { generation } = generations.seed({ userId: 'u1' }, { status: 'completed', renderKey: 'r.png', originalKey: 'o.png' });
    const answer = await progress.get(generation.id, { userId: 'u1' });
    expect(answer.areas.front_yard?.status).toBe('completed');
    expect(reads()).toBe(1);
  });

  it('serialises an unchanged request once, with the same ETag, and again after a change', async () => {
    const { progress, generations, writer, store } = progressWith();
    const { generation, row } = generations.seed({ userId: 'u1', status: 'processing' }, { status: 'processing' });
    await writer.init(generation, [row]);
    const viewer = { userId: 'u1' };
    const [a, b] = await Promise.all([progress.answer(generation.id, viewer), progress.answer(generation.id, viewer)]);
    expect(b.json).toBe(a.json);
    expect(b.etag).toBe(a.etag);
    const again = await progress.answer(generation.id, viewer);
    expect(again.json).toBe(a.json);
    const read = store.get.bind(store);
    let snapshots = 0;
    store.get = (id) => {
      snapshots++;
      return read(id);
    };
    await progress.answer(generation.id, viewer);
    expect(snapshots).toBe(0); // an unchanged request is not read again
    await writer.rows(generation.id, [{ ...row, status: 'completed', renderKey: 'r.png', originalKey: 'o.png' }]);
    const changed = await progress.answer(generation.id, viewer);
    expect(snapshots).toBe(1);
    expect(changed.etag).not.toBe(a.etag);
    expect(JSON.parse(changed.json).areas.front_yard.status).toBe('completed');
  });
});
