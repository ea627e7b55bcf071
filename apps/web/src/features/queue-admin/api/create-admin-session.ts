import { unknown } from 'valibot';
import { apiRequest } from '../../../lib/api-client.ts';

/** Only the status matters: any body is accepted. */
const acknowledged = unknown();

/**
 * POST /api/session: trades the bearer token for the httpOnly cookie that opens the operators'
 * queue dashboard (/admin/queues), a server page reached by plain navigation.
 */
export async function createAdminSession(): Promise<void> {
  await apiRequest('/api/session', acknowledged, { method: 'POST', timeoutMs: 20_000 });
}
