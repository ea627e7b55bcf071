import { styleById } from './catalogue/style-catalogue.ts';
import { AREA_LABELS, FEATURE_LABELS } from './plan-builder.ts';
import { EXPOSURE_WORDS } from './catalogue/messages.ts';
import { siteHeadline } from './site/site.ts';
import type { DesignPlan, Scene } from './types.ts';
import { angleFor, cameraFor, project } from './renderer/camera.ts';
import type { FeatureKind } from './types.ts';

// Small fixtures are implied by the feature list; only objects worth placing are described.
const PLACED: FeatureKind[] = [
  'fire_pit',
  'water_feature',
  'pergola',
  'patio_seating',
  'raised_vegetable_beds',
  'seating_bench',
  'stone_lantern',
  'arbor',
  'bird_bath',
];

/** Where each built feature sits in the frame, so a cloud render lays it out like the offline one. */
function layoutSentence(plan: DesignPlan, scene: Scene): string {
  const cam = cameraFor(scene, plan.area, 768, 768);
  const seen = new Set<FeatureKind>();
  const parts: string[] = [];
  for (const f of plan.features) {
    if (!PLACED.includes(f.kind) || seen.has(f.kind)) continue;
    seen.add(f.kind);
    const p = project(cam, { x: f.x, y: f.y, z: 0 });
    if (p.depth <= 0 || p.x < -50 || p.x > 818) continue;
    const side = p.x < 256 ? 'left' : p.x > 512 ? 'right' : 'centre';
    const depth = p.y > 560 ? 'foreground' : p.y > 420 ? 'middle ground' : 'background';
    parts.push(`${FEATURE_LABELS[f.kind].toLowerCase()} in the ${depth}, ${side}`);
  }
  return parts.length ? `Layout as seen from the camera: ${parts.join('; ')}.` : '';
}

const VIEW_WORDS: Record<string, string> = {
  street: 'eye-level view from the street, facing the front of the house',
  rear: 'elevated view from the back of the lot looking towards the rear of the house',
  side: 'view along the side yard between the house wall and the fence',
  path: 'view along the entry walk from the sidewalk towards the front door',
};

/**
 * The prompt for an image model, built from the very plan the offline renderer draws, so a cloud
 * render and a procedural render of one request show the same design.
 */
export function buildPrompt(plan: DesignPlan, scene?: Scene): string {
  const style = styleById(plan.style);
  const area = AREA_LABELS[plan.area].toLowerCase();
  const angle = angleFor(plan.area);
  // Every species of the plan, so the picture shows the plant list beside it and nothing else.
  const plants = plan.palette
    .map((spec) => ({ spec, qty: plan.plants.filter((p) => p.plantId === spec.id).length }))
    .sort((a, b) => b.qty - a.qty)
    .map(({ spec, qty }) => `${qty} ${spec.common} (${spec.botanical})`);
  const materials = plan.materials.map((m) => m.material.name.toLowerCase());
  const features = plan.featureKinds.map((f) => FEATURE_LABELS[f].toLowerCase());
  const lines = [
    `Photorealistic landscape redesign of this property's ${area} in a ${style.name} style: ${style.description}`,
    `Camera: keep the exact same camera position and angle as the input photo (${VIEW_WORDS[angle] ?? angle}).`,
    'Preserve the house exactly: same structure, walls, roofline, roof colour, windows, doors, garage, siding and trim; same driveway position and shape; same lot boundaries. Change only the landscaping.',
    `Ground surfaces: ${materials.join(', ')}.`,
    siteSentence(plan),
    `Plants (chosen for this site; use these and no others): ${plants.join(', ')}.`,
    plan.existingTrees.length
      ? `Keep the ${plan.existingTrees.length === 1 ? 'existing tree' : `${plan.existingTrees.length} existing trees`} standing where ${plan.existingTrees.length === 1 ? 'it stands' : 'they stand'}.`
      : '',
    'Keep every door and window of the house in clear view: no tall plant in front of them, and no plant cut off by the edge of the picture.',
    features.length ? `Include: ${features.join(', ')}.` : '',
    scene ? layoutSentence(plan, scene) : '',
    `Style cues: ${[...style.signatureNotes, ...style.hardscape.map((h) => h.toLowerCase())].join(', ')}.`,
    plan.wishes.constraints.length ? `Homeowner needs: ${plan.wishes.constraints.map((c) => c.replace(/_/g, ' ')).join(', ')}.` : '',
    plan.wishes.notes.length ? `Homeowner notes: ${plan.wishes.notes.join('; ')}.` : '',
    answered(plan),
    scene
      ? `The house is a ${scene.house.storeys}-storey ${scene.house.style} home with ${scene.house.siding.kind.replace('_', ' ')} siding and a ${scene.house.roof.type.replace('_', '-')} roof; the garage and driveway are on the ${scene.sideYardSide === 'left' ? 'right' : 'left'}.`
      : '',
    'Natural daylight, soft shadows, mature but tidy planting, realistic scale, no people, no text, no watermark.',
  ];
  return lines.filter(Boolean).join('\n');
}

/** The site facts the plant list was chosen for. */
function siteSentence(plan: DesignPlan): string {
  if (!plan.site) return '';
  const where = siteHeadline(plan.site);
  const sun = plan.site.sun?.[plan.area];
  const light = plan.sun
    ? ` This part of the yard is in ${EXPOSURE_WORDS[plan.sun.exposure]}${sun ? ` (${sun.solsticeHours} h of direct sun at midsummer, ${sun.equinoxHours} h at the equinox)` : ''}; light and shadows to match.`
    : '';
  return `Site: ${where}.${light}`;
}

/** Constraints applied and wishes the site could not grant, as the plan answered them. */
function answered(plan: DesignPlan): string {
  const keys = ['plan.lowMaintenance', 'plan.drought', 'plan.treeRemoved'];
  const lines = plan.notes.filter((n) => keys.includes(n.key) || n.key.startsWith('wish.')).map((n) => n.text);
  return lines.length ? `Design decisions: ${lines.join('; ')}.` : '';
}
