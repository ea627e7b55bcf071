import type { StyleId } from '@landscape/contract';
import type { PlantSpec } from '../types.ts';
import { PLANT_LIBRARY } from './plant-library.ts';

// Each style's palette: its signature plants (the style catalogue's own list, first) and every plant of the
// table whose look the style takes (plants.csv `styles` column) — look-alikes that keep the style's
// character where the signatures cannot live: a zone-4 winter, desert heat and drought, the tropics. A plan
// of a style uses no plant outside its palette (plant-selection.ts), except the two regional styles:
// California Native takes the natives of the place, Xeriscaping every low-water plant of the region
// (regional-palette.ts).

/** The plants tagged with a style in the table, in the table's order. */
export const taggedWith = (style: StyleId): PlantSpec[] => Object.values(PLANT_LIBRARY).filter((p) => p.styles.includes(style));
