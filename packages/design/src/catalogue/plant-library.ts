import type { PlantSpec } from '../types.ts';
import { PLANT_TABLE } from './plant-table.ts';

// Every plant the engine may draw, plan and price: the rows of packages/design/data/plants.csv (read by
// plant-table.ts), by id. A plan carries these specs; the rest of a plant's facts (native states, summers,
// regulations, sources) stay in the table and are looked up by id (plantFacts).

export const PLANT_LIBRARY: Record<string, PlantSpec> = PLANT_TABLE.plants;

export function plant(id: string): PlantSpec {
  const found = PLANT_LIBRARY[id];
  if (!found) throw new Error(`unknown plant '${id}'`);
  return found;
}
