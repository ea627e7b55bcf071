import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { renderOriginal, sceneFromAddress } from '../packages/design/src/index.ts';
import { createUser, idToken, journeyPages, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, closeJourney, launchBrowser, screenshot, startServer, toastSaid } from './lib/harness.ts';

// Pro design and the virtual tour (product §2, §7, §8) against the real server in embedded mode: the
// guards, a photo redesigned end to end with before/after and download, 'Transformation failed',
// and the 360° tour with its analysis and the three panorama error messages.

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];
let owner: { email: string };
let photo: Buffer;

/** Records consent on the server for a user, as the consent dialog would. */
async function consentFor(email: string) {
  const token = await idToken(server.url, email);
  const saved = await fetch(`${server.url}/api/me/consent`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ emailMarketing: false, analytics: false }),
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  // info: a photo restyle that fails here shows its requests and how long each design took to draw
  [browser, server] = await Promise.all([launchBrowser(), startServer({ LOG_LEVEL: 'info' })]);
  owner = await createUser(uniqueEmail('homeowner'), { name: 'Hana Homeowner' });
  await consentFor(owner.email);
  // a "phone photo" of a yard: a drawn front yard as JPEG with camera tags
  const drawn = await renderOriginal(sceneFromAddress('31 Cedar Court, Bend, OR'), 'front_yard', { format: 'png', size: 900 });
  photo = await sharp(drawn)
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'PhoneCo', Artist: 'Hana' } })
    .toBuffer();
});

afterAll(() => closeJourney({ browser, server, contexts }));

const { open, signedInAs } = journeyPages(() => ({ browser, server }), contexts);
const signedIn = (path: string, viewport: Parameters<typeof signedInAs>[2] = 'desktop', email = owner.email) => signedInAs(email, path, viewport);
const settle = (page: Page) => page.waitForTimeout(400);

/**
 * Scrolls `target` until all but its bottom 12 px hide under the sticky header, presses the mouse on that strip,
 * lets two frames pass (the studio's focus handling runs on the next frame), then releases at the same point.
 */
