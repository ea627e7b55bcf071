import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { createUser, idToken, lookupUser, oobCodes, serveIdentityScripts, signInWithEmail, startPixelServer, uniqueEmail, PASSWORD } from './lib/accounts.ts';
import {
  type AppServer,
  ARTIFACTS,
  axeViolations,
  closeJourney,
  launchBrowser,
  newPage,
  removeDataDir,
  screenshot,
  startServer,
  VIEWPORTS,
} from './lib/harness.ts';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pressGenerate } from './lib/studio.ts';

// Accounts and privacy (product §2, §3, §5, §6, §8) against the real server and the shared Firebase
// Auth Emulator: sign-up with e-mail verification, sign-in, provider messages, no federated sign-in on
// the emulator, sign-out, the access guard on every protected route, consent into /pro, the
// analytics pixel only after consent, and the admin links.

let browser: Browser;
let server: AppServer;
let pixel: Awaited<ReturnType<typeof startPixelServer>>;
const ADMIN = uniqueEmail('admin');
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  pixel = await startPixelServer();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ ADMIN_EMAILS: ADMIN, ANALYTICS_PIXEL_URL: pixel.url, IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '50' }),
  ]);
});

afterAll(async () => {
  await closeJourney({ browser, server, contexts });
  await pixel?.close();
});

async function open(path: string, viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  await serveIdentityScripts(context);
  await page.goto(`${server.url}${path}`);
  await ready(page);
  return { context, page };
}

const ready = (page: Page) => page.locator('.site-header').waitFor({ timeout: 30_000 });
const toastWith = (page: Page, text: string | RegExp) => page.locator('.toast', { hasText: text });
/** A refusal said under its field: the field is marked invalid, described by it, and has the focus. */
async function fieldSaid(page: Page, key: 'email' | 'password', text: string | RegExp) {
  const error = page.getByRole('dialog').getByTestId(`${key}-error`);
  await error.filter({ hasText: text }).waitFor({ timeout: 30_000 });
  const input = page.getByRole('dialog').locator(`input[name=${key}]`);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  expect(await input.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
}
const userMenu = (page: Page) => page.locator('.user-menu__trigger');
/** Header account slot once auth has loaded: the Sign In button or the user menu. */
const signedIn = (page: Page) => userMenu(page).waitFor({ timeout: 20_000 });
const signedOut = (page: Page) => page.locator('.site-header').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 20_000 });
/** Screenshots at rest: toasts dismissed so they do not cover what is being looked at. */
async function shot(page: Page, name: string) {
  // element.click() sends no mousedown, so open menus stay open.
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('.toast__close').forEach((b) => b.click()));
  await page
    .locator('.toast')
    .first()
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => {});
  await screenshot(page, name, false, { atRest: true });
}

const PROTECTED: [string, string][] = [
  ['/gallery', 'Gallery'],
  ['/style-admin', 'Style Management'],
  ['/requirements-admin', 'Requirements Admin'],
  ['/admin/feedback', 'Feedback Admin'],
  ['/admin/queue', 'Queue dashboard'],
  ['/virtual-tour-demo', 'Virtual Tour Demo'],
  ['/pro', 'Pro Design'],
];

