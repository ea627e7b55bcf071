import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkInterfaces } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { PASSWORD, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, closeJourney, launchBrowser, newPage, startServer } from './lib/harness.ts';

// Embedded accounts from another device: the server runs its own Auth Emulator (as `pnpm start` does)
// with HOST=0.0.0.0, and the studio is opened by the machine's network address, the origin a phone on
// the same network would use. Sign-up must work there (the emulator is reached through the studio's
// origin, never 127.0.0.1:<emulator port>) and lead to My Designs.

/** The machine's first non-loopback IPv4 address, as another device on the network sees it. */
function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return null;
}

const LAN = lanAddress();
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!LAN) return;
  [browser, server] = await Promise.all([
    launchBrowser(),
    // its own emulator: no shared one, nothing configured but the address to listen on
    startServer(
      { HOST: '0.0.0.0', AUTH: 'emulator', AUTH_EMULATOR_AUTOSTART: 'true', FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_PROJECT_ID: 'demo-landscape-studio' },
      undefined,
      { healthTimeoutMs: 150_000 },
    ),
  ]);
}, 180_000);

afterAll(() => closeJourney({ browser, server, contexts }));

describe.runIf(LAN)('embedded accounts from another device', () => {
  it('signs up on the network address of the studio and reaches My Designs', async () => {
    const origin = `http://${LAN}:${server.port}`;
    const { context, page } = await newPage(browser);
    contexts.push(context);
    const identityCalls: string[] = [];
    page.on('request', (r) => {
      if (/identitytoolkit|securetoken/.test(r.url())) identityCalls.push(r.url());
    });
    await page.goto(`${origin}/`);
    await page.locator('.site-header').waitFor({ timeout: 30_000 });
    await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await modal.getByLabel('Full name').fill('Lan Phone');
    await modal.getByLabel('Email').fill(uniqueEmail('phone'));
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Create Account' }).click();
    // this studio sends no e-mail: the dialog says where the link went, and Continue closes it
    await modal.getByTestId('signed-up').waitFor({ timeout: 30_000 });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.user-menu__trigger').waitFor({ timeout: 30_000 });

    await page.locator('.user-menu__trigger').click();
    await page.locator('.user-menu__panel').getByRole('link', { name: 'My Designs' }).click();
    await page.waitForURL(`${origin}/gallery`);
    await page.getByRole('heading', { name: 'Gallery' }).first().waitFor({ timeout: 30_000 });

    // Every identity call went to the studio's own origin.
    expect(identityCalls.length).toBeGreaterThan(0);
    for (const url of identityCalls) expect(url.startsWith(`${origin}/`), url).toBe(true);
    // The terminal says where the studio runs, in one plain line.
    expect(server.logs.join('')).toMatch(new RegExp(`^Landscape Studio: http://localhost:${server.port}$`, 'm'));
  });
});
