import { describe, expect, it } from 'vitest';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { ImageryError, type Imagery } from '../ports/imagery.port.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import { DesignFiles } from './design-files.ts';
import { FakeGenerations, FakeStorage, quietLog } from './fake-ports.ts';
import { ProgressWriter } from './progress-writer.ts';
import { RenderArea } from './render-area.ts';

const ctx = { signal: new AbortController().signal, log: quietLog, attempt: 1 };

function areaWith(imagery: Imagery) {
  const generations = new FakeGenerations();
  const store = new MemoryProgressStore(60_000);
  const asked: string[] = [];
  const repo = Object.assign(generations, {
    start: async (ids: string[]) => ids.map((id) => Object.assign(generations.rowsById.get(id)!, { status: 'processing' as const })),
    complete: async () => null,
    addGrowth: async () => null,
  });
  const model = { name: 'fake', generate: async () => (asked.push('model'), Promise.reject(new Error('not here'))) } as unknown as ImageModel;
  const pool = {
    threads: 0,
    run: async (task: string) => (asked.push(task), Promise.reject(new Error('not here'))),
    close: async () => undefined,
  } as unknown as RenderPool;
  const area = new RenderArea(
    {
      generations: repo,
      files: new DesignFiles({ storage: new FakeStorage(), assets: { record: async () => undefined } }),
      progress: new ProgressWriter(store, generations),
      storage: new FakeStorage(),
      imagery,
      imageModel: model,
      styles: { resolve: async () => null },
      pool,
      log: quietLog,
    },
    { render: async () => ({ analysis: null }) },
  );
  return { area, generations, store, asked };
}

describe('RenderArea', () => {
  it('fails every style of the area with the imagery’s own words when the property cannot be fetched', async () => {
    const { area, generations, store, asked } = areaWith({
      name: 'x',
      fetch: async () => Promise.reject(new ImageryError('No imagery for this address.')),
    } as unknown as Imagery);
    const { generation, row } = generations.seed({ styles: ['modern', 'cottage'], status: 'pending' }, { status: 'pending' });
    const second = generations.addRow({ generationId: generation.id, area: 'front_yard', style: 'cottage' });
    expect(await area.render({ requestId: generation.id, area: 'front_yard' }, ctx)).toEqual({ analysis: null });
    for (const r of [row, second]) expect(generations.rowsById.get(r.id)).toMatchObject({ status: 'failed', error: 'No imagery for this address.' });
    expect((await store.get(generation.id))?.states.every((s) => s.status === 'failed')).toBe(true);
    expect(asked).toEqual([]);
  });

  it('sends nothing to the model again when every style of the area is final, and brings the progress up to date', async () => {
    const { area, generations, store, asked } = areaWith({ name: 'x', fetch: async () => Promise.reject(new Error('not fetched')) } as unknown as Imagery);
    const { generation, row } = generations.seed({}, { status: 'completed', renderKey: 'r.png', originalKey: 'o.png' });
    await area.render({ requestId: generation.id, area: 'front_yard' }, ctx);
    expect(asked).toEqual([]);
    expect((await store.get(generation.id))?.states).toEqual([expect.objectContaining({ designId: row.id, status: 'completed' })]);
  });

  it('drops the job of a generation that no longer exists', async () => {
    const { area } = areaWith({} as Imagery);
    expect(await area.render({ requestId: 'gone', area: 'front_yard' }, ctx)).toEqual({ analysis: null });
  });
});
