import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { dataFileUrl } from '../site/zone-table.ts';
import type { PlantSpec, StyleId } from '../types.ts';

// The plant catalogue is a fact table shipped in packages/design/data (see its README): one plant a row
// of plants.csv, each fact with the source it was read from (plant-sources.csv), and the states where a
// plant is invasive or regulated (plant-regulations.csv). Read and checked once, when the engine loads:
// a row that breaks the schema stops the process with the row's id, never a half-read catalogue.

/** The summers a garden can have, as a gardener reads them (site/summer.ts maps the Köppen class). */
export const SUMMER_TYPES = ['tropical', 'hot_humid', 'hot_arid', 'cold_arid', 'mediterranean', 'marine', 'cold_continental', 'cool_humid'] as const;
export type SummerType = (typeof SUMMER_TYPES)[number];

const FORMS = [
  'tree_round',
  'tree_columnar',
  'tree_airy',
  'tree_olive',
  'tree_maple',
  'tree_blossom',
  'pine_cloud',
  'conifer_column',
  'palm',
  'banana',
  'shrub',
  'flowering_shrub',
  'clipped_ball',
  'clipped_column',
  'hedge',
  'grass',
  'strap',
  'spire',
  'perennial',
  'groundcover',
  'agave',
  'barrel_cactus',
  'column_cactus',
  'ocotillo',
  'fern',
  'bamboo',
  'big_leaf',
] as const;
const STYLES = [
  'modern_minimalist',
  'california_native',
  'japanese_zen',
  'mediterranean',
  'cottage_garden',
  'english_cottage',
  'desert_modern',
  'tropical_oasis',
  'xeriscaping',
  'english_formal',
] as const satisfies readonly StyleId[];
const SUN = ['full_sun', 'part_shade', 'shade'] as const;
const STATE = /^[A-Z]{2}$/;

const words = <T extends string>(allowed: readonly T[], min = 0) =>
  z
    .string()
    .transform((s) => s.split(' ').filter(Boolean))
    .pipe(z.array(z.enum(allowed as unknown as [T, ...T[]])).min(min));
const yes = z.enum(['', 'yes']).transform((v) => v === 'yes');
const num = z.coerce.number().finite();
const colour = z.string().regex(/^#[0-9a-f]{6}$/);
const source = z.string().min(1);

const rowSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    botanical: z.string().min(3),
    trade_name: z.string(),
    common_en: z.string().min(2),
    common_es: z.string().min(2),
    common_zh: z.string().min(1),
    form: z.enum(FORMS),
    role: z.enum(['tree', 'screen', 'shrub', 'accent', 'perennial', 'grass', 'groundcover']),
    height_m: num.positive(),
    spread_m: num.positive(),
    zone_min: z.coerce.number().int().min(1).max(13),
    zone_max: z.coerce.number().int().min(1).max(13),
    summers: words(SUMMER_TYPES, 1),
    water: z.enum(['low', 'moderate', 'high']),
    sun: words(SUN, 1),
    native_states: z
      .string()
      .transform((s) => s.split(' ').filter(Boolean))
      .pipe(z.array(z.string().regex(STATE))),
    shade_plant: yes,
    styles: words(STYLES),
    size: z.string().min(2),
    price_low: num.positive(),
    price_high: num.positive(),
    foliage: colour,
    flower: z.union([z.literal(''), colour]),
    toxic: yes,
    spiny: yes,
    src_names: source,
    src_zones: source,
    src_summers: source,
    src_water: source,
    src_sun: source,
    src_size: source,
    src_native: source,
    src_toxic: source,
  })
  .refine((r) => r.zone_min <= r.zone_max, 'zone_min above zone_max')
  .refine((r) => r.price_low <= r.price_high, 'price_low above price_high');
type Row = z.infer<typeof rowSchema>;

const regulationSchema = z.object({
  plant: z.string().min(1),
  state: z.string().regex(STATE),
  status: z.enum(['prohibited', 'restricted', 'regulated', 'invasive', 'watch']),
  source: source,
  note: z.string(),
});
export type Regulation = z.infer<typeof regulationSchema>;

const sourceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  publisher: z.string().min(1),
  address: z.string(),
  licence: z.string(),
  gives: z.string(),
});
export type FactSource = z.infer<typeof sourceSchema>;

