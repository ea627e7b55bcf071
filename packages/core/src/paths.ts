import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Folders found from this module's own location, the same whether it runs from src/ (tsx, vitest) or
// compiled into dist/ (pnpm start, the Docker image): the nearest folder upward that holds `marker`.

export function findUp(marker: string, from: string = import.meta.url): string {
  let dir = dirname(from.startsWith('file:') ? fileURLToPath(from) : from);
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${marker} not found above ${from}`);
    dir = parent;
  }
}

/** The repository (or image) root: where pnpm-workspace.yaml is. */
export const repoRoot = (from: string = import.meta.url) => findUp('pnpm-workspace.yaml', from);