async function pressAtTopEdge(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const header = (await page.locator('.site-header').boundingBox())!;
  const headerBottom = header.y + header.height;
  const visibleBelowHeader = async () => {
    const box = (await target.boundingBox())!;
    return box.y + box.height - headerBottom;
  };
  await page.mouse.wheel(0, (await visibleBelowHeader()) - 12);
  await expect.poll(async () => Math.round(await visibleBelowHeader())).toBeLessThanOrEqual(14);
  const box = (await target.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: headerBottom + 4 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
}

describe('pro design', () => {
  it('is behind sign-in and recorded consent', async () => {
    const { page } = await open('/pro', 'phone');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    const fresh = await createUser(uniqueEmail('noconsent'));
    const p = await signedIn('/pro', 'phone', fresh.email);
    await p.getByRole('heading', { name: 'Privacy Preferences Required' }).waitFor();
    expect(await p.getByTestId('pro-file').count()).toBe(0);
  });

  // two photo restyles in one journey: on a busy 2-core machine each has taken over a minute
  it('redesigns an uploaded photo: before/after, download, stored in My Designs', async () => {
    const page = await signedIn('/pro');
    await page.getByRole('heading', { name: 'Upload a photo of your yard' }).waitFor();
    await settle(page);
    await screenshot(page, 'pro-desktop-empty', true);
    // a text file is refused before any upload
    await page.getByTestId('pro-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please choose a JPEG, PNG, WebP or HEIC photo.').waitFor();

    await page.getByTestId('pro-file').setInputFiles({ name: 'IMG_2040.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await page.getByRole('radio', { name: 'Japanese Zen' }).check({ force: true });
    await page.getByRole('button', { name: 'Redesign my photo' }).click();
    const result = page.getByTestId('pro-result');
    await result.waitFor({ timeout: 150_000 });
    await result.getByRole('heading', { name: 'Your yard in Japanese Zen' }).waitFor();
    const [before, after] = await Promise.all([
      result.getByRole('img', { name: 'Before' }).getAttribute('src'),
      result.getByRole('img', { name: 'After' }).getAttribute('src'),
    ]);
    expect(before).toMatch(/^\/static\/generations\/.+\/original-[0-9a-f-]{36}\.jpg$/);
    expect(after).toMatch(/^\/static\/generations\/.+\/japanese_zen-[0-9a-f-]{36}\.png$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.compare img')].every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
    );
    // the plan its plant list and cost come from, under the photo
    const plan = result.getByTestId('pro-plan-view').getByRole('img', { name: 'Plan view of the Japanese Zen design' });
    expect(await plan.getAttribute('src')).toMatch(/^\/static\/generations\/.+\.png$/);
    await plan.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="pro-plan-view"] img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    });
    // the design as the studio shows it: its cost range and its whole plant list
    const summary = result.getByTestId('design-summary');
    expect(await summary.getByTestId('cost-range').textContent()).toMatch(/\$[\d,]+.*\$[\d,]+/);
    expect(await summary.getByTestId('plant-list').locator('tbody tr').count()).toBeGreaterThan(0);
    // the slider works from the keyboard
    await result.getByRole('slider', { name: 'Compare before and after' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await result.getByRole('slider').inputValue()).toBe('49');
    await settle(page);
    await screenshot(page, 'pro-desktop-result', true);

    // shared as in the studio: the design's page, turned public by the first use
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    // the clipboard takes text only from the focused page
    await page.bringToFront();
    await result.getByRole('button', { name: 'Share', exact: true }).click();
    await result.getByRole('button', { name: 'Copy link' }).click();
    // the studio says whether it copied (or why not) once sharing is on and the link is written
    const said = await toastSaid(page, /Link copied|Couldn't/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link, `the studio said "${said}"`).toMatch(new RegExp(`^${server.url}/d/[0-9a-f-]{36}$`));
    const designId = link.split('/d/')[1]!;
    expect((await fetch(`${server.url}/api/shared/${designId}`)).status).toBe(200);

    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^landscape_japanese_zen_[a-z_]+_\d+\.png$/);
    const saved = readFileSync((await download.path())!);
    expect((await sharp(saved).metadata()).format).toBe('png');

    const phone = await signedIn('/pro', 'phone');
    await phone.getByTestId('pro-file').setInputFiles({ name: 'yard.jpg', mimeType: 'image/jpeg', buffer: photo });
    await phone.getByRole('radio', { name: 'Cottage Garden' }).check({ force: true });
    // A press on the button's last visible strip under the sticky header: the press focuses the button, and the
    // page must not scroll it clear until the press ends, or the release lands beside it and nothing starts.
    await pressAtTopEdge(phone, phone.getByRole('button', { name: 'Redesign my photo' }));
    await phone.locator('form.pro__form[aria-busy=true]').waitFor({ timeout: 10_000 });
    await phone.getByTestId('pro-result').waitFor({ timeout: 150_000 });
    await phone.waitForFunction(() =>
      [...document.querySelectorAll('.compare img')].every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
    );
    await settle(phone);
    await screenshot(phone, 'pro-phone-result', true);
  }, 360_000);

  it("says 'Transformation failed' when the server cannot redesign the photo", async () => {
    const page = await signedIn('/pro', 'phone');
    await page.route('**/api/smart/transform', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Transformation failed', detail: 'Transformation failed' }),
      }),
    );
    await page.getByTestId('pro-file').setInputFiles({ name: 'yard.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Redesign my photo' }).click();
    await page.locator('.alert--error', { hasText: 'Transformation failed' }).waitFor();
    await page.locator('.toast', { hasText: 'Transformation failed' }).waitFor();
    await settle(page);
    await screenshot(page, 'pro-phone-failed', false);
  });
});

