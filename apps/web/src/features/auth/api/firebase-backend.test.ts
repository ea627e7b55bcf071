import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@landscape/contract';
import { mayHaveSession, rememberSession } from './session-hint.ts';

// The Firebase SDK stays out of the first load: a visitor with no stored session is signed out without it.
const opened = vi.fn();
vi.mock('./firebase-auth-client.ts', () => ({
  openFirebaseAuth: async (settings: unknown) => {
    opened(settings);
    const auth = { authStateReady: async () => undefined, currentUser: null, languageCode: 'en' };
    return {
      auth,
      fb: {
        onAuthStateChanged: (_a: unknown, cb: (u: null) => void) => cb(null),
        onIdTokenChanged: () => undefined,
      },
    };
  },
}));

const config = {
  auth: { mode: 'emulator', apiKey: 'k', authDomain: null, projectId: 'demo', emulatorUrl: 'http://127.0.0.1:9099' },
} as unknown as ClientConfig;
const flush = () => new Promise((r) => setTimeout(r, 0));

class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

afterEach(() => opened.mockClear());

describe('auth backend: the SDK loads only when it is needed', async () => {
  const { createFirebaseBackend } = await import('./firebase-backend.ts');

  it('a visitor without a stored session is signed out and the SDK is not loaded', async () => {
    const backend = createFirebaseBackend(
      async () => config,
      () => false,
    );
    backend.subscribe(() => {});
    await flush();
    expect(backend.current()).toMatchObject({ status: 'signed-out', unavailable: null });
    expect(opened).not.toHaveBeenCalled();
  });

  it('opening sign-in loads it (pointed at the configured emulator)', async () => {
    const backend = createFirebaseBackend(
      async () => config,
      () => false,
    );
    backend.subscribe(() => {});
    backend.prepare?.();
    await flush();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0][0]).toMatchObject({ emulatorUrl: 'http://127.0.0.1:9099', apiKey: 'k' });
  });

  it('with the Auth Emulator, offers e-mail and password only (its federated sign-in is refused by the server)', async () => {
    const backend = createFirebaseBackend(
      async () => ({ auth: { ...config.auth, providers: ['google'] } }) as unknown as ClientConfig,
      () => false,
    );
    backend.subscribe(() => {});
    backend.prepare?.();
    await flush();
    expect(backend.current().providers).toEqual([]);
    await expect(backend.signInWithProvider('google')).rejects.toMatchObject({ code: 'social' });
  });

  it('with a real project, offers the providers the deployment lists and no other', async () => {
    const real = { auth: { ...config.auth, mode: 'firebase', emulatorUrl: null, providers: ['google', 'facebook'] } } as unknown as ClientConfig;
    const withProject = createFirebaseBackend(
      async () => real,
      () => false,
    );
    withProject.subscribe(() => {});
    withProject.prepare?.();
    await flush();
    expect(withProject.current().providers).toEqual(['google', 'facebook']);
    await expect(withProject.signInWithProvider('apple')).rejects.toMatchObject({ code: 'social' });
  });

  it('a stored session loads it at once', async () => {
    const backend = createFirebaseBackend(
      async () => config,
      () => true,
    );
    backend.subscribe(() => {});
    await flush();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('a deployment without accounts never loads it', async () => {
    const none = { auth: { ...config.auth, mode: 'none' } } as unknown as ClientConfig;
    const backend = createFirebaseBackend(
      async () => none,
      () => false,
    );
    backend.subscribe(() => {});
    await flush();
    expect(backend.current()).toMatchObject({ status: 'signed-out', unavailable: 'disabled' });
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('session hint', () => {
  it("is set while signed in, cleared on sign-out, and Firebase's own stored user counts", () => {
    const s = new MemoryStorage();
    expect(mayHaveSession(s)).toBe(false);
    rememberSession(true, s);
    expect(mayHaveSession(s)).toBe(true);
    rememberSession(false, s);
    expect(mayHaveSession(s)).toBe(false);
    s.setItem('firebase:authUser:k:[DEFAULT]', '{}');
    expect(mayHaveSession(s)).toBe(true);
  });
});
