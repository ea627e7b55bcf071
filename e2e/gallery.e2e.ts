import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { createUser, idToken, PASSWORD, serveIdentityScripts, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, axeViolations, closeJourney, launchBrowser, newPage, screenshot, startServer, VIEWPORTS } from './lib/harness.ts';
import { pressGenerate } from './lib/studio.ts';

// My Designs (/gallery): a signed-in user's generations from every device merged with this device's
// gallery; open with before/after, favourite, download, share and delete — against the real server,
// the fake image model and the shared Auth Emulator.

const ADDRESS = '742 Evergreen Terrace, Springfield, OR';
const VISITOR_ADDRESS = '31 Spooner Street, Quahog, RI';
const CLAIM_ADDRESS = '1640 Riverside Drive, Hill Valley, CA';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_LATENCY_MS: '100', FAKE_MODEL_DRAW: 'false' })]);
});

afterAll(() => closeJourney({ browser, server, contexts }));

/** A fresh browser profile: another device as far as the app can tell. */
async function device(viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  await serveIdentityScripts(context);
  await context.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }));
  }, STORAGE_KEYS.consent);
  return { context, page };
}

const toastWith = (page: Page, text: string | RegExp) => page.locator('.toast', { hasText: text });
const cards = (page: Page) => page.locator('.gcard');
const card = (page: Page, address: string) => page.locator('.gcard', { hasText: address });

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('.toast__close').forEach((b) => b.click()));
  await page.waitForTimeout(300);
  await screenshot(page, name, fullPage, { atRest: true });
}

async function generateInStudio(page: Page, address: string) {
  await page.goto(`${server.url}/studio`);
  await page.getByLabel('Property address').fill(address, { timeout: 30_000 });
  await pressGenerate(page);
  // The results of an earlier run stay on the page while this one renders: wait for this address's.
  await page.getByTestId('results').filter({ hasText: address }).waitFor({ timeout: 60_000 });
  // the whole run, not its first design: each design is checked by House-Lock as it finishes
  await page.locator('.toast', { hasText: /ready/ }).first().waitFor({ timeout: 60_000 });
}

async function openGallery(page: Page) {
  await page.goto(`${server.url}/gallery`);
  await page.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor({ timeout: 30_000 });
  await page.locator('.mydesigns').waitFor({ timeout: 20_000 });
}