/** What the table says of a plant beyond what a plan carries: kept apart so stored plans stay small. */
export interface PlantFacts {
  id: string;
  /** The name it is sold under when that is not its cultivar epithet ('Endless Summer' for 'Bailmer'). */
  tradeName: string | null;
  names: { en: string; es: string; zh: string };
  summers: SummerType[];
  /** U.S. states (and PR) where USDA PLANTS lists it as native. */
  native: string[];
  /** Moss, ferns, hostas and the like: planted only where the plan's sun says shade. */
  shadePlant: boolean;
  regulated: Regulation[];
  /** Where each fact was read, by plant-sources.csv id. */
  sources: { names: string; zones: string; summers: string; water: string; sun: string; size: string; native: string; toxic: string };
}

// Prices are typical US retail nursery prices seen in 2025 for the container size named; they vary by
// region and season, so the summary always shows them as a range with this source.
export const NURSERY = 'typical US retail nursery 2025';

function readCsv<T>(file: string, schema: z.ZodType<T>, key: (r: Record<string, string>) => string): T[] {
  const records = parse(readFileSync(dataFileUrl(file), 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return records.map((r, i) => {
    const parsed = schema.safeParse(r);
    if (!parsed.success) throw new Error(`${file} row ${i + 2} (${key(r)}): ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
    return parsed.data;
  });
}

function specOf(r: Row): PlantSpec {
  // Summer heat a plant takes, as the older engine read it: desert or tropical heat, hot summers, cool summers.
  const heat = r.summers.some((s) => s === 'tropical' || s === 'hot_arid') ? 3 : r.summers.some((s) => s === 'hot_humid' || s === 'mediterranean') ? 2 : 1;
  return {
    id: r.id,
    common: r.common_en,
    botanical: r.botanical,
    form: r.form,
    role: r.role,
    heightM: r.height_m,
    widthM: r.spread_m,
    water: r.water,
    sun: r.sun,
    zones: { min: r.zone_min, max: r.zone_max },
    size: r.size,
    price: { low: r.price_low, high: r.price_high, source: `${NURSERY}, ${r.size}` },
    foliage: r.foliage,
    flower: r.flower || null,
    toxicToPets: r.toxic,
    spiny: r.spiny,
    heat,
    styles: [...r.styles],
  };
}

export interface PlantTable {
  plants: Record<string, PlantSpec>;
  facts: Record<string, PlantFacts>;
  sources: Record<string, FactSource>;
}

/** Reads and checks the three files; every source a row names must be listed, every regulated plant known. */
export function loadPlantTable(): PlantTable {
  const rows = readCsv('plants.csv', rowSchema, (r) => r.id ?? '?');
  const regulations = readCsv('plant-regulations.csv', regulationSchema, (r) => r.plant ?? '?');
  const sources = Object.fromEntries(readCsv('plant-sources.csv', sourceSchema, (r) => r.id ?? '?').map((s) => [s.id, s]));
  const plants: Record<string, PlantSpec> = {};
  const facts: Record<string, PlantFacts> = {};
  for (const r of rows) {
    if (plants[r.id]) throw new Error(`plants.csv: ${r.id} twice`);
    const cited = {
      names: r.src_names,
      zones: r.src_zones,
      summers: r.src_summers,
      water: r.src_water,
      sun: r.src_sun,
      size: r.src_size,
      native: r.src_native,
      toxic: r.src_toxic,
    };
    for (const s of Object.values(cited)) if (!sources[s]) throw new Error(`plants.csv ${r.id}: unknown source '${s}'`);
    plants[r.id] = specOf(r);
    facts[r.id] = {
      id: r.id,
      tradeName: r.trade_name || null,
      names: { en: r.common_en, es: r.common_es, zh: r.common_zh },
      summers: r.summers,
      native: r.native_states,
      shadePlant: r.shade_plant,
      regulated: [],
      sources: cited,
    };
  }
  for (const g of regulations) {
    if (!facts[g.plant]) throw new Error(`plant-regulations.csv: unknown plant '${g.plant}'`);
    if (!sources[g.source]) throw new Error(`plant-regulations.csv ${g.plant}: unknown source '${g.source}'`);
    facts[g.plant]!.regulated.push(g);
  }
  return { plants, facts, sources };
}

const TABLE = loadPlantTable();
export const PLANT_TABLE: PlantTable = TABLE;

/** The table's facts of a plant (native states, summers, regulations, sources). */
export function plantFacts(id: string): PlantFacts {
  const found = TABLE.facts[id];
  if (!found) throw new Error(`unknown plant '${id}'`);
  return found;
}
