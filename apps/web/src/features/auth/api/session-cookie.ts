// The httpOnly session cookie (POST /api/session) that lets the browser open what a bearer token cannot
// reach: the signed-in user's own images in <img> and downloads (/static), and the queue dashboard (/admin).
// Each new ID token (sign-in, hourly refresh) is traded once; API calls wait for the trade, so any image
// path they return opens at once.

async function send(method: 'POST' | 'DELETE', token?: string): Promise<void> {
  const res = await fetch('/api/session', { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`session ${method} answered ${res.status}`);
}

export interface SessionCookie {
  /** Trades `token` for the cookie unless this token was already traded; never rejects. */
  ensure(token: string): Promise<void>;
  /** Drops the cookie (sign-out). */
  end(): Promise<void>;
}

export function createSessionCookie(request: typeof send = send): SessionCookie {
  let current: { token: string; done: Promise<void> } | null = null;
  return {
    ensure(token) {
      if (current?.token === token) return current.done;
      const attempt: { token: string; done: Promise<void> } = {
        token,
        done: request('POST', token).catch((err: unknown) => {
          // Images of the account will not open until the next token; the call itself still goes ahead.
          console.warn('[auth] session cookie not set', err);
          if (current === attempt) current = null;
        }),
      };
      current = attempt;
      return attempt.done;
    },
    async end() {
      current = null;
      await request('DELETE').catch((err: unknown) => console.warn('[auth] session cookie not cleared', err));
    },
  };
}
