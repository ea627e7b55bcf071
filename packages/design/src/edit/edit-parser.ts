import type { FeatureKind, MaterialKind, PlantRole } from '../types.ts';
import { FEATURE_MENTIONS, PLANT_MENTIONS } from '../wish-parser.ts';

// "Change just this" (docs/product.md, product §10): an instruction in English, Spanish or Chinese read
// into edits of the design's own object list. Each clause ("replace the lawn with gravel", "add a shade
// tree", "no fountain", "make the path wider") becomes at most one edit; a clause that names nothing the
// engine knows is kept verbatim, so the homeowner is told plainly what could not be changed.

/** A ground surface the homeowner can name. */
export type Surface = 'lawn' | 'gravel' | 'mulch' | 'pavers' | 'flagstone' | 'brick' | 'dg' | 'pebbles' | 'meadow' | 'groundcover';

/** Ground laid out as a shape that can be made bigger or smaller. */
export type Shape = 'path' | 'bed' | 'patio' | 'lawn';

/** Plants by what they are in the garden, when no species is named. */
export type PlantGroup = 'tree' | 'shrub' | 'flower';

export type EditTarget =
  | { type: 'surface'; surface: Surface }
  | { type: 'feature'; feature: FeatureKind }
  | { type: 'plant'; plantId: string }
  | { type: 'plants'; group: PlantGroup }
  | { type: 'shape'; shape: Exclude<Shape, 'lawn'> };

export type EditOp =
  | { op: 'replace'; from: EditTarget; to: EditTarget; text: string }
  | { op: 'remove'; target: EditTarget; text: string }
  | { op: 'add'; target: EditTarget; text: string }
  | { op: 'resize'; shape: Shape; factor: number; text: string };

export interface ParsedEdit {
  ops: EditOp[];
  /** Clauses that name nothing the engine can change, verbatim. */
  unknown: string[];
}

/** The material kinds a named surface stands for in a plan. */
export const SURFACE_KINDS: Record<Surface, MaterialKind[]> = {
  lawn: ['lawn'],
  gravel: ['gravel', 'raked_gravel'],
  mulch: ['mulch'],
  pavers: ['pavers', 'concrete'],
  flagstone: ['flagstone', 'stepping_stones'],
  brick: ['brick'],
  dg: ['dg'],
  pebbles: ['pebbles'],
  meadow: ['meadow'],
  groundcover: ['groundcover'],
};

/** Which plant roles a group names. */
export const GROUP_ROLES: Record<PlantGroup, PlantRole[]> = {
  tree: ['tree'],
  shrub: ['shrub', 'screen', 'accent'],
  flower: ['perennial'],
};

const w = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');
const cjk = (alternatives: string) => new RegExp(`(?:${alternatives})`, 'u');

// Most specific first: a feature ('stone lantern', 'gravel path') is read before the surface words in it.
const SURFACES: { pattern: RegExp; surface: Surface }[] = [
  { pattern: w('decomposed granite|granito descompuesto|dg'), surface: 'dg' },
  { pattern: cjk('风化花岗岩'), surface: 'dg' },
  { pattern: w('river rocks?|pebbles?|cobbles?|guijarros?|cantos? rodados?'), surface: 'pebbles' },
  { pattern: cjk('鹅卵石|卵石'), surface: 'pebbles' },
  { pattern: w('meadows?|praderas?'), surface: 'meadow' },
  { pattern: cjk('草甸'), surface: 'meadow' },
  { pattern: w('ground ?covers?|creeping thyme|thyme|moss|cubresuelos|tomillo|musgo'), surface: 'groundcover' },
  { pattern: cjk('地被|百里香|苔藓'), surface: 'groundcover' },
  { pattern: w('lawns?|grass|turf|sod|c[eé]sped|pasto|grama'), surface: 'lawn' },
  { pattern: cjk('草坪|草地|草皮'), surface: 'lawn' },
  { pattern: w('gravel|pea gravel|grava|gravilla|piedrin'), surface: 'gravel' },
  { pattern: cjk('砾石|碎石|石子'), surface: 'gravel' },
  { pattern: w('mulch|bark|wood ?chips|mantillo|corteza|acolchado'), surface: 'mulch' },
  { pattern: cjk('覆盖物|树皮|木屑'), surface: 'mulch' },
  { pattern: w('pavers?|paving|concrete|tiles?|adoquines|adoqu[ií]n|pavimento|baldosas?|hormig[oó]n|concreto'), surface: 'pavers' },
  { pattern: cjk('铺装|地砖|铺地|混凝土|水泥'), surface: 'pavers' },
  { pattern: w('bricks?|ladrillos?'), surface: 'brick' },
  { pattern: cjk('砖'), surface: 'brick' },
  { pattern: w('flagstones?|stone|laja|lajas|piedra'), surface: 'flagstone' },
  { pattern: cjk('石板|石材'), surface: 'flagstone' },
];

