import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { browserKeys, decrypt, pushService } from '../apps/api/test/fixtures/push-service.ts';
import { createUser, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { closeJourney, launchBrowser, screenshot, startServer, VIEWPORTS, type AppServer } from './lib/harness.ts';
import { pressGenerate, returningVisitor } from './lib/studio.ts';

// Told when a run is done (issue 51, decision 048), at 390 and 1440 px: the tab's title counts the run's designs
// ("1/2 · Landscape Studio") with a ring on the favicon and says Done when the run finished while the tab was
// hidden; "Notify me on this device" asks the browser's notification permission (granted here) and subscribes;
// the server pushes the finished run to the subscription's push service (a stand-in on this machine), and the
// studio's service worker shows that message as a notification. Headless Chromium has no push service of its
// own, so the page's PushManager hands out a subscription of the stand-in, with keys this test holds.

let browser: Browser;
let server: AppServer;
let push: Awaited<ReturnType<typeof pushService>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  push = await pushService();
  // two designs of a few seconds each: long enough to read the title between them
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_LATENCY_MS: '4000' })]);
});

afterAll(async () => {
  await closeJourney({ browser, server, contexts });
  push?.server.close();
});

/** The page's PushManager answers a subscription at the stand-in, as a browser's push service would. */
async function pushManagerAt(context: BrowserContext, endpoint: string, keys: { p256dh: string; auth: string }) {
  await context.addInitScript(
    ([endpoint, p256dh, auth]) => {
      let sub: unknown = null;
      const made = () => ({
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => ((sub = null), true),
      });
      PushManager.prototype.subscribe = async () => (sub = made()) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => sub as PushSubscription | null;
    },
    [endpoint, keys.p256dh, keys.auth],
  );
}

/** Front and back yard in one style: a two-design run through the studio's job. */
async function startRun(page: Page, address: string) {
  const field = page.locator('input[name="address"]');
  await field.waitFor({ timeout: 30_000 });
  await field.fill(address);
  for (const id of ['front_yard', 'back_yard', 'walkway']) {
    const box = page.locator(`[data-area="${id}"] input[type=checkbox]`).first();
    if ((await box.isChecked()) !== (id !== 'walkway')) await box.click();
  }
  for (const card of await page.locator('[data-style]').all()) {
    const box = card.locator('input[type=checkbox]');
    if ((await box.isChecked()) !== ((await card.getAttribute('data-style')) === 'modern_minimalist')) await box.click();
  }
  await pressGenerate(page);
}

/** The service worker's registration id, from the DevTools protocol (to hand it a push message as the browser would). */
async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const regs: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => regs.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => regs.find((r) => r.scopeURL.startsWith(server.url)), { timeout: 20_000 }).toBeTruthy();
  const reg = regs.find((r) => r.scopeURL.startsWith(server.url))!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: reg.registrationId, data });
}

const CASES = [
  { viewport: 'desktop', lang: 'en', done: 'Done', pushTitle: 'Your designs are ready' },
  { viewport: 'phone', lang: 'es', done: 'Listo', pushTitle: 'Tus diseños están listos' },
  { viewport: 'desktop', lang: 'zh', done: '已完成', pushTitle: '您的设计已完成' },
] as const;

describe('told when a run is done', () => {
  it.each(CASES)(
    '$viewport in $lang: tab progress, the permission flow, and the pushed notification',
    async ({ viewport, lang, done, pushTitle }) => {
      const email = uniqueEmail(`notify-${lang}`);
      await createUser(email, { verified: true });
      const keys = browserKeys();
      const endpoint = `${push.origin}/e2e/${randomBytes(6).toString('hex')}`;
      // signed in at desktop width (the header's Sign In), then shown at the case's width
      const { context, page } = await returningVisitor(browser, contexts, 'desktop', 'en', { identity: true });
      await pushManagerAt(context, endpoint, keys.json);
      await context.grantPermissions(['notifications'], { origin: server.url });
      await page.goto(`${server.url}/studio`);
      await page.locator('.site-header').waitFor({ timeout: 30_000 });
      await signInWithEmail(page, email);
      await page.locator('.user-menu__trigger').waitFor({ timeout: 20_000 });
      await page.evaluate(([key, l]) => localStorage.setItem(key!, l!), [STORAGE_KEYS.language, lang]);
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.reload();
      await page.locator('input[name="address"]').waitFor({ timeout: 30_000 });
      const base = await page.title();

      await startRun(page, '12 Elm Street, Portland, OR 97201');
      await page.getByTestId('progress-view').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(new RegExp(`^[01]/2 · ${base}$`));
      const iconOf = () => page.locator('link[rel="icon"]').getAttribute('href');
      await expect.poll(iconOf).toMatch(/^data:image\/png;base64,/);
      const icon = await iconOf();

      // the permission flow: granted, so the box turns on and says what it will do
      const choice = page.getByTestId('notify-when-done');
      await choice.scrollIntoViewIfNeeded();
      // a click asks; the box shows the answer once the request is under way (a click, not check(): the state
      // follows the request a moment later)
      await page.getByTestId('notify-push').click();
      await page.getByTestId('notify-push-on').waitFor({ timeout: 20_000 });
      await page.getByTestId('notify-email').click();
      await expect.poll(() => page.getByTestId('notify-email').isEnabled()).toBe(true);
      await expect.poll(() => page.getByTestId('notify-email').isChecked()).toBe(true);
      expect(await page.evaluate(() => Notification.permission)).toBe('granted');
      await screenshot(page, `notify-${viewport}-${lang}-progress`, false);

      // the tab goes to the background: the run finishing there is said in the title until the tab is seen
      await page.evaluate(() => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => page.title(), { timeout: 90_000 }).toBe(`✓ ${done} · ${base}`);
      await page.getByTestId('results').waitFor({ timeout: 30_000 });
      await expect.poll(iconOf).not.toBe(icon);
      const doneIcon = await iconOf();
      await page.evaluate(() => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => page.title()).toBe(base);
      await expect.poll(iconOf).toBe('/favicon.svg');

      // the server told the push service; the browser's service worker shows what it was sent
      await expect.poll(() => push.received.filter((r) => r.path === new URL(endpoint).pathname).length, { timeout: 30_000 }).toBe(1);
      const sent = decrypt(push.received.find((r) => r.path === new URL(endpoint).pathname)!.body, keys);
      expect(JSON.parse(sent)).toMatchObject({ title: pushTitle, url: expect.stringMatching(/^\/studio\?run=/) });
      await deliverPush(context, page, sent);
      await expect
        .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`)), {
          timeout: 20_000,
        })
        .toEqual([expect.stringContaining(pushTitle)]);
      await screenshot(page, `notify-${viewport}-${lang}-done`, false);

      // the favicons the tab showed, side by side at a size one can look at
      const sheet = await context.newPage();
      await sheet.setContent(
        `<body style="margin:0;background:#fff;display:flex;gap:24px;padding:24px">${[icon, doneIcon]
          .map((src) => `<img src="${src}" width="128" height="128" style="image-rendering:pixelated;border:1px solid #ddd">`)
          .join('')}</body>`,
      );
      await screenshot(sheet, `notify-${viewport}-${lang}-favicons`, false);
    },
    300_000,
  );
});
