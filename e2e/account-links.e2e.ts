import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { createUser, lookupUser, oobCodes, serveIdentityScripts, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, axeViolations, closeJourney, launchBrowser, newPage, screenshot, startServer, VIEWPORTS } from './lib/harness.ts';
import { expectNothingCovers } from './lib/layout.ts';

// The account e-mails' links (issue 32): "Forgot password?" sends a reset link, the link opens the studio's
// page for it, which sets the new password; the verification link lands on a page that says it worked, not
// on the identity service's JSON. The links are opened on the studio's address, as the outbox and the
// terminal give them.

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(() => closeJourney({ browser, server, contexts }));

async function open(path: string, viewport: keyof typeof VIEWPORTS = 'desktop', lang = 'en') {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  await serveIdentityScripts(context);
  await context.addInitScript(
    ([consentKey, languageKey, language]) => {
      if (!localStorage.getItem(consentKey!))
        localStorage.setItem(
          consentKey!,
          JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }),
        );
      if (!localStorage.getItem(languageKey!)) localStorage.setItem(languageKey!, language!);
    },
    [STORAGE_KEYS.consent, STORAGE_KEYS.language, lang],
  );
  await page.goto(`${server.url}${path}`);
  await page.locator('.site-header').waitFor({ timeout: 30_000 });
  return { context, page };
}

/** The newest link of that kind for that address, on the studio's own address (as the outbox shows it). */
async function linkFor(email: string, requestType: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const found = (await oobCodes()).filter((c) => c.email === email && c.requestType === requestType);
        link = found.at(-1)?.oobLink ?? '';
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
}

const action = (page: Page) => page.getByTestId('account-action');

describe('account e-mail links', () => {
  it('verification link: lands on a studio page that says the address is verified', async () => {
    const user = await createUser(uniqueEmail('verify'), { name: 'Vera Verify' });
    const { page } = await open('/studio');
    await signInWithEmail(page, user.email);
    await page.locator('.user-menu__trigger').click({ timeout: 20_000 });
    await page.locator('.user-menu__panel .verify-note').getByRole('button', { name: 'Send the link again' }).click();
    const link = await linkFor(user.email, 'VERIFY_EMAIL');
    expect(link).toContain('/emulator/action?mode=verifyEmail');

    const tab = await page.context().newPage();
    await tab.goto(link);
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/account/action');
    await action(tab).and(tab.locator('[data-phase=verified]')).waitFor({ timeout: 30_000 });
    await tab.getByRole('heading', { name: 'Your e-mail address is verified' }).waitFor();
    expect(await tab.locator('body').textContent()).not.toMatch(/"kind"|"emailVerified"|identitytoolkit/);
    expect((await lookupUser(user.email))?.emailVerified).toBe(true);
    expect(await axeViolations(tab, 'main')).toEqual([]);
    await expectNothingCovers(tab, 'verified page');
    await screenshot(tab, 'account-verified-desktop', false, { atRest: true });
    // the page's button leads back to the studio
    await tab.getByRole('link', { name: 'Go to the studio' }).click();
    await tab.getByLabel('Property address').waitFor({ timeout: 30_000 });
  });

  it('forgot password: a reset link through the outbox sets a new password that signs in', async () => {
    const user = await createUser(uniqueEmail('forgot'), { name: 'Flora Forgot', verified: true });
    const { page } = await open('/studio', 'phone');
    // on a phone the header's Sign In sits in the menu
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    // a wrong address is refused before anything is sent
    await reset.getByLabel('Email').fill('not-an-address');
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await reset.locator('.field__error').waitFor();
    await reset.getByLabel('Email').fill(user.email);
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await reset.getByTestId('reset-sent').waitFor({ timeout: 20_000 });
    expect(await reset.getByTestId('reset-sent').textContent()).toContain(user.email);
    await screenshot(page, 'account-reset-sent-phone', false, { atRest: true });
    await page.keyboard.press('Escape');

    const link = await linkFor(user.email, 'PASSWORD_RESET');
    await page.goto(link);
    await action(page).and(page.locator('[data-phase=choose]')).waitFor({ timeout: 30_000 });
    expect(await action(page).textContent()).toContain(user.email);
    await expectNothingCovers(page, 'reset page');
    await screenshot(page, 'account-reset-choose-phone', false, { atRest: true });
    await page.getByLabel('New password').fill('abc');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Use at least 6 characters.').waitFor();
    await page.getByLabel('New password').fill('a-new-garden-path');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await action(page).and(page.locator('[data-phase=changed]')).waitFor({ timeout: 20_000 });
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'account-reset-changed-phone', false, { atRest: true });

    // the new password signs in; the link cannot be used twice
    const again = await open('/studio');
    await signInWithEmail(again.page, user.email, 'a-new-garden-path');
    await again.page.locator('.user-menu__trigger').waitFor({ timeout: 20_000 });
    await again.page.goto(link);
    await action(again.page).and(again.page.locator('[data-phase=failed]')).waitFor({ timeout: 30_000 });
  });
});
