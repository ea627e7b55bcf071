import { describe, expect, it } from 'vitest';
import { hashClaimToken, NotFoundError } from './design-access.ts';
import { EditDesign } from './edit-design.ts';
import { FakeGenerations, FakeQueue } from './fake-ports.ts';
import type { StartGeneration } from './start-generation.ts';

function editWith(started: Parameters<StartGeneration['start']>[] = []) {
  const generations = new FakeGenerations();
  const files = new Map([['r.png', { data: Buffer.from('render'), contentType: 'image/png' }]]);
  const queue = new FakeQueue();
  const start = {
    start: async (...args: Parameters<StartGeneration['start']>) => {
      started.push(args);
      return { id: 'g2', claimToken: null, outcome: { ok: true, notChanged: ['the pond'], answer: { success: true, images: ['a', 'b'], style: 'modern' } } };
    },
  } as unknown as StartGeneration;
  const edit = new EditDesign({ generations, files: { read: async (k) => files.get(k) ?? null }, start });
  return { edit, generations, queue };
}

const finished = { status: 'completed' as const, renderKey: 'r.png', originalKey: 'o.png' };

describe('EditDesign', () => {
  it("answers the design its owner may change, with its render; anyone else's is not found", async () => {
    const { edit, generations } = editWith();
    const { row } = generations.seed({ userId: 'u1' }, finished);
    const source = await edit.source(row.id, { userId: 'u1' });
    expect(source).toMatchObject({ ok: true, id: row.id, area: 'front_yard', style: 'modern' });
    expect(source.ok && source.render.data.toString()).toBe('render');
    await expect(edit.source(row.id, { userId: 'u2' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(edit.source('not-a-uuid', { userId: 'u1' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a visitor change their design with its claim token, and only with it', async () => {
    const { edit, generations } = editWith();
    const { row } = generations.seed({ claimHash: hashClaimToken('secret') }, finished);
    expect((await edit.source(row.id, { userId: null, claimToken: 'secret' })).ok).toBe(true);
    await expect(edit.source(row.id, { userId: null, claimToken: 'guess' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('says why a photo, an unfinished design or a lost picture cannot be changed', async () => {
    const { edit, generations } = editWith();
    const photo = generations.seed({ userId: 'u1', kind: 'upload' }, finished).row;
    const pending = generations.seed({ userId: 'u1' }, { status: 'processing' }).row;
    const lost = generations.seed({ userId: 'u1' }, { ...finished, renderKey: 'gone.png' }).row;
    expect(await edit.source(photo.id, { userId: 'u1' })).toEqual({ ok: false, detail: expect.stringContaining('drawn from a photo') });
    expect(await edit.source(pending.id, { userId: 'u1' })).toEqual({ ok: false, detail: expect.stringContaining('not finished yet') });
    expect(await edit.source(lost.id, { userId: 'u1' })).toEqual({ ok: false, detail: expect.stringContaining('no longer available') });
  });

  it('starts an edit whose "before" is the render, charged one design, and answers what could not be changed', async () => {
    const started: Parameters<StartGeneration['start']>[] = [];
    const { edit, generations } = editWith(started);
    const { row } = generations.seed({ userId: 'u1', settings: { locale: 'es' } }, finished);
    const source = await edit.source(row.id, { userId: 'u1' });
    if (!source.ok) throw new Error(source.detail);
    const out = await edit.edit({ source, instruction: 'add a pond', region: Buffer.from('region'), userId: 'u1', clientIp: '1' });
    expect(out).toMatchObject({ edited_from: row.id, not_changed: ['the pond'] });
    const [input, wait] = started[0]!;
    expect(input).toMatchObject({ kind: 'edit', editedFrom: row.id, areas: [{ area: 'front_yard', prompt: 'add a pond' }], styles: ['modern'] });
    expect(input.settings).toEqual({ locale: 'es', editOf: row.id, editMaskAreas: ['front_yard'] });
    expect(input.payer).toEqual({ userId: 'u1', ip: '1' });
    expect(input.originals?.front_yard?.data.toString()).toBe('render');
    expect(input.masks?.front_yard?.toString()).toBe('region');
    expect(wait).toEqual({ area: 'front_yard', style: 'modern', analysisMode: false });
  });
});
