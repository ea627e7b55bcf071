import { CLIENT_TO_SERVER_AREA } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import { completeLandscapeResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { studioLocale } from '../../../lib/language.ts';
import { rememberClaim } from '../../../lib/designs/claims.ts';

// POST /api/design/complete-landscape (multipart, product §7).

export interface LandscapeJobInput {
  address: string;
  styles: string[];
  areas: { id: ClientAreaId; prompt: string; photo?: Blob | null; mask?: Blob | null }[];
  /** The studio's language; designs are written in it. */
  locale?: string;
}

export function buildLandscapeForm(input: LandscapeJobInput): FormData {
  const form = new FormData();
  form.append('address', input.address.trim());
  for (const style of input.styles) form.append('style', style);
  for (const area of input.areas) {
    const server = CLIENT_TO_SERVER_AREA[area.id];
    form.append(`generate_${server}`, 'true');
    form.append(`${server}_prompt`, area.prompt.trim());
    // Photo first: the area's "before" is the homeowner's photo
    if (area.photo) form.append(`${server}_photo`, area.photo, area.photo instanceof File ? area.photo.name : `${server}.jpg`);
    // House-Lock: the keep mask the homeowner brushed on that photo (only ever beside it)
    if (area.photo && area.mask) form.append(`${server}_mask`, area.mask, `${server}-mask.png`);
  }
  form.append('locale', input.locale ?? studioLocale());
  return form;
}

export class StartFailedError extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? '');
    this.name = 'StartFailedError';
  }
}

export async function startLandscape(input: LandscapeJobInput): Promise<string> {
  const res = await apiRequest('/api/design/complete-landscape', completeLandscapeResponseSchema, { method: 'POST', form: buildLandscapeForm(input) });
  if (!res.success || !res.request_id) throw new StartFailedError(res.detail ?? res.error);
  // a visitor's request: kept so an account signed in later can take its designs
  rememberClaim(res.request_id, res.claim_token);
  return res.request_id;
}
