import { writeFileSync } from 'node:fs';
import { sceneFromAddress, buildPlan, renderOriginal, renderDesign, renderPlanView, summarizePlan, analyzeImage, buildPrompt } from '../src/index.ts';
const scene = sceneFromAddress('123 Main St, Springfield');
const out = '/work/main/packages/design/out/';
for (const area of ['front_yard', 'backyard', 'walkway', 'side_yard'] as const) {
  const plan = buildPlan({ area, style: 'cottage_garden', wishes: 'fire pit, water feature, vegetable garden', scene, seed: 1 });
  let t = performance.now();
  writeFileSync(out + area + '-before.png', await renderOriginal(scene, area));
  const t1 = performance.now() - t; t = performance.now();
  writeFileSync(out + area + '-after.png', await renderDesign(scene, plan));
  const t2 = performance.now() - t; t = performance.now();
  writeFileSync(out + area + '-plan.png', await renderPlanView(scene, plan));
  console.log(area, t1.toFixed(0), t2.toFixed(0), (performance.now() - t).toFixed(0));
}
const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'fire pit', scene, seed: 1 });
console.log(JSON.stringify(summarizePlan(plan), null, 1).slice(0, 1500));
console.log(buildPrompt(plan, scene));
console.log(await analyzeImage(await renderOriginal(scene, 'front_yard')));
