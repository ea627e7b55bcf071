import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { createUser, serveIdentityScripts, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, closeJourney, launchBrowser, newPage, screenshot, startServer, takeCspViolations } from './lib/harness.ts';
import { pressGenerate } from './lib/studio.ts';

// The studio in a browser under its own Content-Security-Policy: nothing it loads is refused (every
// journey checks that through e2e/lib/csp-guard.ts; this one walks the signed-in pages on purpose),
// another site cannot frame it, and a signed-in user's images open for that user only.

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '50' })]);
});

afterAll(() => closeJourney({ browser, server, contexts }));

/** A page on another origin that puts `url` in an iframe. */
async function framingSite(url: string): Promise<{ url: string; close: () => Promise<void> }> {
  const site: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>elsewhere</title><iframe id="victim" src="${url}" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const addr = site.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  // `localhost` is another origin than the studio's 127.0.0.1
  return { url: `http://localhost:${port}/`, close: () => new Promise((r) => site.close(() => r())) };
}

const toastWith = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const allImagesLoaded = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) => {
      const imgs = [...document.querySelectorAll(sel)] as HTMLImageElement[];
      return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    selector,
    { timeout: 30_000 },
  );

describe('content security policy', () => {
  it('serves the studio with a CSP, and another site cannot frame it (admin pages included)', async () => {
    for (const path of ['/', '/style-admin', '/gallery']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self' https:\/\/apis\.google\.com;/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }

    // a plain context: the refusal below is the framing site's console message, expected here
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (m) => /frame-ancestors/.test(m.text()) && refusals.push(m.text()));
    const site = await framingSite(`${server.url}/style-admin`);
    try {
      await page.goto(site.url);
      await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      // the studio never ran inside the frame
      expect(await frame?.evaluate(() => !!document.querySelector('.site-header')).catch(() => false)).toBe(false);
      await screenshot(page, 'security-framing-refused', false);
    } finally {
      await site.close();
    }
  });

  it("walks a signed-in user's pages with no CSP violation; their images open for them and nobody else", async () => {
    const user = await createUser(uniqueEmail('private'), { name: 'Pia Private' });
    const { context, page } = await newPage(browser, 'desktop');
    contexts.push(context);
    await serveIdentityScripts(context);
    await context.addInitScript((key) => {
      if (!localStorage.getItem(key))
        localStorage.setItem(key, JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }));
    }, STORAGE_KEYS.consent);

    await page.goto(`${server.url}/studio`);
    await signInWithEmail(page, user.email);
    await toastWith(page, 'Successfully signed in!').waitFor({ timeout: 20_000 });
    await page.getByLabel('Property address').fill('12 Quiet Lane, Salem, OR', { timeout: 30_000 });
    await pressGenerate(page);
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    await allImagesLoaded(page, '.stage img');
    const render = await page.locator('.stage img').first().getAttribute('src');
    expect(render).toMatch(/^\/static\/generations\//);

    // My Designs: the card and the viewer's before/after load (the session cookie goes with <img>), and a download works
    await page.goto(`${server.url}/gallery`);
    await page.locator('.gcard').first().waitFor({ timeout: 30_000 });
    await allImagesLoaded(page, '.gcard img');
    await page
      .locator('.gcard')
      .first()
      .getByRole('button', { name: /^Open the design for/ })
      .click();
    await allImagesLoaded(page, '.compare img');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^landscape_[a-z_]+_(front_yard|backyard|walkway|side_yard)_\d{13}\.png$/);
    await screenshot(page, 'security-signed-in-gallery', false);
    await page.keyboard.press('Escape');

    for (const path of ['/pro', '/virtual-tour-demo', '/about', '/']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('.site-header').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(takeCspViolations()).toEqual([]);

    // the same URL in another browser, signed out: not found
    const visitor = await newPage(browser, 'desktop');
    contexts.push(visitor.context);
    const res = await visitor.page.goto(`${server.url}${render}`);
    expect(res?.status()).toBe(404);
    // and after signing out here, this browser no longer opens it either
    await page.locator('.user-menu__trigger').click();
    await page.locator('.user-menu__item--danger', { hasText: 'Sign Out' }).click();
    await toastWith(page, 'Successfully signed out').waitFor();
    await expect.poll(async () => (await page.request.get(`${server.url}${render}`)).status(), { timeout: 10_000 }).toBe(404);
  });
});
