import type { ClientConfig } from '@landscape/contract';
import { clientConfigSchema } from './answer-schemas.ts';
import { apiRequest } from './api-client.ts';

// GET /api/config: what this deployment offers (identity provider, analytics pixel, daily limit).
// Read once per page load and shared: the auth backend needs it outside React, features through the hook.

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000];

let pending: Promise<ClientConfig> | null = null;

/** The deployment's client config; retried a few times (the backend may still be starting), then rejected. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await apiRequest('/api/config', clientConfigSchema, { timeoutMs: 10_000 });
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw err;
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  })();
  // A failed load may be retried by a later caller (e.g. after the backend comes back).
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

export const clientConfigQueryOptions = () => ({
  queryKey: ['client-config'] as const,
  queryFn: loadClientConfig,
  staleTime: Infinity,
  retry: 2,
});