describe('My Designs', () => {
  it('welcomes a new account with an empty state that leads to the studio', async () => {
    const user = await createUser(uniqueEmail('empty'), { name: 'Eve Empty' });
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await device(viewport);
      await page.goto(`${server.url}/about`);
      await page.locator('.site-header').waitFor({ timeout: 30_000 });
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
        const modal = page.getByRole('dialog', { name: 'Sign In' });
        await modal.getByLabel('Email').fill(user.email);
        await modal.getByLabel('Password').fill(user.password);
        await modal.getByRole('button', { name: 'Sign In', exact: true }).last().click();
      } else {
        await signInWithEmail(page, user.email);
      }
      await toastWith(page, 'Successfully signed in!').waitFor();
      await openGallery(page);
      await page.getByRole('heading', { name: 'No designs yet' }).waitFor();
      await shot(page, `gallery-${viewport}-empty`);
      if (viewport === 'desktop') {
        await page.getByRole('link', { name: 'Open the Studio' }).click();
        await page.waitForURL(`${server.url}/studio`);
      }
    }
  });

  it('lists a studio generation on every device, with the visitor designs of this device, and deletes them', async () => {
    const user = await createUser(uniqueEmail('maya'), { name: 'Maya Gardner' });

    // Device 1: a design made as a visitor, then one made signed in.
    const { page } = await device('desktop');
    await generateInStudio(page, VISITOR_ADDRESS);
    await signInWithEmail(page, user.email);
    await toastWith(page, 'Successfully signed in!').waitFor();
    // The visitor design is offered to the account; kept on this device instead (asked no more in this tab).
    const offer = page.getByRole('dialog', { name: 'Save this design to your account?' });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    await generateInStudio(page, ADDRESS);

    await openGallery(page);
    // This device's designs show at once; the account's follow when the server answers.
    await card(page, ADDRESS).locator('.gcard__source--account').waitFor();
    await card(page, VISITOR_ADDRESS).waitFor();
    expect(await cards(page).count()).toBe(2);
    expect(await card(page, ADDRESS).locator('.gcard__source').textContent()).toBe('Saved');
    expect(await card(page, VISITOR_ADDRESS).locator('.gcard__source').textContent()).toBe('This device');
    // Newest first.
    expect(await cards(page).first().textContent()).toContain(ADDRESS);
    await page.getByText('were made before you signed in').waitFor();
    await shot(page, 'gallery-desktop-grid');
    expect(await axeViolations(page, '.mydesigns')).toEqual([]);

    // Favourite from the card: remembered on this device, and the Favourites filter keeps it.
    const heart = card(page, ADDRESS).getByRole('button', { name: 'Favourite' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const favs = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').favorites, STORAGE_KEYS.studio);
    expect(favs).toHaveLength(1);
    await page.getByRole('button', { name: 'Favourites' }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(2);

    // Open: before/after of the property, operable with the keyboard; download and share.
    await card(page, ADDRESS)
      .getByRole('button', { name: `Open the design for ${ADDRESS}` })
      .click();
    const viewer = page.getByRole('dialog', { name: /Modern Minimalist/ });
    await viewer.waitFor();
    const slider = viewer.getByRole('slider', { name: 'Compare before and after' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('51');
    const loaded = await viewer
      .locator('.compare img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual([true, true]);
    expect(await viewer.getByRole('button', { name: 'Favourited' }).getAttribute('aria-pressed')).toBe('true');
    const downloading = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Download' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^landscape_modern_minimalist_(front_yard|backyard|walkway)_\d{13}\.png$/);
    await viewer.getByRole('button', { name: 'Share' }).click();
    // its entries show once the menu knows whether the design is shared (nothing moves under a finger after)
    await viewer.getByTestId('share-state').waitFor();
    for (const name of ['Copy link', 'Send to my landscaper', 'Share on X', 'Share on Facebook', 'Copy for Instagram'])
      expect(await viewer.getByRole('button', { name }).isVisible()).toBe(true);
    // Escape closes the share menu first, then the viewer; focus returns to the card.
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.getByRole('button', { name: 'Share on X' }).count()).toBe(0);
    expect(await viewer.isVisible()).toBe(true);
    await shot(page, 'gallery-desktop-viewer');
    expect(await axeViolations(page, '.gviewer')).toEqual([]);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Open the design for ${ADDRESS}`);

    // Device 2 (phone): the signed-in design is there, the visitor design of device 1 is not.
    const phone = await device('phone');
    await phone.page.goto(`${server.url}/about`);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    const modal = phone.page.getByRole('dialog', { name: 'Sign In' });
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await toastWith(phone.page, 'Successfully signed in!').waitFor();
    await openGallery(phone.page);
    await card(phone.page, ADDRESS).waitFor();
    expect(await cards(phone.page).count()).toBe(1);
    await shot(phone.page, 'gallery-phone-grid');
    await card(phone.page, ADDRESS)
      .getByRole('button', { name: `Open the design for ${ADDRESS}` })
      .click();
    await phone.page.getByRole('dialog', { name: /Modern Minimalist/ }).waitFor();
    await shot(phone.page, 'gallery-phone-viewer');
    await phone.page.keyboard.press('Escape');

    // The same page in Chinese and Spanish.
    for (const [lang, heading] of [
      ['zh', '我的设计'],
      ['es', 'Mis diseños'],
    ] as const) {
      await phone.page.evaluate(([k, l]) => localStorage.setItem(k, l), [STORAGE_KEYS.language, lang] as const);
      await phone.page.reload();
      await phone.page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
      await card(phone.page, ADDRESS).waitFor();
      await shot(phone.page, `gallery-phone-grid-${lang}`);
    }
    await phone.page.evaluate((k) => localStorage.setItem(k, 'en'), STORAGE_KEYS.language);
    await phone.page.reload();
    await card(phone.page, ADDRESS).waitFor({ timeout: 20_000 });

    // Delete on device 2 after confirming: gone from the account everywhere.
    await card(phone.page, ADDRESS).getByRole('button', { name: 'Delete' }).click();
    const confirm = phone.page.getByRole('dialog', { name: 'Delete this design?' });
    await confirm.getByText('from your account on every device').waitFor();
    await shot(phone.page, 'gallery-phone-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastWith(phone.page, 'Design deleted').waitFor();
    await phone.page.getByRole('heading', { name: 'No designs yet' }).waitFor();
    await expect.poll(() => phone.page.evaluate(() => document.activeElement?.id)).toBe('gallery-heading');
    const token = await idToken(server.url, user.email);
    const mine = await (await fetch(`${server.url}/api/me/generations`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(mine.generations).toEqual([]);

    // Device 1 sees it gone; deleting its own visitor design clears the local gallery.
    await page.reload();
    await card(page, VISITOR_ADDRESS).waitFor({ timeout: 20_000 });
    await expect.poll(() => card(page, ADDRESS).count()).toBe(0);
    await card(page, VISITOR_ADDRESS).getByRole('button', { name: 'Delete' }).click();
    const localConfirm = page.getByRole('dialog', { name: 'Delete this design?' });
    await localConfirm.getByText("from this device's gallery").waitFor();
    await localConfirm.getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Design deleted').waitFor();
    await page.getByRole('heading', { name: 'No designs yet' }).waitFor();
    const gallery = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').gallery, STORAGE_KEYS.studio);
    expect(gallery).toEqual([]);
  });

  it("offers a visitor's designs to the account at sign-up and saves them to it", async () => {
    const { page } = await device('desktop');
    // One design by POST /api/generate (one area), two by the multi-area job.
    await generateInStudio(page, VISITOR_ADDRESS);
    await page.getByRole('checkbox', { name: /Back\/Side Yard/ }).click();
    await generateInStudio(page, CLAIM_ADDRESS);
    const claims = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), STORAGE_KEYS.claims);
    expect(Object.keys(claims)).toHaveLength(2);

    const email = uniqueEmail('claire');
    await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign Up' }).click();
    const modal = page.locator('.auth-modal');
    await modal.getByLabel('Full name').fill('Claire Visitor');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Create Account' }).click();
    // this studio sends no e-mail: the dialog says where the link went, and Continue closes it
    await modal.getByTestId('signed-up').waitFor({ timeout: 30_000 });
    await modal.getByRole('button', { name: 'Continue' }).click();
    // asked once the sign-up dialog has closed, not on top of it
    await page.locator('.auth-modal').waitFor({ state: 'detached' });

    const offer = page.getByRole('dialog', { name: 'Save these 3 designs to your account?' });
    await offer.waitFor({ timeout: 20_000 });
    await shot(page, 'gallery-desktop-claim-offer');
    expect(await axeViolations(page, '.dialog')).toEqual([]);
    await offer.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, 'Saved 3 designs to your account.').waitFor();
    await offer.waitFor({ state: 'detached' });

    // The account has them: listed from the server as "Saved", and the tokens are spent.
    const token = await idToken(server.url, email);
    const mine = await (await fetch(`${server.url}/api/me/generations`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(mine.generations.map((g: { address: string }) => g.address).sort()).toEqual([CLAIM_ADDRESS, VISITOR_ADDRESS].sort());
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.claims)).toBe('{}');
    await openGallery(page);
    await card(page, VISITOR_ADDRESS).locator('.gcard__source--account').waitFor();
    await card(page, CLAIM_ADDRESS).locator('.gcard__source--account').waitFor();
    expect(await cards(page).count()).toBe(2);
    expect(await card(page, CLAIM_ADDRESS).locator('.gcard__source').textContent()).toBe('Saved');
    // The images are the account's alone now: a visitor cannot open them by their URL.
    const image = mine.generations[0].images[0].image as string;
    expect((await fetch(`${server.url}/static/${image}`)).status).toBe(404);
    expect((await fetch(`${server.url}/static/${image}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    // No second offer after a reload.
    await page.reload();
    await card(page, CLAIM_ADDRESS).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('pages through a long history with Load more', async () => {
    const user = await createUser(uniqueEmail('prolific'), { name: 'Pat Prolific' });
    const token = await idToken(server.url, user.email);
    for (let i = 0; i < 14; i++) {
      const res = await fetch(`${server.url}/api/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ address: `${100 + i} Garden Row, Portland, OR`, style: i % 2 ? 'japanese_zen' : 'mediterranean' }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const { page } = await device('desktop');
    await page.goto(`${server.url}/about`);
    await signInWithEmail(page, user.email);
    await toastWith(page, 'Successfully signed in!').waitFor();
    await openGallery(page);
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(12);
    expect(await cards(page).first().textContent()).toContain('113 Garden Row');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBe(14);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByRole('heading', { name: /14 designs/ }).waitFor();
  });
});
