import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { createUser, journeyPages, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, axeViolations, closeJourney, launchBrowser, screenshot, startServer } from './lib/harness.ts';

// AI assistants (account menu, issue 53): a signed-in homeowner finds how to add the studio to an assistant,
// makes an access token (shown once), sees an assistant use it, and revokes it — after which it opens nothing.

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];
const { signedInAs } = journeyPages(() => ({ browser, server }), contexts);

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'fake' })]);
});
afterAll(() => closeJourney({ browser, server, contexts }));

const asAssistant = (token: string) => fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

describe('AI assistants', () => {
  it('makes a token from the account menu, shows it once, and revokes it at once', async () => {
    const user = await createUser(uniqueEmail('assistant'), { name: 'Ada Assistant' });
    const page = await signedInAs(user.email, '/studio');
    await page.locator('.user-menu__trigger').click();
    await page.getByRole('link', { name: 'AI assistants' }).click();
    await page.getByRole('heading', { name: 'AI assistants', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByText(`${server.url}/mcp`, { exact: true }).waitFor();
    await page.getByText('No access tokens yet.').waitFor({ timeout: 20_000 });

    await page.getByLabel('Name (which assistant it is for)').fill('Claude on my laptop');
    await page.getByRole('button', { name: 'Make a token' }).click();
    const shown = page.locator('.assistants__secret code');
    await shown.waitFor({ timeout: 20_000 });
    const secret = (await shown.textContent())!;
    expect(secret).toMatch(/^lsat_[\w-]{40,}$/);
    await page.locator('.assistants__token', { hasText: 'Claude on my laptop' }).getByText('never used').waitFor();
    expect(await axeViolations(page, '.assistants', { serious: true })).toEqual([]);
    await screenshot(page, 'assistants-made', true, { atRest: true });

    // an assistant signs in with it as this account
    const me = await asAssistant(secret);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(user.email);
    await page.reload();
    await page
      .locator('.assistants__token', { hasText: 'Claude on my laptop' })
      .getByText(/last used/)
      .waitFor({ timeout: 20_000 });
    // shown once: the list names it, never its secret
    expect(await page.getByText(secret).count()).toBe(0);

    await page.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('group', { name: /Revoke “Claude on my laptop”\?/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByText('No access tokens yet.').waitFor({ timeout: 20_000 });
    expect((await asAssistant(secret)).status).toBe(401);
  });

  it('is in the phone menu too, and reads in the homeowner’s language', async () => {
    const user = await createUser(uniqueEmail('assistant-phone'));
    const page = await signedInAs(user.email, '/studio', 'phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'AI assistants' }).click();
    await page.getByRole('heading', { name: 'AI assistants', level: 1 }).waitFor({ timeout: 30_000 });
    await page.evaluate((key) => localStorage.setItem(key, 'zh'), STORAGE_KEYS.language);
    await page.reload();
    await page.getByRole('heading', { name: 'AI 助手', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '新建令牌' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'assistants-phone-zh', true, { atRest: true });
  });
});
