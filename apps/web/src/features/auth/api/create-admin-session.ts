import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Parser } from '../../../lib/api-client.ts';

const acknowledged: Parser<unknown> = { parse: (v) => v };

/**
 * POST /api/session: trades the bearer token for the httpOnly cookie that opens the operators'
 * queue dashboard (/admin/queues), a server page reached by plain navigation.
 */
export async function createAdminSession(): Promise<void> {
  await apiRequest('/api/session', acknowledged, { method: 'POST', timeoutMs: 20_000 });
}

export const useCreateAdminSession = () => useMutation({ mutationKey: ['admin-session'], mutationFn: createAdminSession });
