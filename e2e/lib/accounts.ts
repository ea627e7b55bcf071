import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT, VIEWPORTS, authEmulator, newPage, type AppServer } from './harness.ts';

// Accounts for the browser journeys: users on the shared Auth Emulator (the same REST calls the web
// SDK makes), its out-of-band e-mail links, the stand-in for Google's api.js that federated popups
// need, and a counting stand-in for the analytics pixel.

export const PASSWORD = 'correct-horse-battery';

export function emulator() {
  const em = authEmulator();
  if (!em) throw new Error('the Auth Emulator of e2e/lib/global-setup.ts is not running');
  return em;
}

async function call(path: string, body: unknown, owner = false) {
  const { host } = emulator();
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

let counter = 0;
/** A unique address per run, so journeys never collide on the shared emulator. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}

/** Creates an e-mail/password account, optionally verified and named. */
export async function createUser(email: string, opts: { name?: string; verified?: boolean; password?: string } = {}) {
  const created = await call('accounts:signUp', { email, password: opts.password ?? PASSWORD, returnSecureToken: true });
  const uid = String(created.localId);
  if (opts.name || opts.verified) {
    await call(`projects/${emulator().projectId}/accounts:update`, { localId: uid, displayName: opts.name, emailVerified: opts.verified ?? false }, true);
  }
  return { uid, email, password: opts.password ?? PASSWORD };
}

export interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
  oobCode: string;
}

/** The e-mails the emulator would have sent (verification links and the like). */
export async function oobCodes(): Promise<OobCode[]> {
  const { host, projectId } = emulator();
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

export async function lookupUser(email: string): Promise<{ emailVerified?: boolean; displayName?: string } | null> {
  const { projectId } = emulator();
  const json = await call(`projects/${projectId}/accounts:lookup`, { email: [email] }, true);
  return ((json.users as Record<string, unknown>[] | undefined)?.[0] as { emailVerified?: boolean; displayName?: string }) ?? null;
}

const GAPI = readFileSync(join(ROOT, 'e2e/lib/gapi-stand-in.js'), 'utf8');

/**
 * Federated sign-in through the emulator's popup: Google's api.js comes from the stand-in, and the
 * popup page's web fonts and Material stylesheet (unreachable here) answer empty at once.
 */
export async function serveIdentityScripts(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css', body: '' }),
  );
}

/** A local analytics pixel that counts what it receives. */
export async function startPixelServer(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/pixel.gif')) hits++;
    res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
    res.end(gif);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/pixel.gif`,
    hits: () => hits,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Signs in through the header's Sign In button and the auth modal. */
export async function signInWithEmail(page: Page, email: string, password = PASSWORD) {
  await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/**
 * An ID token for calling the API directly as that user: signed in through the studio's origin, as the
 * web SDK does (the API accepts only the tokens the studio's sign-in signed, never the emulator's own).
 */
export async function idToken(studioUrl: string, email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${studioUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`sign-in: ${JSON.stringify(json)}`);
  return String(json.idToken);
}

/**
 * Pages of one journey file: `open` loads a path in a fresh context (identity scripts served), and
 * `signedInAs` signs in with the header's button at desktop width, then shows `path` at the asked width.
 * `get` is read on each call because the browser and server are made in beforeAll.
 */
export function journeyPages(get: () => { browser: Browser; server: AppServer }, contexts: BrowserContext[]) {
  const open = async (path: string, viewport: keyof typeof VIEWPORTS = 'desktop') => {
    const { browser, server } = get();
    const { context, page } = await newPage(browser, viewport);
    contexts.push(context);
    await serveIdentityScripts(context);
    await page.goto(`${server.url}${path}`);
    await page.locator('.site-header').waitFor({ timeout: 30_000 });
    return { context, page };
  };
  const signedInAs = async (email: string, path: string, viewport: keyof typeof VIEWPORTS = 'desktop') => {
    const { page } = await open(path);
    await signInWithEmail(page, email);
    await page.locator('.user-menu__trigger').waitFor({ timeout: 20_000 });
    if (viewport !== 'desktop') {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(`${get().server.url}${path}`);
      await page.locator('.site-header').waitFor();
    }
    return page;
  };
  return { open, signedInAs };
}
