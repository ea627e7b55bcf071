import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESIGN_LANGUAGES } from '../catalogue/languages/index.ts';

// resvg's font database keeps a font file's path, not its bytes, and reads the whole file again each time it
// looks glyphs up: for the 19 MB CJK collection (Debian fonts-noto-cjk) that was most of what a Chinese
// legend cost. Every Chinese word a drawing shows comes from the design engine's zh catalogue, so the
// collection's first face cut down to the catalogue's characters (harfbuzz's subsetter; about 370 KB, made
// once and kept in the temp folder under a name that changes with the font, the catalogue and harfbuzz)
// draws them exactly as the whole collection does. Text with a character outside it uses the whole font.

/** The CJK collection on this machine, or null (Chinese labels are then not drawn). */
export const CJK_COLLECTION =
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc'].find((f) => existsSync(f)) ?? null;
/** The collection's face resvg falls back to for Chinese: its first. */
const FACE = 0;

let catalogueChars: Set<string> | null = null;
/**
 * The characters the subset holds: every one of the zh catalogue, and ASCII and Latin-1 (a digit, a space or
 * "m²" among Chinese words is shaped with their font, as the whole collection would).
 */
function subsetCharacters(): Set<string> {
  if (catalogueChars) return catalogueChars;
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      for (const c of v) out.add(c);
    } else if (v && typeof v === 'object') {
      for (const x of Object.values(v)) walk(x);
    }
  };
  walk(DESIGN_LANGUAGES.zh);
  for (let c = 0x20; c <= 0xff; c++) if (c < 0x7f || c >= 0xa0) out.add(String.fromCharCode(c));
  catalogueChars = out;
  return out;
}

let subsetPath: string | null | undefined;

/** The font file for the CJK characters of `text`: the catalogue's subset when it holds them all, else the whole collection. */
export function cjkFontFor(text: string): string | null {
  if (!CJK_COLLECTION) return null;
  const chars = subsetCharacters();
  for (const c of text) if (!chars.has(c) && !/\s/.test(c)) return CJK_COLLECTION;
  if (subsetPath === undefined) subsetPath = makeSubset(CJK_COLLECTION, chars);
  return subsetPath ?? CJK_COLLECTION;
}

/** The subset's file, made when this machine has none yet; null when harfbuzz could not make it. */
function makeSubset(collection: string, chars: Set<string>): string | null {
  try {
    const require = createRequire(import.meta.url);
    const wasmFile = require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const text = [...chars].sort().join('');
    const { size, mtimeMs } = statSync(collection);
    const id = createHash('sha256')
      .update(`${collection}|${size}|${mtimeMs}|${FACE}|${text}|${statSync(wasmFile).size}`)
      .digest('hex')
      .slice(0, 16);
    const file = join(tmpdir(), `landscape-cjk-${id}.otf`);
    if (existsSync(file)) return file;
    const font = subset(readFileSync(collection), FACE, text, readFileSync(wasmFile));
    // written whole under another name first: another process may be reading the same name
    const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(part, font);
    renameSync(part, file);
    return file;
  } catch {
    return null;
  }
}

interface Harfbuzz {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(n: number): number;
  free(p: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Node's WebAssembly (the project's TypeScript libraries do not describe it). */
const Wasm = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => object; Instance: new (module: object, imports: object) => { exports: unknown } };
  }
).WebAssembly;

/** One face of a font collection cut down to the glyphs of `text` (harfbuzz's subsetter, as hb-subset does). */
export function subset(collection: Buffer, face: number, text: string, wasm: Buffer): Buffer {
  const hb = new Wasm.Instance(new Wasm.Module(wasm), {}).exports as Harfbuzz;
  hb._initialize();
  const at = hb.malloc(collection.byteLength);
  new Uint8Array(hb.memory.buffer).set(collection, at);
  const blob = hb.hb_blob_create(at, collection.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const source = hb.hb_face_create(blob, face);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error('harfbuzz could not start a subset');
  // every layout feature kept (as hb-subset --layout-features='*'): the text is shaped as with the whole font
  const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hb.hb_set_clear(features);
  hb.hb_set_invert(features);
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const c of text) hb.hb_set_add(unicodes, c.codePointAt(0)!);
  const made = hb.hb_subset_or_fail(source, input);
  hb.hb_subset_input_destroy(input);
  if (!made) throw new Error('harfbuzz could not make the subset');
  const out = hb.hb_face_reference_blob(made);
  const data = hb.hb_blob_get_data(out, 0);
  // copied out of the wasm memory (a view of it dies with the instance)
  const bytes = Buffer.from(new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(out)));
  hb.hb_blob_destroy(out);
  hb.hb_face_destroy(made);
  hb.hb_face_destroy(source);
  hb.free(at);
  return bytes;
}
