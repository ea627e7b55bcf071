// Renders N 768×768 designs with the offline engine and prints min/median/max wall time of the
// render alone (SVG + rasterise + PNG) and of plan + render. `pnpm bench:render [N]`, default 20.
// Never part of `pnpm test`.
import { STYLE_IDS, type AreaId } from '@landscape/contract';
import { buildPlan, renderDesign, sceneFromAddress } from '../packages/design/src/index.ts';

const N = Number(process.argv[2] ?? 20);
const AREAS: AreaId[] = ['front_yard', 'backyard', 'walkway', 'side_yard'];
const scene = sceneFromAddress('1420 Maple Avenue, Sacramento, CA');

// One warm-up render: the first call pays for module JIT and resvg initialisation.
await renderDesign(scene, buildPlan({ area: 'front_yard', style: 'modern_minimalist', wishes: '', scene, seed: 0 }));

const renderTimes: number[] = [];
const totalTimes: number[] = [];
// CPU time as well as wall time: on a shared 2-core machine other processes inflate wall time,
// while the CPU the render itself burns stays comparable between runs.
const renderCpu: number[] = [];
for (let i = 0; i < N; i++) {
  const style = STYLE_IDS[i % STYLE_IDS.length];
  const area = AREAS[i % AREAS.length];
  const started = performance.now();
  const plan = buildPlan({ area, style, wishes: 'fire pit, water feature, vegetable garden, lighting', scene, seed: i });
  const planned = performance.now();
  const cpu = process.cpuUsage();
  const png = await renderDesign(scene, plan);
  const used = process.cpuUsage(cpu);
  const done = performance.now();
  renderCpu.push((used.user + used.system) / 1000);
  renderTimes.push(done - planned);
  totalTimes.push(done - started);
  if (png.length < 1000) throw new Error('render produced no image');
}

const stats = (times: number[]) => {
  const t = [...times].sort((a, b) => a - b);
  const median = t.length % 2 ? t[(t.length - 1) / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
  return `min ${t[0].toFixed(0)} ms, median ${median.toFixed(0)} ms, max ${t[t.length - 1].toFixed(0)} ms`;
};
console.log(`render 768x768 (SVG + PNG), n=${N}: ${stats(renderTimes)}`);
console.log(`plan + render 768x768, n=${N}: ${stats(totalTimes)}`);
console.log(`render CPU time, n=${N}: ${stats(renderCpu)}`);
