import type { EditChainResponse, EditDesignResponse } from '@landscape/contract';
import { toResultItem, type ResultItem } from '../../../lib/designs/progress.ts';

// "Change just this" in the studio's viewer: the answer of an edit as the viewer's item. The new design
// keeps where it belongs (address, area, style) and the photo it was first drawn from; its picture,
// plan, plants and cost are the edit's.

/** The viewer's item of the design an edit made from `from`; null when the answer carries no new picture. */
export function editedItem(from: ResultItem, answer: EditDesignResponse, now: number): ResultItem | null {
  const render = answer.images?.[1];
  const data = answer.data;
  if (!answer.success || !render || !data) return null;
  const item = toResultItem(
    {
      ...(data.design_id ? { id: data.design_id } : {}),
      image: render,
      original: from.original ?? '',
      plan: data.plan,
      angle: 'edit',
      style: from.style,
      style_label: from.styleLabel,
      model: data.model,
      preservation_strength: data.preservation_strength,
      design: data.design,
      house_lock: data.house_lock ?? null,
      example_house: data.example_house,
    },
    { id: `${from.id}>${answer.generation_id ?? render}`, address: from.address, area: from.area, timestamp: now },
  );
  // the house check of the design it came from holds: the edit changes nothing outside its region
  return item.house || !from.house ? item : { ...item, house: from.house };
}

/**
 * The steps of a design's edit chain as the server keeps it (after a reload): the design, then each edit made
 * from the one before, each where the design belongs and with the photo it was first drawn from. An edit
 * that does not follow from the step before (a chain not of this design) ends it.
 */
export function restoredSteps(base: ResultItem, chain: EditChainResponse, now: number): { item: ResultItem; instruction: string | null }[] {
  const steps: { item: ResultItem; instruction: string | null }[] = [{ item: base, instruction: null }];
  if (chain.design_id !== base.designId) return steps;
  for (const edit of chain.edits) {
    const from = steps[steps.length - 1]!.item;
    if (edit.edited_from !== from.designId) break;
    const item = toResultItem(
      { ...edit, original: base.original ?? '', angle: 'edit', style: from.style, style_label: from.styleLabel },
      { id: `${from.id}>${edit.generation_id}`, address: base.address, area: base.area, timestamp: now },
    );
    steps.push({ item: item.house || !from.house ? item : { ...item, house: from.house }, instruction: edit.instruction });
  }
  return steps;
}
