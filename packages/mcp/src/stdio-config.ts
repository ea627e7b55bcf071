import { z } from 'zod';
import { ACCESS_TOKEN_PREFIX } from '@landscape/contract';

// The two settings of `pnpm mcp`, the one place it reads its environment (the studio's own keys are read by
// packages/core/src/platform/config.ts; this command is a client of a running studio and needs none of them).

const settingsSchema = z.object({
  LANDSCAPE_STUDIO_URL: z
    .url({ protocol: /^https?$/, error: 'LANDSCAPE_STUDIO_URL must be the studio’s http(s) address, e.g. http://localhost:8080' })
    .default('http://localhost:8080'),
  LANDSCAPE_STUDIO_TOKEN: z
    .string({ error: 'LANDSCAPE_STUDIO_TOKEN is not set: make an access token in the studio (account menu → AI assistants) and give it to this command' })
    .startsWith(ACCESS_TOKEN_PREFIX, { error: `LANDSCAPE_STUDIO_TOKEN is not a studio access token (they start with ${ACCESS_TOKEN_PREFIX})` }),
});

/** The studio to call and the token to call it with, or every problem in one readable text. */
export function readSettings(env: Record<string, string | undefined> = process.env): { url: string; token: string } | { problems: string } {
  const parsed = settingsSchema.safeParse({ ...env, LANDSCAPE_STUDIO_URL: env.LANDSCAPE_STUDIO_URL || undefined });
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => i.message).join('\n') };
  return { url: parsed.data.LANDSCAPE_STUDIO_URL, token: parsed.data.LANDSCAPE_STUDIO_TOKEN };
}
