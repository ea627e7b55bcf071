import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUser, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { axeViolations, closeJourney, launchBrowser, screenshot, startServer, type AppServer } from './lib/harness.ts';
import { makeDesign, returningVisitor } from './lib/studio.ts';

// "Change just this" after a reload (product §10): a design changed twice still shows its edit chain
// (before → edit 1 → edit 2) and Undo once the page is loaded again — for a visitor holding the design's
// claim token (no account), and for a signed-in owner.

const ADDRESS = '12 Elm Street, Portland, OR';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'procedural', DAILY_LIMIT: '50' })]);
}, 120_000);

afterAll(() => closeJourney({ browser, server, contexts }));

/** Types an instruction into the open panel, sends it and answers the new design's generation id. */
async function editWith(page: Page, instruction: string): Promise<string> {
  await page.getByTestId('edit-instruction').fill(instruction);
  const answer = page.waitForResponse((r) => /\/api\/designs\/[^/]+\/edit$/.test(r.url()) && r.request().method() === 'POST', { timeout: 90_000 });
  await page.getByTestId('edit-submit').click();
  const res = await answer;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { generation_id: string }).generation_id;
}

const stageImages = (page: Page) =>
  page.locator('.stage img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? '').join(' '));
const currentLabel = (page: Page) => page.locator('[data-testid="edit-chain-step"][aria-current="step"] .edit-chain__label').textContent();

/** Two edits, a reload, and the chain and Undo shown again at the newest edit; Undo goes back to edit 1. */
async function twoEditsThenReload(page: Page, shot: string) {
  await page.getByTestId('edit-open').click();
  await page.getByTestId('edit-panel').waitFor();
  const first = await editWith(page, 'replace the lawn with gravel');
  await expect.poll(() => page.getByTestId('edit-chain-step').count(), { timeout: 20_000 }).toBe(2);
  const second = await editWith(page, 'add a bird bath');
  await expect.poll(() => page.getByTestId('edit-chain-step').count(), { timeout: 20_000 }).toBe(3);

  const restored = page.waitForResponse((r) => /\/api\/designs\/[^/]+\/edits$/.test(r.url()), { timeout: 30_000 });
  await page.reload();
  expect((await restored).status()).toBe(200);
  await expect.poll(() => page.getByTestId('edit-chain-step').count(), { timeout: 30_000 }).toBe(3);
  expect(await currentLabel(page)).toBe('Edit 2');
  await expect.poll(() => stageImages(page)).toContain(`/generations/${second}/`);
  // each edit's words are kept with it
  expect(await page.locator('.edit-chain__words').allTextContents()).toEqual(['replace the lawn with gravel', 'add a bird bath']);
  expect(await axeViolations(page, '[data-testid="edit-chain"]')).toEqual([]);
  await page.getByTestId('edit-chain').evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await screenshot(page, shot, false, { atRest: true });

  const undo = page.getByTestId('edit-undo');
  expect((await undo.textContent())?.trim()).toBe('Undo last edit');
  await undo.click();
  expect(await currentLabel(page)).toBe('Edit 1');
  await expect.poll(() => stageImages(page)).toContain(`/generations/${first}/`);
  // and a third edit made from edit 1 follows it
  await page.getByTestId('edit-open').click();
  await editWith(page, 'add a bird bath');
  await expect.poll(() => page.getByTestId('edit-chain-step').count(), { timeout: 20_000 }).toBe(3);
  expect(await currentLabel(page)).toBe('Edit 2');
}

describe('the edit chain after a reload', () => {
  it('is shown again to a visitor holding the claim token', async () => {
    const { page } = await returningVisitor(browser, contexts, 'desktop', 'en');
    await page.goto(`${server.url}/studio`);
    await makeDesign(page, ADDRESS, 'cottage_garden', 90_000);
    await twoEditsThenReload(page, 'edit-reload-1440-en-visitor');
  }, 300_000);

  it('is shown again to the signed-in owner', async () => {
    const user = await createUser(uniqueEmail('chain'), { name: 'Cai Chain' });
    const owner = await returningVisitor(browser, contexts, 'desktop', 'en', { identity: true });
    await owner.page.goto(`${server.url}/studio`);
    await owner.page.getByLabel('Property address').waitFor({ timeout: 30_000 });
    await signInWithEmail(owner.page, user.email);
    await owner.page.locator('.user-menu__trigger').waitFor({ timeout: 30_000 });
    await makeDesign(owner.page, ADDRESS, 'cottage_garden', 90_000);
    await twoEditsThenReload(owner.page, 'edit-reload-1440-en-owner');
  }, 300_000);
});
