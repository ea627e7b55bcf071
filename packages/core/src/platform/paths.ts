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

/** A script a worker thread or a child process starts from, and the Node options it starts with. */
export interface WorkerEntry {
  filename: string;
  execArgv: string[];
}

/**
 * A script that runs apart (a worker thread's or a child process's entry) found beside the module that
 * starts it: `<name>.js` once compiled, `<name>.ts` when run from source (tsx, vitest), in which case it
 * is started with tsx too.
 */
export function entryBeside(name: string, base: string): WorkerEntry {
  for (const ext of ['.js', '.ts']) {
    const url = new URL(`./${name}${ext}`, base);
    if (!existsSync(fileURLToPath(url))) continue;
    const needsTsx = ext === '.ts' && !process.execArgv.some((a) => /\btsx\b/.test(a));
    return { filename: url.href, execArgv: needsTsx ? [...process.execArgv, '--import', import.meta.resolve('tsx')] : [...process.execArgv] };
  }
  throw new Error(`${name} not found beside ${base}`);
}