const GROUPS: { pattern: RegExp; group: PlantGroup }[] = [
  { pattern: w('hedges?|hedgerows?|setos?'), group: 'shrub' },
  { pattern: cjk('树篱|绿篱'), group: 'shrub' },
  { pattern: w('trees?|[aá]rbol(?:es)?'), group: 'tree' },
  { pattern: cjk('树'), group: 'tree' },
  { pattern: w('shrubs?|bushes|bush|arbustos?'), group: 'shrub' },
  { pattern: cjk('灌木'), group: 'shrub' },
  { pattern: w('flowers?|perennials?|blooms?|flores|flor'), group: 'flower' },
  { pattern: cjk('鲜花|花卉|花'), group: 'flower' },
];

const SHAPES: { pattern: RegExp; shape: Exclude<Shape, 'lawn'> }[] = [
  { pattern: w('(?:garden |flower |planting )?beds?|borders?|arriates?|parterres?|macizos?|canteros?'), shape: 'bed' },
  { pattern: cjk('花坛|花池|种植床|花境'), shape: 'bed' },
  { pattern: w('paths?|walk(?:way)?s?|caminos?|senderos?|andadores?'), shape: 'path' },
  { pattern: cjk('步道|小路|小径|园路|路'), shape: 'path' },
  { pattern: w('patios?|terraces?|terrazas?'), shape: 'patio' },
  { pattern: cjk('露台|平台'), shape: 'patio' },
];

// A seating area by what it is, so 'patio' stays the paved shape it stands on.
const SEATING = [
  { pattern: w('seating(?: areas?)?|outdoor dining|dining (?:area|set)|lounge|table and chairs|mesa y sillas|comedor|asientos|zona de estar') },
  { pattern: cjk('座位|休闲区|桌椅') },
];

const REMOVE =
  /(?<![\p{L}])(?:remove|delete|take (?:out|away)|get rid of|no|without|drop|lose|eliminate|quita(?:r|le)?|elimina(?:r)?|retira(?:r)?|saca(?:r)?|sin|ya no)(?![\p{L}])|去掉|移除|删除|删掉|不要|拆掉|拆除|去除|取消|拿掉/iu;
const REPLACE =
  /(?<![\p{L}])(?:replace|swap|switch|change|turn|convert|instead|cambia(?:r)?|reemplaza(?:r)?|sustituye|sustituir|convierte|convertir|en (?:vez|lugar) de)(?![\p{L}])|换成|改成|改为|换为|替换|代替|取代|变成/iu;
// The words after which the surface being replaced is named ('gravel instead of the lawn', '用碎石代替草坪').
const INSTEAD = /(?<![\p{L}])(?:instead of|in place of|en (?:vez|lugar) de)(?![\p{L}])|代替|取代/iu;
const ADD =
  /(?<![\p{L}])(?:add|put|plant|place|include|install|build|more|another|give me|a[ñn]ade|a[ñn]adir|agrega(?:r)?|pon(?:er|ga)?|planta(?:r)?|coloca(?:r)?|incluye|instala(?:r)?|m[aá]s)(?![\p{L}])|加上|添加|增加|加一|种上|种植|种一|放一|放个|放置|安装|多一些|多种|来一/iu;
const BIGGER =
  /(?<![\p{L}])(?:wider|widen|broader|bigger|larger|enlarge|expand|grow|m[aá]s (?:ancho|ancha|anchos|anchas|grande|grandes|amplio|amplia)|ampl[ií]a(?:r)?|ensancha(?:r)?|agranda(?:r)?)(?![\p{L}])|加宽|宽一点|宽一些|更宽|扩大|大一点|大一些|更大|放大/iu;
