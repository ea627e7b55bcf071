import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The studio's pictures (style cards, the hero's before/after, the area cards) are drawn at build time by
// the offline design engine (packages/design/scripts/studio-pictures.ts): AVIF and WebP at 1x and 2x.
// They are kept outside git, in node_modules/.cache, under a hash of the engine's sources, so a build
// draws them again only when the engine changed and they are never stale. The studio imports them through
// `virtual:studio-pictures`; Vite hashes and emits the files like any other asset.
// First start (issue 31): they are drawn by one process per core at once, each a share of them, with a
// line per picture; and kept too in the user's cache ($XDG_CACHE_HOME or ~/.cache, landscape-studio/), so a
// fresh clone of the same engine copies them instead of drawing them again (the same hash: the same files).

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const GENERATOR = join(root, 'packages/design/scripts/studio-pictures.ts');
/** What the pictures depend on: the engine, its reference tables, the style ids and the generator itself. */
const INPUTS = [join(root, 'packages/design/src'), join(root, 'packages/design/data'), join(root, 'packages/contract/src/constants.ts'), GENERATOR];
const CACHE = join(root, 'apps/web/node_modules/.cache/studio-pictures');
const SHARED = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'landscape-studio', 'studio-pictures');
/** Engines' pictures kept in the user's cache (worktrees and clones of other commits share it). */
const SHARED_KEPT = 8;
const ID = 'virtual:studio-pictures';

/** @param {string} p @param {string[]} out */
function files(p, out = []) {
  if (!existsSync(p)) return out;
  if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) files(join(p, name), out);
  else if (!/\.test\.ts$/.test(p)) out.push(p);
  return out;
}

/** The hash of every input file's path and content. */
export function inputsHash() {
  const h = createHash('sha256');
  for (const f of INPUTS.flatMap((p) => files(p))) h.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 16);
}

/** Runs one part of the generator; its lines (one per picture) go to this process's output as they come. */
function drawPart(/** @type {string} */ out, /** @type {number} */ part, /** @type {number} */ parts) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', GENERATOR, out, `${part}/${parts}`], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`studio pictures: the design engine failed (exit ${code ?? signal})`)),
    );
  });
}

/** Draws every picture into `target`: one part per core at once, their manifests merged in the generator's order. */
async function draw(/** @type {string} */ target, /** @type {(line: string) => void} */ log) {
  const parts = Math.max(1, availableParallelism());
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const started = Date.now();
  log(`studio pictures: drawing on ${parts} core${parts === 1 ? '' : 's'}…`);
  try {
    await Promise.all(Array.from({ length: parts }, (_, i) => drawPart(tmp, i + 1, parts)));
    /** @type {{ styles: Record<string, unknown>; hero: Record<string, unknown>; order: [number, 'styles' | 'hero', string][] }[]} */
    const shares = Array.from({ length: parts }, (_, i) => JSON.parse(readFileSync(join(tmp, `manifest.${i + 1}.json`), 'utf8')));
    // each part names its pictures' places in the generator's order: merged in that order, the one-process manifest
    /** @type {{ styles: Record<string, unknown>; hero: Record<string, unknown> }} */
    const manifest = { styles: {}, hero: {} };
    const all = shares.flatMap((m) => m.order.map(([i, kind, key]) => /** @type {const} */ ([i, kind, key, m[kind][key]])));
    for (const [, kind, key, value] of all.sort((a, b) => a[0] - b[0])) manifest[kind][key] = value;
    for (let i = 0; i < parts; i++) rmSync(join(tmp, `manifest.${i + 1}.json`));
    writeFileSync(join(tmp, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (existsSync(join(target, 'manifest.json')))
      rmSync(tmp, { recursive: true, force: true }); // another build finished first
    else {
      rmSync(target, { recursive: true, force: true });
      renameSync(tmp, target);
    }
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  log(`studio pictures drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The most recent engines' pictures stay in the user's cache; older ones go. */
function pruneShared() {
  const dirs = readdirSync(SHARED)
    .filter((d) => !d.includes('.tmp-'))
    .map((d) => ({ d, at: statSync(join(SHARED, d)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { d } of dirs.slice(SHARED_KEPT)) rmSync(join(SHARED, d), { recursive: true, force: true });
}

/**
 * The folder holding the pictures for the current engine: this clone's cache, else a copy of the user's
 * cache, else drawn (into the user's cache when it can be written, else straight into this clone's).
 */
export async function ensurePictures(log = console.log) {
  const hash = inputsHash();
  const dir = join(CACHE, hash);
  if (existsSync(join(dir, 'manifest.json'))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const shared = join(SHARED, hash);
  let writable = true;
  try {
    mkdirSync(SHARED, { recursive: true });
  } catch {
    writable = false; // no user cache to write to: drawn for this clone only
  }
  if (writable) {
    if (existsSync(join(shared, 'manifest.json'))) log(`studio pictures: the same engine's pictures copied from ${SHARED}`);
    else await draw(shared, log);
    pruneShared();
  }
  // older engines' pictures are not needed any more in this clone
  for (const old of readdirSync(CACHE)) if (!old.startsWith('.')) rmSync(join(CACHE, old), { recursive: true, force: true });
  if (writable) {
    const tmp = join(CACHE, `.tmp-${process.pid}`);
    rmSync(tmp, { recursive: true, force: true });
    cpSync(shared, tmp, { recursive: true });
    renameSync(tmp, dir);
  } else await draw(dir, log);
  return dir;
}

/**
 * @typedef {{ width: number; height: number; avif: [string, number][]; webp: [string, number][] }} Entry
 * @returns {import('vite').Plugin}
 */
export function studioPictures() {
  return {
    name: 'landscape-studio-pictures',
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const dir = await ensurePictures();
      /** @type {{ styles: Record<string, Entry>; hero: Record<string, { style: string; before: Entry; after: Entry }> }} */
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      /** @type {string[]} */
      const imports = [];
      /** @type {Map<string, string>} */
      const names = new Map();
      const url = (/** @type {string} */ file) => {
        if (!names.has(file)) {
          const name = `p${names.size}`;
          names.set(file, name);
          // ?no-inline: a picture is always a file of its own, never base64 inside the script
          imports.push(`import ${name} from ${JSON.stringify(`${join(dir, file)}?no-inline`)};`);
        }
        return names.get(file);
      };
      const set = (/** @type {[string, number][]} */ list) => `[${list.map(([f, w]) => `${url(f)} + ' ${w}w'`).join(', ')}].join(', ')`;
      const picture = (/** @type {Entry} */ p) =>
        `{ width: ${p.width}, height: ${p.height}, src: ${url(p.webp[0][0])}, avif: ${set(p.avif)}, webp: ${set(p.webp)} }`;
      const styles = Object.entries(manifest.styles).map(([style, p]) => `${JSON.stringify(style)}: ${picture(p)}`);
      const hero = Object.entries(manifest.hero).map(
        ([tab, h]) => `${JSON.stringify(tab)}: { style: ${JSON.stringify(h.style)}, before: ${picture(h.before)}, after: ${picture(h.after)} }`,
      );
      return `${imports.join('\n')}\nexport const STYLE_PICTURES = {\n${styles.join(',\n')}\n};\nexport const HERO_PICTURES = {\n${hero.join(',\n')}\n};\n`;
    },
  };
}
