export const TMPFS_MAGIC: number;
export function scratchInMemory(base?: string, env?: Record<string, string | undefined>): () => void;