describe('virtual tour', () => {
  it('is behind sign-in', async () => {
    const { page } = await open('/virtual-tour-demo');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
  });

  it('builds a 360° panorama of an address with a measured analysis, and looks around', async () => {
    const page = await signedIn('/virtual-tour-demo');
    await page.getByText(/Enter an address to walk around/).waitFor();
    await page.getByLabel('Property address').fill('31 Cedar Court, Bend, OR');
    await page.getByRole('button', { name: 'Build 360° tour' }).click();
    const canvas = page.getByTestId('panorama-canvas');
    await canvas.waitFor({ timeout: 60_000 });
    await page.locator('.pano.is-ready').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'What the views show' }).waitFor();
    expect(await page.locator('.tour-analysis').textContent()).toMatch(/The view is about \d+% vegetation/);
    // the canvas draws the panorama (not a blank or black frame)
    const drawn = await canvas.evaluate((c: HTMLCanvasElement) => {
      const x = document.createElement('canvas');
      x.width = 32;
      x.height = 32;
      const ctx = x.getContext('2d')!;
      ctx.drawImage(c, 0, 0, 32, 32);
      const d = ctx.getImageData(0, 0, 32, 32).data;
      let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum += d[i]! + d[i + 1]! + d[i + 2]!;
      return sum / (32 * 32 * 3);
    });
    expect(drawn).toBeGreaterThan(40);
    // keyboard turns the view to another side of the property: the area named in front changes (the drawn
    // property is seen from one standing point; each area is named at the bearing it is seen at)
    const before = (await page.getByText(/^Facing: /).textContent())!;
    await canvas.focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((t) => !document.body.innerText.includes(t), before);
    await page.getByText(/^Facing: (Front Yard|Walkway|Side Yard|Backyard)$/).waitFor();
    await settle(page);
    await screenshot(page, 'tour-desktop', true);

    // the same property redesigned in a style
    await page.getByLabel('Show the property').selectOption({ label: 'Redesigned: Mediterranean' });
    await page.getByRole('button', { name: 'Build 360° tour' }).click();
    await page.getByText(/Look of the redesign/).waitFor({ timeout: 90_000 });
    // the studio's own design is reviewed as a design: what it does well, what could be added
    await page.getByRole('heading', { name: 'The redesign, reviewed as a design' }).waitFor();
    await page.getByRole('heading', { name: 'What you could add' }).waitFor();
    expect(await page.locator('.tour-analysis').textContent()).toMatch(/A Mediterranean design for the .*What it does well: /);
    await page.locator('.pano.is-ready').waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, 'tour-desktop-redesigned', false);

    const phone = await signedIn('/virtual-tour-demo', 'phone');
    await phone.getByLabel('Property address').fill('31 Cedar Court, Bend, OR');
    await phone.getByRole('button', { name: 'Build 360° tour' }).click();
    await phone.locator('.pano.is-ready').waitFor({ timeout: 60_000 });
    await settle(phone);
    await screenshot(phone, 'tour-phone', true);
  });

  it('shows the product §8 messages when the panorama cannot be made', async () => {
    const page = await signedIn('/virtual-tour-demo', 'phone');
    await page.route('**/api/panorama', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Could not fetch street view image for panorama generation' }),
      }),
    );
    await page.getByLabel('Property address').fill('Nowhere 1');
    await page.getByRole('button', { name: 'Build 360° tour' }).click();
    await page.locator('.field__error', { hasText: 'Could not fetch street view image for panorama generation' }).waitFor();
    await page.unroute('**/api/panorama');
    await page.route('**/api/panorama', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          image: '',
          width: 2,
          height: 1,
          aspect_ratio: '2:1',
          source: 'x',
          analysis: { generated_text: '', current_style: '', curb_appeal_rating: 0, recommendations: [] },
          views: [],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Build 360° tour' }).click();
    await page.locator('.field__error', { hasText: 'No image data provided for panorama generation' }).waitFor();

    const other = await signedIn('/about', 'phone');
    await other.route('**/api/panorama/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }));
    await other.goto(`${server.url}/virtual-tour-demo`);
    await other.getByText('Failed to fetch panorama settings').waitFor({ timeout: 20_000 });
  });
});
