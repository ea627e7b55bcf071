// Blockiness of a picture inside a mask: how much stronger the luminance steps are on one column (or
// row) of a B-pixel grid than across the masked area on average, worst over the grid sizes B = 2..16
// and every phase of the grid. A photograph, or ground drawn from smooth noise in perspective, scores
// about 1; a mosaic of B-pixel cells (the old offline restyle's `hash(x >> 2, y >> 2)` materials) or a
// picture enlarged B times by repeating pixels scores towards B, since all of its steps fall on one
// column in B. Used by the photo restyle's tests and `pnpm design:photos` (product §4: a photo result
// is never blocky).

/**
 * Above this a result is blocky. Measured on what the old restyle changed (`pnpm design:photos`): 1.31–1.32
 * on the lawn of building-lawn.jpg, 2.1–2.4 on the cobbles of leuven-street.jpg it repainted as pavers, 2.4
 * shown at twice its size (a 1024 px result of a 2048 px photo); the perspective restyle 1.04–1.12. A
 * strongly compressed JPEG's own 8-pixel blocks score high too (1.25–1.5 on that photo's lawn), so it is
 * measured on what changed.
 */
export const MAX_BLOCKINESS = 1.25;
/**
 * Pairs of neighbours a line of a grid needs before its steps are judged: a photo's steps vary about 1.5 times
 * their mean, so the mean of 500 of them is within about 7 % of the picture's mean (MAX_BLOCKINESS is over
 * three times that away); a line of a handful of strong edges (the rims and feet of a few planters) is not a grid.
 */
const LINE_PAIRS = 500;

/**
 * `rgb`: raw 3-channel pixels; `mask`: one byte per pixel, non-zero where to measure. Returns 1 when there
 * are too few steps to judge (under 2000 neighbour pairs in the mask).
 */
export function blockiness(rgb: Uint8Array, width: number, height: number, mask: Uint8Array): number {
  const lum = new Float32Array(width * height);
  for (let p = 0; p < width * height; p++) lum[p] = 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
  const MAXB = 16;
  // step sums by (B, phase) for columns (horizontal steps) and rows (vertical steps)
  const colSum: Float64Array[] = [];
  const colN: Float64Array[] = [];
  const rowSum: Float64Array[] = [];
  const rowN: Float64Array[] = [];
  for (let b = 0; b <= MAXB; b++) {
    colSum.push(new Float64Array(b));
    colN.push(new Float64Array(b));
    rowSum.push(new Float64Array(b));
    rowN.push(new Float64Array(b));
  }
  let hSum = 0;
  let hN = 0;
  let vSum = 0;
  let vN = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!mask[p]) continue;
      if (x + 1 < width && mask[p + 1]) {
        const d = Math.abs(lum[p + 1]! - lum[p]!);
        hSum += d;
        hN++;
        for (let b = 2; b <= MAXB; b++) {
          colSum[b]![x % b]! += d;
          colN[b]![x % b]!++;
        }
      }
      if (y + 1 < height && mask[p + width]) {
        const d = Math.abs(lum[p + width]! - lum[p]!);
        vSum += d;
        vN++;
        for (let b = 2; b <= MAXB; b++) {
          rowSum[b]![y % b]! += d;
          rowN[b]![y % b]!++;
        }
      }
    }
  if (hN + vN < 2000) return 1;
  let worst = 1;
  for (let b = 2; b <= MAXB; b++)
    for (let phase = 0; phase < b; phase++) {
      // a line of the grid needs a fair share of the pairs, and a few hundred of them, or a few steps decide it (LINE_PAIRS)
      if (hN > 1000 && colN[b]![phase]! > Math.max(hN / b / 2, LINE_PAIRS) && hSum > 0)
        worst = Math.max(worst, colSum[b]![phase]! / colN[b]![phase]! / (hSum / hN));
      if (vN > 1000 && rowN[b]![phase]! > Math.max(vN / b / 2, LINE_PAIRS) && vSum > 0)
        worst = Math.max(worst, rowSum[b]![phase]! / rowN[b]![phase]! / (vSum / vN));
    }
  return worst;
}
