import type { DesignImage } from '@landscape/contract';
import type { AreaStyleState } from '../ports/progress.port.ts';

/** The contract's DesignImage of a rendered row (from the database or the progress cache); null until it has images. */
export function toDesignImage(s: Omit<AreaStyleState, 'area' | 'status' | 'error'>, styleLabel: (id: string) => string): DesignImage | null {
  if (!s.renderKey || !s.originalKey) return null;
  return {
    ...(s.designId ? { id: s.designId } : {}),
    image: s.renderKey,
    original: s.originalKey,
    plan: s.planKey,
    angle: s.angle ?? 'street',
    style: s.style,
    style_label: styleLabel(s.style),
    model: s.model ?? 'unknown',
    preservation_strength: s.preservationStrength ?? 1,
    design: s.design,
    ...(s.house ? { example_house: s.house.source === 'drawn' } : {}),
    house_lock: s.house
      ? {
          kept: s.house.kept,
          first: s.house.first,
          visible: s.house.visible,
          action: s.house.action,
          mask: s.house.maskKey,
          source: s.house.source,
          ...(s.house.maskSource ? { mask_source: s.house.maskSource } : {}),
        }
      : null,
  };
}
