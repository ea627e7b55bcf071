import { describe, expect, it } from 'vitest';
import type { Imagery } from '../ports/imagery.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import { FakeGenerations, FakeStorage } from './fake-ports.ts';
import { FullResolution } from './full-resolution.ts';

function fullWith(model: string) {
  const generations = new FakeGenerations();
  const full = new FullResolution({
    generations,
    storage: new FakeStorage(),
    imagery: {} as Imagery,
    imageModel: { name: model },
    styles: { resolve: async () => null },
    pool: {} as RenderPool,
  });
  return { full, generations };
}

describe('FullResolution', () => {
  it('draws the offline renderer’s designs again, larger, and serves any other model’s render as stored', async () => {
    for (const [model, drawn] of [
      ['procedural', true],
      ['gemini-2.5-flash-image', false],
    ] as const) {
      const { full, generations } = fullWith(model);
      const { generation, row } = generations.seed({});
      const renderKey = `generations/${generation.id}/front_yard/modern-${row.id.slice(0, 8)}.png`;
      Object.assign(row, { status: 'completed', renderKey, model });
      const source = await full.source(renderKey);
      expect(source).toEqual({ designId: row.id, key: drawn ? storageKeys.fullResolution(renderKey) : renderKey, draw: drawn });
    }
  });

  it('serves nothing for a key that is no finished render', async () => {
    const { full, generations } = fullWith('procedural');
    const { generation, row } = generations.seed({});
    const renderKey = `generations/${generation.id}/front_yard/modern.png`;
    Object.assign(row, { status: 'processing', renderKey });
    expect(await full.source(renderKey)).toBeNull();
    expect(await full.source('../../etc/passwd')).toBeNull();
  });
});
