import type { EditDesignResponse } from '@landscape/contract';
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
