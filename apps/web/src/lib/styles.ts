import { LIMITS } from '@landscape/contract/constants';

// Style selection of product §5: at most 3; further ones are disabled.

export function toggleStyle(selected: readonly string[], id: string, max: number = LIMITS.maxStyles): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= max) return [...selected];
  return [...selected, id];
}

export const isStyleDisabled = (selected: readonly string[], id: string, max: number = LIMITS.maxStyles) => !selected.includes(id) && selected.length >= max;

/** Retries a call with the given delays between attempts (product §8: 3 attempts, 1 s then 2 s). */
export async function withRetries<T>(
  call: () => Promise<T>,
  attempts: number,
  delaysMs: readonly number[],
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await call();
    } catch (err) {
      lastError = err;
      if (attempt < attempts - 1) await sleep(delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 0);
    }
  }
  throw lastError;
}
