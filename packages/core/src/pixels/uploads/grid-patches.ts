// Connected patches of a coarse grid of a photo's classes, and where they lie (photo-ground.ts, photo-cells.ts).

export const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** The cells of each 4-connected patch of `grid` whose class passes `test`. */
export function patches(grid: Uint8Array, gw: number, gh: number, test: (c: number) => boolean): number[][] {
  const seen = new Uint8Array(gw * gh);
  const out: number[][] = [];
  for (let start = 0; start < grid.length; start++) {
    if (!test(grid[start]!) || seen[start]) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      cells.push(c);
      const x = c % gw;
      const y = (c - x) / gw;
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        const k = ny * gw + nx;
        if (nx >= 0 && ny >= 0 && nx < gw && ny < gh && test(grid[k]!) && !seen[k]) {
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
    out.push(cells);
  }
  return out;
}

/**
 * Whether a patch lies along the bottom of the picture: in its bottom eighth over nearly half its width.
 * (A brick wall or a deck at one side of a lane reaches the bottom over a third of it: leuven-lane.jpg.)
 */
export function alongBottom(cells: number[], gw: number, gh: number): boolean {
  const bottom = Math.max(1, Math.round(gh * 0.12));
  const cols = new Set<number>();
  for (const c of cells) if (Math.floor(c / gw) >= gh - bottom) cols.add(c % gw);
  return cols.size >= gw * 0.45;
}
