import type { ConsentPreferences } from '@landscape/contract';
import { consentSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/me/consent: records the signed-in user's choice on the server (product §3 consent preferences). */
export function saveServerConsent(choice: { emailMarketing: boolean; analytics: boolean }): Promise<ConsentPreferences> {
  return apiRequest('/api/me/consent', consentSchema, { method: 'PUT', body: choice, timeoutMs: 20_000 });
}
