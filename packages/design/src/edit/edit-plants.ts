import { isCrop } from '../edibles.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { stylePalette, styleById } from '../catalogue/style-catalogue.ts';
import { failure, siteFit } from '../plant-rules.ts';
import type { DesignPlan, PlantSpec } from '../types.ts';

// A plant an edit adds keeps the rules every plant of the design keeps (plant-rules.ts): a windmill palm
// asked for in Miami, where it does not thrive, comes as a palm that does; what nothing can stand in for is refused.

/** The plant an edit may add to this plan in place of `spec`: itself when it fits the area, else the nearest that does. */
export function plantForEdit(plan: DesignPlan, spec: PlantSpec | undefined): PlantSpec | undefined {
  if (!spec) return undefined;
  const area = siteFit(plan.site, plan.area);
  const fit = area && plan.sun ? { ...area, exposure: plan.sun.exposure, hours: plan.sun.hours } : area;
  const fits = (p: PlantSpec) => failure(p, plan.wishes, fit) === null;
  if (fits(spec)) return spec;
  const candidates = [...new Set([...plan.palette, ...stylePalette(styleById(plan.style)), ...Object.values(PLANT_LIBRARY)])].filter(
    (p) => fits(p) && !isCrop(p),
  );
  return (
    candidates.find((p) => p.form === spec.form && p.role === spec.role) ??
    candidates.find((p) => p.form === spec.form) ??
    candidates.find((p) => p.role === spec.role)
  );
}
