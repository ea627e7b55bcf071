import { describe, expect, it } from 'vitest';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import { DesignFiles } from './design-files.ts';
import { FakeGenerations, FakeStorage, quietLog } from './fake-ports.ts';
import { ProgressWriter } from './progress-writer.ts';
import { editPrompt, RenderEdit } from './render-edit.ts';

const ctx = { signal: new AbortController().signal, log: quietLog, attempt: 1 };

describe('RenderEdit', () => {
  it('fails an edit none of whose instruction applies with what could not be changed, its unit given back', async () => {
    const generations = new FakeGenerations();
    const storage = new FakeStorage();
    const source = generations.seed({ userId: 'u1' }, { status: 'completed', renderKey: 'r.png' });
    generations.editedPlans.set(source.row.id, { seed: 7 });
    const created = await generations.create(
      {
        address: source.generation.address,
        kind: 'edit',
        styles: ['modern'],
        rows: [{ area: 'front_yard', style: 'modern', prompt: 'add a volcano', originalKey: 'e.png' }],
        userId: 'u1',
        clientIp: '1',
        settings: { editOf: source.row.id },
      },
      { subject: 'user:u1', day: new Date(), units: 1, limit: 10 },
    );
    await storage.put('e.png', Buffer.from('render'), 'image/png');
    const tasks: string[] = [];
    const pool = {
      threads: 0,
      run: async (task: string) => (tasks.push(task), { ok: false, image: null, summary: null, notChanged: ['a volcano is not something a garden can have'] }),
      close: async () => undefined,
    } as unknown as RenderPool;
    const edit = new RenderEdit({
      generations: Object.assign(generations, { complete: async () => null, addGrowth: async () => null }),
      files: new DesignFiles({ storage, assets: { record: async () => undefined } }),
      progress: new ProgressWriter(new MemoryProgressStore(60_000), generations),
      imageModel: { name: 'procedural' } as ImageModel,
      styles: { resolve: async () => null },
      pool,
      log: quietLog,
    });
    const out = await edit.render(created.generation, created.rows[0]!, ctx, quietLog);
    expect(out).toEqual({ analysis: null, notChanged: ['a volcano is not something a garden can have'] });
    expect(tasks).toEqual(['edit']);
    expect(generations.rowsById.get(created.rows[0]!.id)).toMatchObject({ status: 'failed', error: 'a volcano is not something a garden can have' });
    expect(generations.units.get('user:u1')).toBe(0);
  });

  it('tells an image model to change only what was asked, in one line', () => {
    expect(editPrompt('  add a\n bench ')).toBe(
      'Change only this in the garden picture: add a bench. Keep the house, the camera, the light and everything else exactly as they are.',
    );
  });
});
