import { Resvg } from '@resvg/resvg-js';
import { fontOptions } from './raster.ts';

// resvg loads its font files and shapes every text element each time it parses a drawing: that was about
// half the time of a plan view (the legend), drawn nine times before the last model call of a studio
// request can start. Each text element is turned into its outline once per thread, by resvg itself (the
// same fonts, shaping and glyphs), and every later drawing with the same words in the same font, size and
// colour reuses that outline, moved to where the text stands. A drawing whose texts are all outlines is
// rasterized without loading any font.

const TEXT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;
const CJK = /[\u3000-\u9fff]/;
/** The outlines kept per thread, in characters (about 100 plan legends' worth); the least recently used go first. */
const MAX_CHARS = 4_000_000;

/** A text element at the origin (its own words, font, size and colour) -> its outline ('' when it draws nothing). */
const outlines = new Map<string, string>();
let chars = 0;

interface Found {
  /** The element moved to the origin: the key of its outline. */
  key: string;
  x: number;
  y: number;
}

/**
 * The drawing with every text element replaced by its outline, drawn where the text stood. A text whose
 * outline could not be made stays a text element (the caller then rasterizes with fonts).
 */
export function outlineTexts(svg: string): string {
  const found = new Map<string, Found>();
  for (const m of svg.matchAll(TEXT)) if (!found.has(m[0])) found.set(m[0], atOrigin(m[1]!, m[2]!));
  if (found.size === 0) return svg;
  const missing = [...new Set([...found.values()].map((f) => f.key))].filter((key) => !outlines.has(key));
  // one font load per kind of text: Chinese labels need the CJK font, the rest never load it
  const cjk = missing.filter((key) => CJK.test(key));
  const latin = missing.filter((key) => !CJK.test(key));
  if (cjk.length) remember(cjk, outlinesOf(cjk, true));
  if (latin.length) remember(latin, outlinesOf(latin, false));
  return svg.replace(TEXT, (element) => {
    const f = found.get(element)!;
    const outline = outlines.get(f.key);
    if (outline === undefined) return element;
    // most recently used last: the oldest outlines are the first to go
    outlines.delete(f.key);
    outlines.set(f.key, outline);
    if (!outline) return '';
    return f.x || f.y ? `<g transform="translate(${f.x} ${f.y})">${outline}</g>` : outline;
  });
}

/** The element with its position taken out: x and y of the text at 0, each line's own x relative to it. */
function atOrigin(attrs: string, inner: string): Found {
  const x = numberAttr(attrs, 'x');
  const y = numberAttr(attrs, 'y');
  const moved = setAttr(setAttr(attrs, 'x', 0), 'y', 0);
  const lines = inner.replace(/<tspan\b([^>]*)>/g, (_, a: string) => `<tspan${/\bx="/.test(a) ? setAttr(a, 'x', round(numberAttr(a, 'x') - x)) : a}>`);
  return { key: `<text${moved}>${lines}</text>`, x, y };
}

function numberAttr(attrs: string, name: string): number {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  const v = m ? Number(m[1]) : 0;
  return Number.isFinite(v) ? v : 0;
}

function setAttr(attrs: string, name: string, value: number): string {
  const re = new RegExp(`\\b${name}="[^"]*"`);
  return re.test(attrs) ? attrs.replace(re, `${name}="${value}"`) : ` ${name}="${value}"${attrs}`;
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The outlines of text elements at the origin, one resvg parse for all of them: resvg's own tree written
 * back as SVG (`toString`) has every text as paths, each in the group it was given. Null when the tree
 * needs more than plain paths (a fill that refers to a gradient or pattern): those texts stay texts.
 */
function outlinesOf(keys: string[], cjk: boolean): (string | null)[] {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1">${keys.map((k, i) => `<g id="t${i}">${k}</g>`).join('')}</svg>`;
  const tree = new Resvg(doc, { font: fontOptions(cjk ? keys.join('') : null) }).toString();
  if (!/<defs\s*\/>/.test(tree)) return keys.map(() => null);
  const marks = [...tree.matchAll(/<g id="t(\d+)"(\/?)>/g)];
  const out: (string | null)[] = keys.map(() => null);
  marks.forEach((m, j) => {
    const i = Number(m[1]);
    if (m[2]) {
      out[i] = '';
      return;
    }
    const start = m.index + m[0].length;
    const end = j + 1 < marks.length ? marks[j + 1]!.index : tree.lastIndexOf('</svg>');
    const body = tree.slice(start, end);
    const close = body.lastIndexOf('</g>');
    if (close < 0) return;
    out[i] = body.slice(0, close).replace(/>\s+</g, '><').trim();
  });
  return out;
}

function remember(keys: string[], made: (string | null)[]) {
  keys.forEach((key, i) => {
    const outline = made[i];
    if (outline === null || outline === undefined) return;
    outlines.set(key, outline);
    chars += key.length + outline.length;
  });
  for (const [key, outline] of outlines) {
    if (chars <= MAX_CHARS) break;
    outlines.delete(key);
    chars -= key.length + outline.length;
  }
}

/** How many text outlines this thread keeps (tests). */
export function outlinesKept(): number {
  return outlines.size;
}
