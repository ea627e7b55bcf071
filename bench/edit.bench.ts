// "Change just this" offline (docs/product.md, product §10): times N edits of finished 768×768 designs
// (parse, edit the plan, draw it again, keep the unchanged pixels, plan view, summary) and prints the
// median; with `--sheet out.png` it also writes a contact sheet of the first eight (before | after).
// `pnpm bench:edit [N] [--sheet file]`, default 16 (each case twice). Never part of `pnpm test`.
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { buildPlan, editDesign, renderDesign, resolveSite, sceneFromAddress, type DesignPlan, type EditRegion } from '../packages/design/src/index.ts';

const args = process.argv.slice(2);
const sheetAt = args.indexOf('--sheet');
const sheet = sheetAt >= 0 ? args[sheetAt + 1] : null;
const N = Number(args.find((a, i) => /^\d+$/.test(a) && (sheetAt < 0 || i !== sheetAt + 1)) ?? 16);
const address = '1420 Maple Avenue, Sacramento, CA';
const scene = sceneFromAddress(address);
const site = resolveSite(address, { scene });

/** A region over the left half of the picture's ground (the lower 55 %), as a homeowner brushes half a lawn. */
function leftHalf(size = 768): EditRegion {
  const data = new Uint8Array(size * size);
  for (let y = Math.floor(size * 0.45); y < size; y++) data.fill(255, y * size, y * size + size / 2);
  return { data, width: size, height: size };
}

const CASES: { area: DesignPlan['area']; style: DesignPlan['style']; wishes: string; instruction: string; region?: boolean }[] = [
  { area: 'front_yard', style: 'cottage_garden', wishes: '', instruction: 'replace the lawn with gravel', region: true },
  { area: 'backyard', style: 'cottage_garden', wishes: '', instruction: 'añade un huerto' },
  { area: 'backyard', style: 'cottage_garden', wishes: 'a bench', instruction: '加一棵遮阴树' },
  { area: 'backyard', style: 'modern_minimalist', wishes: 'fire pit', instruction: 'no fire pit, add a water feature' },
  { area: 'backyard', style: 'english_formal', wishes: '', instruction: 'añade un árbol de sombra' },
  { area: 'front_yard', style: 'mediterranean', wishes: '', instruction: '把步道加宽' },
  { area: 'backyard', style: 'cottage_garden', wishes: '', instruction: 'remove the shrubs, add a bird bath' },
  { area: 'side_yard', style: 'japanese_zen', wishes: '', instruction: 'make the path wider' },
  { area: 'backyard', style: 'japanese_zen', wishes: 'fire pit', instruction: 'add a water feature and a bird bath' },
];

const times: number[] = [];
const cpu: number[] = [];
const pairs: Buffer[] = [];
for (let i = 0; i < N; i++) {
  const c = CASES[i % CASES.length]!;
  const plan = buildPlan({ area: c.area, style: c.style, wishes: c.wishes, scene, seed: 3, site });
  const source = await renderDesign(scene, plan);
  const started = performance.now();
  const used = process.cpuUsage();
  const out = await editDesign({ scene, plan, instruction: c.instruction, source, region: c.region ? leftHalf() : null });
  times.push(performance.now() - started);
  const spent = process.cpuUsage(used);
  cpu.push((spent.user + spent.system) / 1000);
  if (!out.ok) throw new Error(`"${c.instruction}" was not applied: ${out.refused.map((r) => r.text).join('; ')}`);
  console.log(
    `${c.area} ${c.style} "${c.instruction}": ${times[i]!.toFixed(0)} ms, ${out.changedPixels} px changed${out.refused.length ? `, refused: ${out.refused.map((r) => r.text).join('; ')}` : ''}`,
  );
  if (sheet && pairs.length < 16) pairs.push(source, out.image!);
}
const middle = (xs: number[]) => {
  const t = [...xs].sort((a, b) => a - b);
  return t.length % 2 ? t[(t.length - 1) / 2]! : (t[t.length / 2 - 1]! + t[t.length / 2]!) / 2;
};
const t = [...times].sort((a, b) => a - b);
// the machine may be shared: the load average beside the figure, and the CPU time the edits took (this
// process's, every thread) as the figure a loaded machine does not stretch
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(
  `offline edit 768x768, n=${N}: min ${t[0]!.toFixed(0)} ms, median ${middle(times).toFixed(0)} ms, max ${t[t.length - 1]!.toFixed(0)} ms; ` +
    `CPU median ${middle(cpu).toFixed(0)} ms; load average ${load} on ${availableParallelism()} cores`,
);

if (sheet) {
  const tile = 384;
  const tiles = await Promise.all(pairs.map((p) => sharp(p).resize(tile, tile).png().toBuffer()));
  await sharp({ create: { width: tile * 4 + 12, height: Math.ceil(tiles.length / 4) * (tile + 4), channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % 4) * tile + (i % 4) * 4, top: Math.floor(i / 4) * (tile + 4) })))
    .png()
    .toFile(sheet);
  console.log(`contact sheet (before | after, two edits a row): ${sheet}`);
}
