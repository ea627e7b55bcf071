import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The studio's pictures (style cards, the hero's before/after, the area cards) are drawn at build time by
// the offline design engine (packages/design/scripts/studio-pictures.ts): AVIF and WebP at 1x and 2x.
// They are kept outside git, in node_modules/.cache, under a hash of the engine's sources, so a build
// draws them again only when the engine changed and they are never stale. The studio imports them through
// `virtual:studio-pictures`; Vite hashes and emits the files like any other asset.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const GENERATOR = join(root, 'packages/design/scripts/studio-pictures.ts');
/** What the pictures depend on: the engine, its reference tables, the style ids and the generator itself. */
const INPUTS = [join(root, 'packages/design/src'), join(root, 'packages/design/data'), join(root, 'packages/contract/src/constants.ts'), GENERATOR];
const CACHE = join(root, 'apps/web/node_modules/.cache/studio-pictures');
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

/** The folder holding the pictures for the current engine, drawn first when missing. */
export function ensurePictures(log = console.log) {
  const dir = join(CACHE, inputsHash());
  if (existsSync(join(dir, 'manifest.json'))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const tmp = join(CACHE, `.tmp-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', GENERATOR, tmp], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`studio pictures: the design engine failed (exit ${run.status ?? run.signal})`);
  // older engines' pictures are not needed any more
  for (const old of readdirSync(CACHE)) if (!old.startsWith('.')) rmSync(join(CACHE, old), { recursive: true, force: true });
  renameSync(tmp, dir);
  log(`studio pictures drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
    load(id) {
      if (id !== `\0${ID}`) return null;
      const dir = ensurePictures();
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
      const picture = (/** @type {Entry} */ p) => `{ width: ${p.width}, height: ${p.height}, src: ${url(p.webp[0][0])}, avif: ${set(p.avif)}, webp: ${set(p.webp)} }`;
      const styles = Object.entries(manifest.styles).map(([style, p]) => `${JSON.stringify(style)}: ${picture(p)}`);
      const hero = Object.entries(manifest.hero).map(([tab, h]) => `${JSON.stringify(tab)}: { style: ${JSON.stringify(h.style)}, before: ${picture(h.before)}, after: ${picture(h.after)} }`);
      return `${imports.join('\n')}\nexport const STYLE_PICTURES = {\n${styles.join(',\n')}\n};\nexport const HERO_PICTURES = {\n${hero.join(',\n')}\n};\n`;
    },
  };
}
