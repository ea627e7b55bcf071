import { describe, expect, it } from 'vitest';
import { consentOnSignIn } from './consent-on-sign-in.ts';

const none = { emailMarketing: false, analytics: false, hasConsented: false, consentDate: null };
const server = { emailMarketing: true, analytics: false, hasConsented: true, consentDate: '2026-01-01T00:00:00.000Z' };
const local = { emailMarketing: false, analytics: true, hasConsented: true, consentDate: '2026-02-01T00:00:00.000Z' };

describe('consent on sign-in', () => {
  it("keeps the server's record when the user consented there, even over a newer local choice", () => {
    expect(consentOnSignIn(server, local)).toEqual({ action: 'use-server', prefs: server });
  });
  it('records a choice made on this device when the server has none', () => {
    expect(consentOnSignIn(none, local)).toEqual({ action: 'record-local', choice: { emailMarketing: false, analytics: true } });
  });
  it('does nothing when neither has a choice', () => {
    expect(consentOnSignIn(none, none)).toEqual({ action: 'none' });
  });
});
