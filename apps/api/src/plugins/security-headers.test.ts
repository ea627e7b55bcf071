import { describe, expect, it } from 'vitest';
import { loadConfig } from '@landscape/core';
import { studioDirectives } from './security-headers.ts';

describe("the studio's Content-Security-Policy", () => {
  it("reaches the Auth Emulator on its own origin in the embedded mode (never the emulator's port) and nothing of Google but the popup helper", () => {
    const d = studioDirectives(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }));
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("allows a real project's endpoints, the analytics pixel once configured, and the bucket when images redirect there", () => {
    const d = studioDirectives(
      loadConfig({
        AUTH: 'firebase',
        FIREBASE_PROJECT_ID: 'landscape-prod',
        FIREBASE_API_KEY: 'web-key',
        FIREBASE_AUTH_DOMAIN: 'login.landscape.example',
        ANALYTICS_PIXEL_URL: 'https://pixel.example.net/p.gif?site=1',
        STORAGE: 's3',
        S3_ENDPOINT: 'https://bucket.example.org:9000',
        S3_SIGNED_URLS: 'true',
      }),
    );
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://bucket.example.org:9000',
    ]);
    expect(d['frame-src']).toEqual(['https://login.landscape.example']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://pixel.example.net', 'https://bucket.example.org:9000']);
  });

  it('allows no identity provider at all without sign-in', () => {
    const d = studioDirectives(loadConfig({ AUTH: 'none' }));
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'none'"]);
  });
});
