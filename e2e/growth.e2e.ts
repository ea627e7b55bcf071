import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUser, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { join } from 'node:path';
import { type AppServer, ARTIFACTS, closeJourney, launchBrowser, screenshot, seriousViolations, startServer, toastSaid } from './lib/harness.ts';
import { imagesLoaded, makeDesign, returningVisitor } from './lib/studio.ts';

// Growth over time and upkeep (issue 33, docs/decisions/028-growth-and-upkeep.md): a homeowner makes a
// design, steps through it as planted, after 3 years and at maturity with the keyboard, reads what it
// takes to keep (water in their units, hours, the month-by-month calendar), and finds the same in My
// Designs and on the shared page; on a desktop in English and on a phone in Chinese.

const ADDRESS = '400 Pine St, Seattle, WA 98101';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ DAILY_LIMIT: '50' })]);
});

afterAll(() => closeJourney({ browser, server, contexts }));

/**
 * Steps through the three stages with the keyboard: each tab shows a different picture and plan, and
 * a screenshot of the panel is kept per stage. Answers the pictures' addresses.
 */
async function stepThroughGrowth(page: Page, scope: string, name: string, labels: RegExp[]): Promise<string[]> {
  const panel = page.locator(`${scope} [data-testid="growth-panel"]`).first();
  await panel.waitFor({ timeout: 30_000 });
  const tabs = panel.getByRole('tab');
  expect(await tabs.count()).toBe(3);
  for (const [i, label] of labels.entries()) expect(await tabs.nth(i).textContent()).toMatch(label);
  await tabs.first().focus();
  const seen: string[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(i).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await imagesLoaded(page, `${scope} [data-testid="growth-panel"] img`);
    seen.push((await panel.getByTestId('growth-image').getAttribute('src'))!);
    expect(await panel.getByTestId('growth-plan').getAttribute('src')).toBeTruthy();
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: join(ARTIFACTS, `${name}-stage-${i}.png`), animations: 'disabled' });
  }
  expect(new Set(seen).size, 'three different pictures').toBe(3);
  return seen;
}

