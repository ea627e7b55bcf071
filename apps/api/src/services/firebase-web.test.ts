import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@landscape/core';
import { firebaseWebConfig } from './firebase-web.ts';

// GET /api/config's sign-in answer: the social sign-in offered is the list AUTH_PROVIDERS names, with a
// real project only (issue 32: a provider that is not configured is not offered, in every mode).

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/landscape-firebase-web', ...env });
const real = { AUTH: 'firebase', FIREBASE_PROJECT_ID: 'acme-yards', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'acme-yards.firebaseapp.com' };

describe('the sign-in settings handed to the studio', () => {
  it('offers the providers AUTH_PROVIDERS lists, each once, and no other', () => {
    expect(firebaseWebConfig(config({ ...real, AUTH_PROVIDERS: 'google, facebook,google' })).providers).toEqual(['google', 'facebook']);
  });

  it('offers e-mail only when AUTH_PROVIDERS is unset or empty', () => {
    expect(firebaseWebConfig(config(real)).providers).toEqual([]);
    expect(firebaseWebConfig(config({ ...real, AUTH_PROVIDERS: '' })).providers).toEqual([]);
  });

  it('offers none on the Auth Emulator or without accounts, whatever the list says', () => {
    expect(firebaseWebConfig(config({ AUTH: 'emulator', AUTH_PROVIDERS: 'google,apple' })).providers).toEqual([]);
    expect(firebaseWebConfig(config({ AUTH: 'none', AUTH_PROVIDERS: 'google' })).providers).toEqual([]);
  });

  it('refuses a provider the studio does not know, naming the key', () => {
    expect(() => config({ ...real, AUTH_PROVIDERS: 'google,github' })).toThrow(ConfigError);
    expect(() => config({ ...real, AUTH_PROVIDERS: 'google,github' })).toThrow(/AUTH_PROVIDERS/);
  });
});
