import { describe, expect, it } from 'vitest';
import { NO_CONSENT, parseConsent } from './consent.ts';

describe('stored consent preferences', () => {
  it('reads a recorded choice', () => {
    const raw = JSON.stringify({ emailMarketing: false, analytics: true, hasConsented: true, consentDate: '2026-01-01T00:00:00.000Z' });
    expect(parseConsent(raw)).toEqual({ emailMarketing: false, analytics: true, hasConsented: true, consentDate: '2026-01-01T00:00:00.000Z' });
  });
  it('treats missing or corrupt storage as no consent', () => {
    expect(parseConsent(null)).toEqual(NO_CONSENT);
    expect(parseConsent('{not json')).toEqual(NO_CONSENT);
    expect(parseConsent(JSON.stringify({ hasConsented: 'yes' })).hasConsented).toBe(false);
  });
});