describe('growth over time and upkeep', () => {
  it('a signed-in owner on a desktop, in English: slides through growth, reads upkeep, finds both in My Designs and on the shared page', async () => {
    const user = await createUser(uniqueEmail('growth'), { name: 'Gwen Grow' });
    const { page, context } = await returningVisitor(browser, contexts, 'desktop', 'en', { identity: true });
    await page.goto(`${server.url}/studio`);
    await page.getByLabel('Property address').waitFor({ timeout: 30_000 });
    await signInWithEmail(page, user.email);
    await page
      .locator('.site-header')
      .getByRole('button', { name: /Gwen Grow|Account/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await makeDesign(page, ADDRESS, 'cottage_garden');

    await stepThroughGrowth(page, '.results', 'growth-1440-en', [/^As planted$/, /^After \d+ years?$/, /^At maturity \(\d+ years?\)$/]);
    // a stage's picture opens large, like the plan
    await page.locator('.results [data-testid="growth-panel"] .growth__open').first().click();
    await page.locator('dialog[open] img').first().waitFor();
    await page.keyboard.press('Escape');

    const upkeep = page.locator('.results [data-testid="upkeep-panel"]');
    expect(await upkeep.getByTestId('upkeep-water').textContent()).toMatch(/^[\d,]+–[\d,]+ gal$/);
    expect(await upkeep.getByTestId('upkeep-hours').textContent()).toMatch(/^\d+–\d+ hours$/);
    await upkeep.getByText('Month by month').click();
    const months = upkeep.getByTestId('upkeep-calendar').locator('li');
    expect(await months.count()).toBe(12);
    expect(await months.first().textContent()).toMatch(/^January/);
    await upkeep.getByText('What these figures assume').click();
    expect(await upkeep.textContent()).toContain('Csb');
    await upkeep.scrollIntoViewIfNeeded();
    await upkeep.screenshot({ path: join(ARTIFACTS, 'growth-1440-en-upkeep.png'), animations: 'disabled' });
    // the units switch of the summary changes the water figure too
    await page.getByTestId('units-switch').getByRole('button', { name: 'Metric' }).click();
    expect(await upkeep.getByTestId('upkeep-water').textContent()).toMatch(/^[\d,]+–[\d,]+ L$/);
    await page.getByTestId('units-switch').getByRole('button', { name: 'Imperial' }).click();
    await screenshot(page, 'growth-1440-en-results', true, { atRest: true });
    expect(await seriousViolations(page, '.results [data-testid="growth-panel"]')).toEqual([]);
    expect(await seriousViolations(page, '.results [data-testid="upkeep-panel"]')).toEqual([]);

    // My Designs: the same stages and upkeep in the viewer
    await page.goto(`${server.url}/gallery`);
    await page.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor({ timeout: 30_000 });
    await page
      .locator('.gcard', { hasText: ADDRESS })
      .getByRole('button', { name: `Open the design for ${ADDRESS}` })
      .click();
    await stepThroughGrowth(page, '.gviewer', 'growth-1440-en-gallery', [/^As planted$/, /^After \d+ years?$/, /^At maturity/]);
    expect(await page.locator('.gviewer [data-testid="upkeep-water"]').textContent()).toMatch(/gal$/);
    await screenshot(page, 'growth-1440-en-gallery', false, { atRest: true });
    expect(await seriousViolations(page, '.gviewer')).toEqual([]);
    await page.keyboard.press('Escape');

    // the shared page, to a browser that never signed in
    await page.goto(`${server.url}/studio`);
    await page.getByTestId('design-summary').waitFor({ timeout: 30_000 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await toastSaid(page, 'Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const guest = await returningVisitor(browser, contexts, 'desktop', 'en', { identity: true });
    await guest.page.goto(link);
    await guest.page.getByTestId('shared-design').waitFor({ timeout: 30_000 });
    await stepThroughGrowth(guest.page, '.shared', 'growth-1440-en-shared', [/^As planted$/, /^After \d+ years?$/, /^At maturity/]);
    expect(await guest.page.locator('.shared [data-testid="upkeep-panel"]').count()).toBe(1);
    await screenshot(guest.page, 'growth-1440-en-shared', true, { atRest: true });
  }, 300_000);

  it('a visitor on a phone, in Chinese: the stages and the upkeep in Chinese and litres, nothing wider than the screen', async () => {
    const { page } = await returningVisitor(browser, contexts, 'phone', 'zh', { identity: true });
    await page.goto(`${server.url}/studio`);
    await makeDesign(page, ADDRESS, 'japanese_zen');
    await stepThroughGrowth(page, '.results', 'growth-390-zh', [/^刚种下$/, /^\d+ 年后$/, /^成熟时（\d+ 年）$/]);
    const upkeep = page.locator('.results [data-testid="upkeep-panel"]');
    expect(await upkeep.getByTestId('upkeep-water').textContent()).toMatch(/^[\d,]+–[\d,]+ 升$/);
    expect(await upkeep.getByTestId('upkeep-hours').textContent()).toMatch(/^\d+–\d+ 小时$/);
    await upkeep.getByText('逐月安排').click();
    expect(await upkeep.getByTestId('upkeep-calendar').locator('li').count()).toBe(12);
    expect(await upkeep.getByTestId('upkeep-calendar').locator('li').first().textContent()).toMatch(/^一月/);
    await upkeep.scrollIntoViewIfNeeded();
    await upkeep.screenshot({ path: join(ARTIFACTS, 'growth-390-zh-upkeep.png'), animations: 'disabled' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'growth-390-zh-results', true, { atRest: true });
    expect(await seriousViolations(page, '.results [data-testid="growth-panel"]')).toEqual([]);
    expect(await seriousViolations(page, '.results [data-testid="upkeep-panel"]')).toEqual([]);
  }, 300_000);
});