describe('accounts', () => {
  it('signs up with a name, verifies the e-mail through the emulated link, signs out and in again', async () => {
    const email = uniqueEmail('ana');
    const { page } = await open('/');
    await signedOut(page);
    await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.waitForTimeout(250);
    await shot(page, 'accounts-desktop-auth-modal');
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await modal.getByLabel('Full name').fill('Ana Ruiz');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Create Account' }).click();
    // no e-mail leaves this studio: the dialog says where the link went, with the Outbox's link (issue 51)
    const signedUp = modal.getByTestId('signed-up');
    await signedUp.waitFor({ timeout: 30_000 });
    expect(await signedUp.textContent()).toContain(email);
    expect(await signedUp.textContent()).toContain('This studio sends no e-mail: the link is in its local Outbox');
    expect(await signedUp.getByRole('link', { name: 'Open the Outbox (for whoever runs this studio)' }).getAttribute('href')).toBe('/admin/outbox');
    expect(await toastWith(page, 'Please check your email').count()).toBe(0);
    await shot(page, 'accounts-desktop-signed-up-local-mail');
    mkdirSync('/tmp/honest-shots', { recursive: true });
    copyFileSync(join(ARTIFACTS, 'accounts-desktop-signed-up-local-mail.png'), '/tmp/honest-shots/accounts-1440-signed-up-local-mail.png');
    expect(await axeViolations(page, '.auth-modal')).toEqual([]);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.waitFor({ state: 'detached' });
    await signedIn(page);
    await expect.poll(() => userMenu(page).textContent()).toContain('Ana Ruiz');

    // The verification e-mail, as the emulator recorded it. The menu says the address is unverified
    // and can send the link again; opening a link verifies it, and coming back to the tab notices.
    await expect.poll(async () => (await oobCodes()).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').length).toBe(1);
    expect((await lookupUser(email))?.emailVerified ?? false).toBe(false);
    await userMenu(page).click();
    const note = page.locator('.user-menu__panel .verify-note');
    await note.getByText('Email not verified yet.').waitFor();
    await shot(page, 'accounts-desktop-user-menu-unverified');
    await note.getByRole('button', { name: 'Send the link again' }).click();
    await toastWith(page, 'Verification email sent. Please check your inbox.').waitFor();
    let links: string[] = [];
    await expect
      .poll(async () => (links = (await oobCodes()).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').map((c) => c.oobLink)).length)
      .toBe(2);
    const verify = await page.context().newPage();
    const res = await verify.goto(links[links.length - 1]!);
    expect(res?.status()).toBe(200);
    await verify.close();
    expect((await lookupUser(email))?.emailVerified).toBe(true);
    expect((await lookupUser(email))?.displayName).toBe('Ana Ruiz');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await note.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // The user menu of product §2 plus the daily allowance; no admin links (Style Management included) for a plain user.
    await userMenu(page).click();
    const panel = page.locator('.user-menu__panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain(email);
    expect(await panel.getByRole('link', { name: 'My Designs' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Style Management' }).count()).toBe(0);
    await panel.getByText('Requests left today').waitFor();
    expect(await panel.getByText('1000 of 1000').isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Feedback Admin' }).count()).toBe(0);
    await shot(page, 'accounts-desktop-user-menu');
    expect(await panel.getByRole('link', { name: 'My Designs' }).getAttribute('href')).toBe('/gallery');

    // Signed in, the studio drops the hero and marketing meant for visitors (product §2).
    await page.keyboard.press('Escape');
    await page.getByLabel('Property address').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'How it works' }).count()).toBe(0);

    await userMenu(page).click();
    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await toastWith(page, 'Successfully signed out').waitFor();
    await signedOut(page);

    // Wrong password: the provider's message, readable and translated; the modal stays open.
    await signInWithEmail(page, email, 'not-the-password');
    await fieldSaid(page, 'password', /Incorrect password|The email or password is incorrect/);
    expect(await page.getByRole('dialog', { name: 'Sign In' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await signInWithEmail(page, email);
    await toastWith(page, 'Successfully signed in!').waitFor();
    await signedIn(page);
    // The session survives a reload.
    await page.reload();
    await signedIn(page);
  });

  it('explains the common provider failures in the chosen language', async () => {
    const taken = await createUser(uniqueEmail('taken'));
    const { page } = await open('/about');
    await signedOut(page);
    await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await modal.getByLabel('Full name').fill('Someone');
    await modal.getByLabel('Email').fill(taken.email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Create Account' }).click();
    // each refusal is said at the field it is about (issue 51), which gets the focus; no corner toast
    await fieldSaid(page, 'email', 'An account with this email already exists. Please sign in instead.');
    await modal.getByLabel('Email').fill(uniqueEmail('weak'));
    expect(await modal.getByTestId('email-error').count(), 'the refusal goes once its field changes').toBe(0);
    await modal.getByLabel('Password').fill('abc');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await fieldSaid(page, 'password', 'Please choose a stronger password (at least 6 characters).');
    await shot(page, 'accounts-desktop-weak-password-at-field');
    mkdirSync('/tmp/honest-shots', { recursive: true });
    copyFileSync(join(ARTIFACTS, 'accounts-desktop-weak-password-at-field.png'), '/tmp/honest-shots/accounts-1440-weak-password-at-field.png');
    expect(await axeViolations(page, '.auth-modal')).toEqual([]);
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await modal.getByLabel('Email').fill(uniqueEmail('nobody'));
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect
      .poll(async () => (await modal.locator('.field__error').allTextContents()).join(' '), { timeout: 30_000 })
      .toMatch(/No account uses this email|The email or password is incorrect/);
    expect(await page.locator('.toast.toast--error').count()).toBe(0);
  });

  it('offers e-mail and password only on the Auth Emulator, whose federated sign-in the studio refuses', async () => {
    const { page } = await open('/about');
    await signedOut(page);
    await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await modal.getByLabel('Email').waitFor();
    // Google, Apple and Facebook need a real project (AUTH=firebase); the emulator's account picker let anyone be anyone
    await expect.poll(() => modal.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    const idp = await fetch(`${server.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postBody: 'id_token=x&providerId=google.com', requestUri: server.url, returnSecureToken: true }),
    });
    expect(idp.status).toBe(404);
    expect((await fetch(`${server.url}/emulator/auth/handler?providerId=google.com`)).status).toBe(404);
  });

  it('shows the daily allowance shrinking and the limit reached (429) after generations', async () => {
    const limited = await startServer({ DAILY_LIMIT: '1', IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '50' });
    try {
      const user = await createUser(uniqueEmail('limit'), { name: 'Lou Limit' });
      const { context, page } = await newPage(browser, 'desktop');
      contexts.push(context);
      await page.goto(`${limited.url}/studio`);
      await ready(page);
      await signInWithEmail(page, user.email);
      await signedIn(page);
      await userMenu(page).click();
      await page.locator('.user-menu__panel').getByText('1 of 1').waitFor();
      await page.keyboard.press('Escape');
      await page.getByLabel('Property address').fill('9 Limit Lane, Salem, OR');
      await pressGenerate(page);
      await page.getByTestId('results').waitFor({ timeout: 60_000 });
      await userMenu(page).click();
      const panel = page.locator('.user-menu__panel');
      await panel.getByText('0 of 1').waitFor();
      await panel.getByText(/Daily limit reached\. More requests from/).waitFor();
      await shot(page, 'accounts-desktop-limit-reached');
      await page.keyboard.press('Escape');
      // Generate waits for tomorrow and says from when, before anyone clicks.
      await page
        .getByTestId('generate-allowance')
        .filter({ hasText: /No requests left today\. More from/ })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Generate designs' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Generate designs' }).getAttribute('aria-describedby')).toBe(
        await page.getByTestId('generate-allowance').getAttribute('id'),
      );
      await shot(page, 'accounts-desktop-generate-at-limit');
    } finally {
      await limited.stop();
      removeDataDir(limited.dataDir);
    }
  });

  it('guards every protected route signed out and opens them signed in', async () => {
    const user = await createUser(uniqueEmail('guard'), { name: 'Gus Guard' });
    const { page } = await open('/about');
    await signedOut(page);
    for (const [path, title] of PROTECTED) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    }
    await signInWithEmail(page, user.email);
    await signedIn(page);
    for (const [path, title] of PROTECTED) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await signedIn(page);
      expect(await page.getByRole('heading', { name: 'Sign In Required' }).count(), path).toBe(0);
      // /pro also needs recorded privacy preferences; the others open.
      expect(await page.getByRole('heading', { name: 'Privacy Preferences Required' }).count(), path).toBe(path === '/pro' ? 1 : 0);
    }
  });

  it('records consent on the server, opens /pro, and loads the analytics pixel only after analytics consent', async () => {
    const user = await createUser(uniqueEmail('consent'), { name: 'Carla Consent' });
    const start = pixel.hits();
    const { page } = await open('/');
    await signInWithEmail(page, user.email);
    await signedIn(page);
    await page.goto(`${server.url}/pro`);
    await page.getByRole('heading', { name: 'Privacy Preferences Required' }).waitFor();
    await page.goto(`${server.url}/about`);
    await ready(page);
    // every request the page makes on its own has been made (no timer: the network's own quiet)
    await page.waitForLoadState('networkidle');
    expect(pixel.hits(), 'no analytics before consent').toBe(start);

    // A failed save says so and records nothing.
    await page.goto(`${server.url}/pro`);
    await page.getByRole('button', { name: 'Set Preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Privacy Preferences' });
    await prefs.getByRole('checkbox', { name: /Analytics/ }).check();
    await page.route('**/api/me/consent', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }));
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await toastWith(page, 'Failed to save preferences').waitFor();
    expect(await prefs.isVisible()).toBe(true);
    expect(pixel.hits()).toBe(start);
    await page.unroute('**/api/me/consent');

    await page.waitForTimeout(250);
    await shot(page, 'accounts-desktop-consent');
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await toastWith(page, 'Your privacy preferences were saved').waitFor();
    await page.getByRole('heading', { name: 'Pro Design', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Privacy Preferences Required' }).count()).toBe(0);
    await expect.poll(() => pixel.hits()).toBe(start + 1);

    // Another device: the server's record wins over an empty local one, /pro opens and analytics loads.
    const other = await open('/');
    expect(await other.page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.consent)).toBeNull();
    await signInWithEmail(other.page, user.email);
    await signedIn(other.page);
    await expect.poll(() => other.page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').analytics, STORAGE_KEYS.consent)).toBe(true);
    await other.page.goto(`${server.url}/pro`);
    await other.page.getByRole('heading', { name: 'Pro Design', level: 1 }).waitFor();
    await signedIn(other.page);
    expect(await other.page.getByRole('heading', { name: 'Privacy Preferences Required' }).count()).toBe(0);
    await expect.poll(() => pixel.hits()).toBeGreaterThanOrEqual(start + 2);
  });

  it('a visitor who declines analytics never loads the pixel', async () => {
    const start = pixel.hits();
    const { page } = await open('/about');
    await page.locator('footer').getByRole('button', { name: 'Privacy preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Privacy Preferences' });
    await prefs.getByRole('checkbox', { name: /Marketing emails/ }).check();
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await toastWith(page, 'Your privacy preferences were saved').waitFor();
    await page.goto(`${server.url}/studio`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(pixel.hits()).toBe(start);

    // Signing in records the choice this device made on the new account's server record.
    const user = await createUser(uniqueEmail('visitor'));
    await signInWithEmail(page, user.email);
    await signedIn(page);
    const token = await idToken(server.url, user.email);
    await expect
      .poll(async () => (await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()).consent)
      .toMatchObject({ hasConsented: true, emailMarketing: true, analytics: false });
    expect(pixel.hits()).toBe(start);
  });

  it('shows administrators the admin pages and opens the queue dashboard', async () => {
    await createUser(ADMIN, { name: 'Ada Admin', verified: true });
    const { page } = await open('/about');
    await signInWithEmail(page, ADMIN);
    await signedIn(page);
    await userMenu(page).click();
    const panel = page.locator('.user-menu__panel');
    await panel.getByRole('link', { name: 'Feedback Admin' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Feedback Admin' }).getAttribute('href')).toBe('/admin/feedback');
    expect(await panel.getByRole('link', { name: 'Requirements Admin' }).getAttribute('href')).toBe('/requirements-admin');
    expect(await panel.getByRole('link', { name: 'Style Management' }).getAttribute('href')).toBe('/style-admin');
    await shot(page, 'accounts-desktop-admin-menu');
    // the queue at a glance, in the studio (embedded mode has no jobs dashboard beside it)
    await panel.getByRole('link', { name: 'Queue dashboard' }).click();
    await page.getByRole('heading', { name: 'Queue dashboard', level: 1 }).waitFor();
    await page.getByTestId('queue-count-completed').waitFor();
    await page.getByText('Nothing: every provider answered as configured.').waitFor();
    await shot(page, 'accounts-desktop-queue');
  });

  it('lays out the auth modal and the signed-in menu on a phone', async () => {
    const user = await createUser(uniqueEmail('phone'), { name: 'Pia Phone' });
    const { page } = await open('/', 'phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await modal.waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'accounts-phone-auth-modal');
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await toastWith(page, 'Successfully signed in!').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByText('Pia Phone').waitFor();
    await menu.getByText('Requests left today').waitFor();
    expect(await menu.getByRole('link', { name: 'My Designs' }).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'accounts-phone-user-menu');
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await toastWith(page, 'Successfully signed out').waitFor();
  });
});

describe('a deployment without accounts (AUTH=none)', () => {
  it('explains that sign-in is not available instead of offering a dead form', async () => {
    const plain = await startServer({ AUTH: 'none' });
    try {
      const { context, page } = await newPage(browser, 'desktop');
      contexts.push(context);
      await page.goto(`${plain.url}/gallery`);
      await page.getByRole('heading', { name: 'Sign In Required' }).waitFor({ timeout: 30_000 });
      await page.locator('.guard').getByRole('button', { name: 'Sign In' }).click();
      const notice = page.getByRole('dialog', { name: 'Sign-in is not available' });
      await notice.waitFor();
      expect(await page.getByLabel('Password').count()).toBe(0);
      await shot(page, 'accounts-desktop-auth-none');
      await notice.getByRole('button', { name: 'Got it' }).click();
      await notice.waitFor({ state: 'detached' });
    } finally {
      await plain.stop();
      removeDataDir(plain.dataDir);
    }
  });
});