const SMALLER =
  /(?<![\p{L}])(?:narrower|narrow|smaller|shrink|reduce|less|m[aá]s (?:estrecho|estrecha|angosto|angosta|peque[ñn]o|peque[ñn]a|peque[ñn]os|peque[ñn]as)|reduce|reducir|achica(?:r)?|estrecha(?:r)?)(?![\p{L}])|变窄|窄一点|窄一些|更窄|缩小|小一点|小一些|更小/iu;

/** How much a shape grows or shrinks per "wider" or "smaller". */
export const GROW = 1.4;
export const SHRINK = 0.7;

interface Mention {
  at: number;
  target: EditTarget;
}

/** Every target a clause names, in the order written; what matched is blanked so it is not read twice. */
function mentions(clause: string): Mention[] {
  let rest = clause.toLowerCase();
  const found: Mention[] = [];
  const take = (pattern: RegExp, target: EditTarget) => {
    const g = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of rest.matchAll(g)) {
      found.push({ at: m.index, target });
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  };
  for (const rule of SEATING) take(rule.pattern, { type: 'feature', feature: 'patio_seating' });
  for (const rule of FEATURE_MENTIONS) take(rule.pattern, { type: 'feature', feature: rule.feature });
  for (const rule of PLANT_MENTIONS) take(rule.pattern, { type: 'plant', plantId: rule.plant });
  for (const rule of SURFACES) take(rule.pattern, { type: 'surface', surface: rule.surface });
  for (const rule of SHAPES) take(rule.pattern, { type: 'shape', shape: rule.shape });
  for (const rule of GROUPS) take(rule.pattern, { type: 'plants', group: rule.group });
  return found.sort((a, b) => a.at - b.at);
}

/** Splits an instruction into clauses: commas, semicolons, sentences, "and", "then", 然后, 并且. */
export function clausesOf(text: string): string[] {
  return text
    .split(/[,;\n，、；。.!?！？]|\s+(?:and|then|also|y|luego|tambi[eé]n)\s+|然后|并且|还有|再/iu)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The instruction -> edits of the design's object list, and the clauses not understood. */
export function parseEdit(text: string): ParsedEdit {
  const ops: EditOp[] = [];
  const unknown: string[] = [];
  for (const clause of clausesOf(text)) {
    const found = mentions(clause);
    const lower = clause.toLowerCase();
    const op = readClause(clause, lower, found);
    if (op) ops.push(op);
    else unknown.push(clause);
  }
  return { ops, unknown };
}

function readClause(clause: string, lower: string, found: Mention[]): EditOp | null {
  if (!found.length) return null;
  const grow = BIGGER.test(lower);
  const shrink = SMALLER.test(lower);
  if ((grow || shrink) && !REPLACE.test(lower)) {
    const shape = found.map((m) => shapeOf(m.target)).find((s) => s !== null);
    if (shape) return { op: 'resize', shape, factor: grow ? GROW : SHRINK, text: clause };
  }
  if (found.length >= 2 && REPLACE.test(lower)) {
    const instead = INSTEAD.exec(lower);
    // 'gravel instead of the lawn': the lawn, named after "instead of", is what goes.
    const fromIndex = instead
      ? Math.max(
          0,
          found.findIndex((m) => m.at >= instead.index),
        )
      : 0;
    const from = found[fromIndex]!;
    const to = found.find((m, i) => i !== fromIndex)!;
    // 'change the path to gravel' keeps the path and lays it in gravel (apply-edit.ts)
    return { op: 'replace', from: from.target, to: to.target, text: clause };
  }
  if (REMOVE.test(lower)) return { op: 'remove', target: found[0]!.target, text: clause };
  if (ADD.test(lower) || found.length === 1) {
    const target = found[0]!.target;
    // a bare name ('fire pit', '喷泉') asks for one; a surface alone is not an edit of anything
    if (target.type === 'surface' || target.type === 'shape') return null;
    return { op: 'add', target, text: clause };
  }
  return null;
}

function shapeOf(t: EditTarget): Shape | null {
  if (t.type === 'shape') return t.shape;
  if (t.type === 'surface' && t.surface === 'lawn') return 'lawn';
  return null;
}
