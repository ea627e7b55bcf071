import { AREA_IDS, STYLE_IDS, type AreaId } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { STYLE_CATALOGUE } from './catalogue/style-catalogue.ts';
import { LOW_MAINTENANCE_LAWN_SHARE, buildPlan } from './plan-builder.ts';
import { LOW_MAINTENANCE_SPECIES } from './plant-selection.ts';
import { sceneFromAddress } from './scene.ts';
import { resolveSite, siteHeadline } from './site/site.ts';
import { summarizePlan } from './summary.ts';
import type { DesignPlan } from './types.ts';
import { isCrop } from './edibles.ts';

// Twelve real places from zone 3 to zone 12, plus one Mexican and one Chinese city: the zone, the
// sun class of every area and the plants of every style are printed, and every plan is checked
// against its site and its wishes. Wishes rotate over the styles so each constraint meets each climate.

const ADDRESSES: [address: string, zone: string | null, place: string][] = [
  ['1001 Farmers Loop Rd, Fairbanks, AK 99712', '3a', 'Fairbanks, AK'],
  ['4501 Lyndale Ave S, Minneapolis, MN', '4b', 'Minneapolis, MN'],
  ['1437 Bannock St, Denver, CO 80202', '5b', 'Denver, CO'],
  ['100 W San Francisco St, Santa Fe, NM 87501', '6b', 'Santa Fe, NM'],
  ['600 Broadway, Nashville, TN 37203', '7a', 'Nashville, TN'],
  ['55 Trinity Ave SW, Atlanta, GA 30303', '8a', 'Atlanta, GA'],
  ['2020 SW 4th Ave, Portland, OR 97201', '8b', 'Portland, OR'],
  ['200 W Washington St, Phoenix, AZ 85003', '9b', 'Phoenix, AZ'],
  ['444 SW 2nd Ave, Miami, FL 33130', '11a', 'Miami, FL'],
  ['530 S King St, Honolulu, HI 96813', '12b', 'Honolulu, HI'],
  ['Av. Hidalgo 400, Centro, 44100 Guadalajara, Jal., México', null, 'Guadalajara, Mexico'],
  ['2 Caoshi Jie, Qingyang District, Chengdu, Sichuan, China', null, 'Chengdu, China'],
];

const WISHES = [
  '',
  'low maintenance',
  'drought tolerant, fire pit',
  'safe for our dog, kids play area',
  'roses, japanese maple, lavender',
  'low maintenance, drought tolerant, remove the old tree',
  'water feature, vegetable garden, privacy',
];

const REASON = /^Zone \d+–\d+ · (full sun|part shade|shade)( to (part shade|shade))* · (low|moderate|high) water$/;

/** What is wrong with a plan for its site and wishes; empty when nothing is. */
function problems(plan: DesignPlan, standingTrees: number): string[] {
  const out: string[] = [];
  const site = plan.site!;
  const c = plan.wishes.constraints;
  for (const p of plan.palette) {
    // A plant rated to zone 11 or warmer takes every warmer zone: the sources' charts stop there.
    if (site.zone && (p.zones.min > site.zone.number || (p.zones.max < site.zone.number && p.zones.max < 11)))
      out.push(`${p.id} is hardy in ${p.zones.min}–${p.zones.max}, not ${site.zone.code}`);
    if (plan.sun && !p.sun.includes(plan.sun.exposure)) out.push(`${p.id} wants ${p.sun.join('/')}, the area is ${plan.sun.exposure}`);
    if (c.includes('drought_tolerant') && p.water !== 'low') out.push(`${p.id} is not low-water`);
    if (c.includes('pet_friendly') && p.toxicToPets) out.push(`${p.id} is toxic to pets`);
    if (c.includes('kid_friendly') && p.spiny) out.push(`${p.id} is spiny`);
  }
  if (!site.zone) {
    // Unknown climate: the most tolerant plant of each role, and the ones the homeowner named (a vegetable
    // garden's crops are named by the wish for it, edibles.ts).
    const roles = new Set(STYLE_CATALOGUE[plan.style].plants.map((p) => p.role));
    const chosen = plan.palette.filter((p) => !isCrop(p)).length;
    if (chosen > roles.size + plan.wishes.plants.length) out.push(`${chosen} species where the climate is unknown`);
  }
  if (c.includes('drought_tolerant') && plan.ground.some((g) => g.material.kind === 'lawn')) out.push('lawn in a drought-tolerant garden');
  if (c.includes('low_maintenance')) {
    if (plan.coverage.lawnM2 > LOW_MAINTENANCE_LAWN_SHARE * plan.coverage.plantedM2 + 0.5)
      out.push(`lawn ${plan.coverage.lawnM2.toFixed(0)} of ${plan.coverage.plantedM2.toFixed(0)} m² planted`);
    if (plan.featureKinds.includes('water_feature') && !plan.wishes.features.includes('water_feature')) out.push('unasked water feature');
    if (!plan.featureKinds.includes('drip_irrigation')) out.push('no drip irrigation');
    if (plan.palette.length > LOW_MAINTENANCE_SPECIES) out.push(`${plan.palette.length} species`);
  }
  const kept = plan.wishes.removeTrees ? 0 : standingTrees;
  if (plan.existingTrees.length !== kept) out.push(`${plan.existingTrees.length} existing trees kept of ${standingTrees}`);
  for (const id of plan.wishes.plants) {
    const spec = plan.palette.find((p) => p.id === id);
    const answered = plan.notes.some((n) => n.key.startsWith('wish.'));
    if (!spec && !answered) out.push(`named plant ${id} dropped without an answer`);
  }
  const summary = summarizePlan(plan);
  for (const line of summary.plants) if (!REASON.test(line.reason ?? '')) out.push(`reason '${line.reason}' of ${line.common}`);
  if (summary.site?.headline !== siteHeadline(site)) out.push('summary without the site headline');
  return out.map((p) => `${plan.style} ${plan.area}: ${p}`);
}

const standingIn = (scene: ReturnType<typeof sceneFromAddress>, area: AreaId) => {
  const b = scene.zones[area].bounds;
  return scene.existing.trees.filter((t) => t.x >= b.x && t.x <= b.x + b.w && t.y >= b.y && t.y <= b.y + b.h).length;
};

describe('designs across twelve climates', () => {
  it.each(ADDRESSES)('%s', (address, zone, place) => {
    const scene = sceneFromAddress(address);
    const site = resolveSite(address, { scene });
    expect(site.place?.label).toBe(place);
    expect(site.zone?.code ?? null).toBe(zone);
    const lines = [`${siteHeadline(site)}  (${address})`];
    lines.push(`  sun: ${AREA_IDS.map((a) => `${a} ${site.sun![a].exposure} (${site.sun![a].solsticeHours} h / ${site.sun![a].equinoxHours} h)`).join(', ')}`);
    const found: string[] = [];
    STYLE_IDS.forEach((style, i) => {
      const wishes = WISHES[(i + ADDRESSES.findIndex((a) => a[0] === address)) % WISHES.length];
      const species = new Set<string>();
      for (const area of AREA_IDS) {
        const plan = buildPlan({ area, style, wishes, scene, seed: 5, site });
        found.push(...problems(plan, standingIn(scene, area)));
        for (const p of plan.palette) species.add(p.common);
      }
      lines.push(`  ${style}${wishes ? ` [${wishes}]` : ''}: ${[...species].join(', ')}`);
    });
    console.log(lines.join('\n'));
    expect(found).toEqual([]);
  });
});
