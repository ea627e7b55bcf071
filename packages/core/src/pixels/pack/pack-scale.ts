// The plan to scale in the landscaper's pack (product §12): the plan image placed at a drawing scale a
// contractor knows (1:100, 1" = 10'), and a scale bar in the design's units whose length is measured
// against the plan's known width on the ground (summary.plan_width_m).

/** PDF points per metre of paper (72 points to the inch). */
export const POINTS_PER_METRE = 72 / 0.0254;
export const METRES_PER_FOOT = 0.3048;

/** Drawing scales by unit system: metric ratios, and engineering scales 1" = N ft (ratio 12·N). */
const METRIC_RATIOS = [20, 25, 50, 100, 200, 250, 500, 1000];
/** Imperial: architect's scales (1/8" = 1'-0" is ratio 96) and engineer's (1" = 10' is 120), largest drawing first. */
const IMPERIAL_SCALES: { ratio: number; text: string }[] = [
  { ratio: 24, text: '1/2" = 1\'-0"' },
  { ratio: 32, text: '3/8" = 1\'-0"' },
  { ratio: 48, text: '1/4" = 1\'-0"' },
  { ratio: 64, text: '3/16" = 1\'-0"' },
  { ratio: 96, text: '1/8" = 1\'-0"' },
  { ratio: 120, text: '1" = 10\'' },
  { ratio: 192, text: '1/16" = 1\'-0"' },
  { ratio: 240, text: '1" = 20\'' },
  { ratio: 360, text: '1" = 30\'' },
  { ratio: 480, text: '1" = 40\'' },
  { ratio: 600, text: '1" = 50\'' },
  { ratio: 1200, text: '1" = 100\'' },
];
const BAR_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500];

export interface PackScale {
  /** Width to place the square plan image at, points. */
  imageWidthPt: number;
  /** The drawing scale as a ratio of ground to paper (200 for 1:200, 120 for 1" = 10'); null when none fits. */
  ratio: number | null;
  /** '1:200', '1/8" = 1\'-0"' or '1" = 10\''; null when the plan was only fitted to the page. */
  ratioText: string | null;
  /** The scale bar: `length` ground units (m or ft) drawn `widthPt` points long, in `segments` equal parts. */
  bar: { length: number; unit: 'm' | 'ft'; widthPt: number; segments: number };
}

/**
 * Where the plan goes and how its scale bar reads. `planWidthM`: the ground the plan image's full width
 * spans; `maxWidthPt`: the room on the page. The largest standard scale that fits is chosen; when none does,
 * the plan fills the room and the bar alone gives its scale. The bar is a round length near a third of the
 * plan's width. `height`: the ground's depth and the room for it, when the drawing is not square.
 */
export function packScale(planWidthM: number, units: 'metric' | 'imperial', maxWidthPt: number, height?: { depthM: number; maxHeightPt: number }): PackScale {
  if (!(planWidthM > 0) || !(maxWidthPt > 0)) throw new RangeError('plan width and page room must be positive');
  if (height && !(height.depthM > 0 && height.maxHeightPt > 0)) throw new RangeError('plan depth and page room must be positive');
  const fits = (ratio: number) =>
    (planWidthM / ratio) * POINTS_PER_METRE <= maxWidthPt && (!height || (height.depthM / ratio) * POINTS_PER_METRE <= height.maxHeightPt);
  let ratio: number | null = null;
  let ratioText: string | null = null;
  if (units === 'metric') {
    const r = METRIC_RATIOS.find(fits);
    if (r) [ratio, ratioText] = [r, `1:${r}`];
  } else {
    const found = IMPERIAL_SCALES.find((sc) => fits(sc.ratio));
    if (found) [ratio, ratioText] = [found.ratio, found.text];
  }
  const fill = height ? Math.min(maxWidthPt, (height.maxHeightPt * planWidthM) / height.depthM) : maxWidthPt;
  const imageWidthPt = ratio ? (planWidthM / ratio) * POINTS_PER_METRE : fill;
  const pointsPerMetre = imageWidthPt / planWidthM;
  const unitM = units === 'metric' ? 1 : METRES_PER_FOOT;
  const planInUnits = planWidthM / unitM;
  const length = [...BAR_STEPS].reverse().find((s) => s <= planInUnits / 3) ?? BAR_STEPS[0]!;
  const segments = length % 4 === 0 || length === 20 || length === 100 ? 4 : length % 5 === 0 ? 5 : length === 2 ? 2 : 1;
  return { imageWidthPt, ratio, ratioText, bar: { length, unit: units === 'metric' ? 'm' : 'ft', widthPt: length * unitM * pointsPerMetre, segments } };
}
