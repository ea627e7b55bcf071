import { describe, expect, it } from 'vitest';
import type { EditDesignResponse } from '@landscape/contract';
import { editedItem, restoredSteps } from './edits.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';

const from: ResultItem = {
  id: 'req1:front_yard:japanese_zen:front',
  designId: 'd1',
  address: '1 Main St',
  area: 'front_yard',
  style: 'japanese_zen',
  styleLabel: 'Japanese Zen',
  render: 'generations/g1/front_yard/render.png',
  original: 'generations/g1/front_yard/original.png',
  plan: 'generations/g1/front_yard/plan.png',
  design: null,
  model: 'procedural',
  preservationStrength: 0.8,
  house: { kept: 0.99, visible: 0.4, action: 'kept', mask: 'generations/g1/front_yard/mask.png', source: 'drawn' },
  timestamp: 1,
};
const summary = { title: 'Zen', features: [], materials: ['Raked gravel'], plants: [], cost: { low: 1, high: 2, currency: 'USD', sources: [] } };
const answer: EditDesignResponse = {
  success: true,
  images: [from.render, 'generations/g2/front_yard/render.png'],
  generation_id: 'g2',
  edited_from: 'd1',
  data: {
    model: 'procedural',
    style: 'japanese_zen',
    preservation_strength: 0.8,
    plan: 'generations/g2/front_yard/plan.png',
    design: summary,
    design_id: 'd2',
    example_house: true,
  },
};

describe('editedItem', () => {
  it('is the new design: its own id, picture, plan and summary, where the source belongs', () => {
    const item = editedItem(from, answer, 42)!;
    expect(item.designId).toBe('d2');
    expect(item.render).toBe('generations/g2/front_yard/render.png');
    expect(item.plan).toBe('generations/g2/front_yard/plan.png');
    expect(item.design?.materials).toEqual(['Raked gravel']);
    expect(item.original).toBe(from.original);
    expect([item.address, item.area, item.style, item.styleLabel]).toEqual([from.address, from.area, from.style, from.styleLabel]);
    expect(item.id).not.toBe(from.id);
    expect(item.timestamp).toBe(42);
    // no house check of its own: the source's holds (nothing outside the region changed)
    expect(item.house).toEqual(from.house);
  });

  it('is nothing when the answer has no new picture', () => {
    expect(editedItem(from, { ...answer, images: [from.render] }, 1)).toBeNull();
    expect(editedItem(from, { ...answer, success: false }, 1)).toBeNull();
    const { data: _data, ...noData } = answer;
    expect(editedItem(from, noData, 1)).toBeNull();
  });

  it('two edits of the same design are two items', () => {
    const a = editedItem(from, answer, 1)!;
    const b = editedItem(from, { ...answer, generation_id: 'g3', images: [from.render, 'generations/g3/front_yard/render.png'] }, 2)!;
    expect(a.id).not.toBe(b.id);
  });
});

describe('restoredSteps', () => {
  const edit = (id: string, editedFrom: string, generation: string, instruction: string) => ({
    id,
    image: `generations/${generation}/front_yard/render.png`,
    original: `generations/${generation}/front_yard/original.png`,
    plan: `generations/${generation}/front_yard/plan.png`,
    angle: 'street',
    style: 'japanese_zen',
    style_label: 'Japanese Zen',
    model: 'procedural',
    preservation_strength: 0.8,
    design: summary,
    house_lock: null,
    area: 'front_yard' as const,
    edited_from: editedFrom,
    instruction,
    generation_id: generation,
  });

  it('is the design, then each edit made from the one before, with its words, where the design belongs', () => {
    const steps = restoredSteps(
      from,
      { design_id: 'd1', edits: [edit('d2', 'd1', 'g2', 'add a bird bath'), edit('d3', 'd2', 'g3', 'make the path wider')] },
      7,
    );
    expect(steps.map((s) => s.item.designId)).toEqual(['d1', 'd2', 'd3']);
    expect(steps.map((s) => s.instruction)).toEqual([null, 'add a bird bath', 'make the path wider']);
    expect(steps[0]!.item).toBe(from);
    const last = steps[2]!.item;
    expect(last.render).toBe('generations/g3/front_yard/render.png');
    // the "before" of the whole chain stays the photo the design was first drawn from
    expect(last.original).toBe(from.original);
    expect([last.address, last.area, last.style]).toEqual([from.address, from.area, from.style]);
    expect(new Set(steps.map((s) => s.item.id)).size).toBe(3);
    expect(last.house).toEqual(from.house);
  });

  it('stops at an edit that does not follow, and gives only the design for another design’s chain', () => {
    const broken = restoredSteps(from, { design_id: 'd1', edits: [edit('d2', 'd1', 'g2', 'a'), edit('d4', 'dX', 'g4', 'b')] }, 7);
    expect(broken.map((s) => s.item.designId)).toEqual(['d1', 'd2']);
    expect(restoredSteps(from, { design_id: 'other', edits: [edit('d2', 'other', 'g2', 'a')] }, 7)).toHaveLength(1);
  });
});
