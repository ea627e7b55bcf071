import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUser, journeyPages, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, closeJourney, launchBrowser, screenshot, startServer } from './lib/harness.ts';

// The admin pages (product §2): Style Management, suggested prompts ("requirements") and feedback,
// against the real server and the shared Auth Emulator: the sign-in guard, the not-allowed state for
// a signed-in non-admin, and each page's main path as an administrator.

let browser: Browser;
let server: AppServer;
const ADMIN = uniqueEmail('styleadmin');
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ ADMIN_EMAILS: ADMIN })]);
  await createUser(ADMIN, { name: 'Ada Admin', verified: true });
});

afterAll(() => closeJourney({ browser, server, contexts }));

const { open, signedInAs } = journeyPages(() => ({ browser, server }), contexts);
const toastWith = (page: Page, text: string | RegExp) => page.locator('.toast', { hasText: text });
const settle = (page: Page) => page.waitForTimeout(300);

describe('admin pages', () => {
  it('ask visitors to sign in, and tell signed-in non-admins plainly that the page is not for them', async () => {
    const { page } = await open('/style-admin', 'phone');
    await page.getByRole('heading', { name: 'Style Management', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();

    const user = await createUser(uniqueEmail('gardener'));
    const signed = await signedInAs(user.email, '/style-admin', 'phone');
    await signed.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expect(await signed.getByRole('button', { name: 'New style' }).count()).toBe(0);
    await settle(signed);
    await screenshot(signed, 'admin-phone-not-allowed', false);
    for (const path of ['/requirements-admin', '/admin/feedback']) {
      await signed.goto(`${server.url}${path}`);
      await signed.getByRole('heading', { name: 'Administrators only' }).waitFor();
    }
  });

  it('Style Management: create a style with a preview, hide another, reorder; the studio API follows', async () => {
    const page = await signedInAs(ADMIN, '/style-admin');
    await page.getByTestId('style-row-modern_minimalist').waitFor();
    await screenshot(page, 'admin-desktop-styles', true);

    await page.getByRole('button', { name: 'New style' }).click();
    const form = page.locator('form.admin-form');
    await form.getByLabel('Name').fill('Pacific Prairie');
    await form.getByLabel('Draws like').selectOption('california_native');
    await form.getByLabel('Description (shown on the style card)').fill('Waving native grasses and coneflowers around a mown path.');
    await form.getByLabel('Prompt notes').fill('golden hour light, split-rail fence');
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c9a94a' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1200" height="800"><rect y="420" width="1200" height="380" fill="#7a9a3a"/><circle cx="900" cy="200" r="90" fill="#f4d35e"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    // the picture button speaks the studio's language, not the browser's, and names the chosen file
    await form.getByText('Choose a picture').waitFor();
    await form.getByText('No picture chosen').waitFor();
    await form.getByLabel('Preview picture').setInputFiles({ name: 'prairie.jpg', mimeType: 'image/jpeg', buffer: picture });
    await form.getByText('Replace picture').waitFor();
    await form.getByText('prairie.jpg').waitFor();
    await settle(page);
    await screenshot(page, 'admin-desktop-style-form', false);
    await form.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Pacific Prairie saved').waitFor();
    const row = page.getByTestId('style-row-pacific_prairie');
    await row.waitFor();
    await row.getByText('Draws like California Native').waitFor();
    await expect.poll(() => row.locator('img').count()).toBe(1);

    // hide Japanese Zen: gone from /api/styles at once (the catalogue cache is dropped on writes)
    await page.getByTestId('style-row-japanese_zen').getByRole('switch').focus();
    await page.keyboard.press('Space');
    await toastWith(page, 'is hidden from the studio').waitFor();
    const ids = async () => ((await (await fetch(`${server.url}/api/styles`)).json()) as { styles: { id: string }[] }).styles.map((s) => s.id);
    await expect.poll(async () => (await ids()).includes('japanese_zen')).toBe(false);
    expect(await ids()).toContain('pacific_prairie');

    // move the new style up one place
    const before = await ids();
    await page.getByRole('button', { name: 'Move Pacific Prairie up' }).click();
    await expect.poll(async () => (await ids()).indexOf('pacific_prairie')).toBe(before.indexOf('pacific_prairie') - 1);
    // a catalogue style without a picture gets one drawn by the offline renderer on save
    await page.getByRole('button', { name: 'Edit Modern Minimalist' }).click();
    await page
      .locator('form.admin-form')
      .getByRole('checkbox', { name: /Draw the preview/ })
      .waitFor();
    await page.locator('form.admin-form').getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Modern Minimalist saved').waitFor();
    await expect.poll(() => page.getByTestId('style-row-modern_minimalist').locator('img').count()).toBe(1);
    await page.waitForFunction(() => [...document.querySelectorAll('.style-row__thumb img')].every((i) => (i as HTMLImageElement).complete));
    await settle(page);
    await screenshot(page, 'admin-desktop-styles-after', true);

    const phone = await signedInAs(ADMIN, '/style-admin', 'phone');
    await phone.getByTestId('style-row-pacific_prairie').waitFor();
    await settle(phone);
    await screenshot(phone, 'admin-phone-styles', true);
  });

  it('Requirements admin: add, hide and reorder suggested prompts; GET /api/requirements serves them', async () => {
    const page = await signedInAs(ADMIN, '/requirements-admin');
    const walkway = page.getByTestId('req-area-walkway');
    await walkway.getByText('natural stone pavers').waitFor();
    // a text of this attempt's own: a retry after a failure part-way must not add the same suggestion twice
    const lights = `Solar path lights ${Date.now() % 100_000}`;
    await walkway.getByLabel('New suggestion for Walkway').fill(lights);
    await walkway.getByRole('button', { name: 'Add' }).click();
    await toastWith(page, 'Suggestion added').waitFor();
    await walkway.getByText(lights).waitFor();
    const served = async () => ((await (await fetch(`${server.url}/api/requirements`)).json()) as { requirements: Record<string, string[]> }).requirements;
    expect((await served()).walkway.at(-1)).toBe(lights);

    // moved up in the page (the list as the admin sees it), then in what the studio is served
    const texts = () => walkway.locator('.req-list > li').evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    await walkway.getByRole('button', { name: `Move ${lights} up` }).click();
    await expect.poll(async () => (await texts()).at(-2)).toContain(lights);
    await expect.poll(async () => (await served()).walkway.at(-2)).toBe(lights);
    expect(await page.locator('.toast--error').count()).toBe(0);
    const pavers = walkway.getByRole('switch', { name: 'Show “natural stone pavers” in the studio' });
    await pavers.focus();
    if (await pavers.isChecked()) await page.keyboard.press('Space');
    await expect.poll(async () => (await served()).walkway.includes('natural stone pavers')).toBe(false);

    // a comma would split the chip in the studio
    await walkway.getByLabel('New suggestion for Walkway').fill('Lights, benches');
    await walkway.getByRole('button', { name: 'Add' }).click();
    await walkway.getByText(/cannot contain a comma/).waitFor();
    await settle(page);
    await screenshot(page, 'admin-desktop-requirements', true);

    const phone = await signedInAs(ADMIN, '/requirements-admin', 'phone');
    await phone.getByTestId('req-area-front_yard').waitFor();
    await settle(phone);
    await screenshot(phone, 'admin-phone-requirements', true);
  });

  it('Feedback admin: newest first with the sender, search, approve', async () => {
    const user = await createUser(uniqueEmail('writer'), { name: 'Wren Writer' });
    const page0 = await signedInAs(user.email, '/about');
    await page0.evaluate(async () => {
      await fetch('/api/feedback/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Anonymous: the walkway chips are great' }),
      });
    });
    // a signed-in message through the feedback button
    await page0.locator('.feedback-fab').click();
    const dialog = page0.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Please add a Scandinavian style with birch trees');
    await dialog.getByRole('button', { name: /Submit|Send/ }).click();
    await page0
      .getByText(/Thank you/)
      .first()
      .waitFor();

    const page = await signedInAs(ADMIN, '/admin/feedback');
    const items = page.getByTestId('feedback-item');
    await items.first().waitFor();
    await expect.poll(() => items.first().textContent()).toContain('Scandinavian');
    expect(await items.first().textContent()).toContain('Wren Writer');
    expect(await items.nth(1).textContent()).toContain('Anonymous visitor');
    await settle(page);
    await screenshot(page, 'admin-desktop-feedback', true);

    await page.getByLabel('Search feedback').fill('walkway');
    await expect.poll(() => items.count()).toBe(1);
    await page.getByLabel('Search feedback').fill('');
    await items.first().getByRole('button', { name: 'Approve' }).click();
    await toastWith(page, 'Feedback approved').waitFor();
    await page.getByRole('radio', { name: 'Approved' }).click();
    await expect.poll(() => items.first().textContent()).toContain('Approved');

    const phone = await signedInAs(ADMIN, '/admin/feedback', 'phone');
    await phone.getByTestId('feedback-item').first().waitFor();
    await settle(phone);
    await screenshot(phone, 'admin-phone-feedback', true);
  });
});
