import { describe, expect, it } from 'vitest';
import { JobWaitError } from '../ports/queue.port.ts';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { hashClaimToken } from './design-access.ts';
import { DesignFiles } from './design-files.ts';
import { FakeGenerations, FakeQueue, FakeStorage, quietLog } from './fake-ports.ts';
import { ProgressWriter } from './progress-writer.ts';
import { StartGeneration } from './start-generation.ts';

function startWith() {
  const generations = new FakeGenerations();
  const queue = new FakeQueue();
  const storage = new FakeStorage();
  const store = new MemoryProgressStore(60_000);
  const start = new StartGeneration({
    generations,
    queue,
    progress: new ProgressWriter(store, generations),
    files: new DesignFiles({ storage, assets: { record: async () => undefined } }),
    styles: { labels: async () => new Map([['modern', 'Modern']]) },
    log: quietLog,
    dailyLimit: 10,
    waitMs: 1_000,
  });
  return { start, generations, queue, storage, store };
}

const studio = { address: '12 Oak Street, Portland, OR', styles: ['modern', 'cottage'] };

describe('StartGeneration', () => {
  it("writes one row per area × style, charged to the visitor's IP as one request, and queues one job per area in the studio's order", async () => {
    const { start, generations, queue, store } = startWith();
    const areas = [
      { area: 'walkway' as const, prompt: '' },
      { area: 'front_yard' as const, prompt: 'a bench' },
    ];
    const { id, claimToken } = await start.start({ ...studio, areas, payer: { userId: null, ip: '203.0.113.9' }, clientIp: '203.0.113.9' });
    expect((await generations.rows(id)).map((r) => `${r.area}:${r.style}`)).toEqual([
      'walkway:modern',
      'walkway:cottage',
      'front_yard:modern',
      'front_yard:cottage',
    ]);
    // four designs, one request of the daily limit (decision 042)
    expect(generations.units.get('ip:203.0.113.9')).toBe(1);
    expect(queue.queued.map((j) => j.data)).toEqual([
      { requestId: id, area: 'front_yard' },
      { requestId: id, area: 'walkway' },
    ]);
    // a visitor keeps a claim token; the database keeps only its hash; progress can be polled at once
    expect(claimToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(generations.generations.get(id)!.claimHash).toBe(hashClaimToken(claimToken!));
    expect((await store.get(id))?.states).toHaveLength(4);
  });

  it("gives an account's generation no claim token", async () => {
    const { start, generations } = startWith();
    const { id, claimToken } = await start.start({ ...studio, areas: [{ area: 'front_yard', prompt: '' }], userId: 'u1' });
    expect(claimToken).toBeNull();
    expect(generations.generations.get(id)!.claimHash).toBeNull();
  });

  it('stores a photo first as its area’s original, with the brushed mask beside it, before any job is queued', async () => {
    const { start, generations, queue, storage } = startWith();
    const photo = { data: Buffer.from('photo'), contentType: 'image/jpeg' };
    const { id } = await start.start({
      ...studio,
      styles: ['modern'],
      areas: [{ area: 'backyard', prompt: '' }],
      photos: { backyard: photo },
      masks: { backyard: Buffer.from('mask') },
    });
    const [row] = await generations.rows(id);
    expect(row!.originalKey).toMatch(new RegExp(`^generations/${id}/backyard/.*\\.jpg$`));
    expect(storage.files.get(row!.originalKey!)?.data.toString()).toBe('photo');
    expect([...storage.files.values()].map((f) => f.data.toString()).sort()).toEqual(['mask', 'photo']);
    expect(generations.generations.get(id)!.settings).toMatchObject({ photoAreas: ['backyard'], maskAreas: ['backyard'] });
    expect(queue.queued).toHaveLength(1);
  });

  it('fails the rows, gives the units back and queues nothing when a file cannot be stored', async () => {
    const { start, generations, queue, storage } = startWith();
    storage.failPuts = true;
    const photo = { data: Buffer.from('photo'), contentType: 'image/png' };
    const input = {
      ...studio,
      styles: ['modern'],
      areas: [{ area: 'backyard' as const, prompt: '' }],
      photos: { backyard: photo },
      payer: { userId: 'u1', ip: '1' },
    };
    await expect(start.start({ ...input, userId: 'u1', failedAs: 'Transformation failed' })).rejects.toThrow('storage refused');
    const [row] = [...generations.rowsById.values()];
    expect(row).toMatchObject({ status: 'failed', error: 'Transformation failed' });
    expect(generations.units.get('user:u1')).toBe(0);
    expect(queue.queued).toHaveLength(0);
  });

  it('answers the design it waited for, or why it was not delivered', async () => {
    const { start, generations, queue } = startWith();
    queue.answers['render-area'] = async ({ requestId }) => {
      const [row] = await generations.rows(requestId);
      Object.assign(row!, { status: 'completed', renderKey: 'r.png', originalKey: 'o.png', model: 'procedural' });
      return { analysis: null };
    };
    const one = { address: studio.address, styles: ['modern'], areas: [{ area: 'front_yard' as const, prompt: '' }] };
    const done = await start.start(one, { area: 'front_yard', style: 'modern', analysisMode: false });
    expect(done.outcome).toMatchObject({ ok: true, answer: { success: true, images: ['o.png', 'r.png'], style: 'modern', generation_id: done.id } });

    queue.answers['render-area'] = () => {
      throw new JobWaitError('waited too long', 'timeout');
    };
    const late = await start.start(one, { area: 'front_yard', style: 'modern', analysisMode: false });
    expect(late.outcome).toEqual({ ok: false, reason: 'timeout', detail: 'Generation timed out', answer: { generation_id: late.id, style: 'modern' } });
  });
});
