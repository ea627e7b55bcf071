import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, removeDataDir, ROOT, screenshot, startServer, VIEWPORTS, type AppServer } from './lib/harness.ts';
import { imagesLoaded, pressGenerate, returningVisitor } from './lib/studio.ts';

// Decision 047, at 390 and 1440 px in en, es and zh: before the first design of an address the studio shows
// the picture it will design on (the drawn house, labelled as an example) and asks "Is this your home?"; No
// opens the photo path; Yes designs it, and a re-run of that address is not asked again. "Apt 4B" gets the
// honest apartment answer, with the photo path, and Generate waits for a photo.

type Lang = 'en' | 'es' | 'zh';
type Tree = { [k: string]: string | Tree };
const text = (lang: Lang) => JSON.parse(readFileSync(join(ROOT, 'apps/web/src/locales', lang, 'studio.json'), 'utf8')) as Tree;
const get = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k]!, tree) as string;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

const APARTMENT = '1420 Maple Ave Apt 4B, Sacramento, CA 95814';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ DAILY_LIMIT: '50', IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '50' }),
  ]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  if (server) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

async function openStudio(viewport: keyof typeof VIEWPORTS, lang: Lang): Promise<Page> {
  const { page } = await returningVisitor(browser, contexts, viewport, lang);
  await page.goto(`${server.url}/studio`);
  await page.locator('input[name="address"]').waitFor({ timeout: 30_000 });
  return page;
}

/** The address typed and its check answered (the studio checks it once typing pauses). */
async function typeAddress(page: Page, address: string) {
  await page.locator('input[name="address"]').fill(address);
  await expect.poll(() => page.locator('[data-testid="address-site"], [data-testid="apartment-answer"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

describe.each(['en', 'es', 'zh'] as const)('%s', (lang) => {
  const t = text(lang);
  it.each(['phone', 'desktop'] as const)('%s: asks "Is this your home?" before the first design, and No leads to the photo path', async (viewport) => {
    const page = await openStudio(viewport, lang);
    const address = `${lang === 'en' ? 12 : lang === 'es' ? 14 : 16}${viewport === 'phone' ? 1 : 3} Willow Court, Austin, TX 78704`;
    await typeAddress(page, address);
    await page.locator('.generate-bar__btn').click();
    const dialog = page.getByRole('dialog', { name: get(t, 'home.title') });
    await dialog.waitFor();
    await imagesLoaded(page, '.confirm-home__picture');
    expect(await dialog.locator('.confirm-home__badge').textContent()).toBe(get(t, 'home.exampleLabel'));
    expect(await dialog.locator('figcaption').textContent()).toBe(get(t, 'home.example'));
    expect(await dialog.locator('.dialog__description').textContent()).toBe(fill(get(t, 'home.lead'), { address }));
    // the picture is the drawn house the design will be made on, whole in the viewport with both answers
    const box = (await dialog.locator('.confirm-home__picture').boundingBox())!;
    const no = (await dialog.getByRole('button', { name: get(t, 'home.no') }).boundingBox())!;
    expect(box.width).toBeGreaterThan(viewport === 'phone' ? 300 : 400);
    expect(no.y + no.height).toBeLessThanOrEqual(VIEWPORTS[viewport].height);
    await screenshot(page, `home-confirm-${lang}-${viewport}`, false, { atRest: true });

    await dialog.getByRole('button', { name: get(t, 'home.no') }).click();
    await dialog.waitFor({ state: 'detached' });
    // No: the photo path is open, says why, and the front yard's photo button has the focus
    expect(await page.getByTestId('photo-note').textContent()).toBe(get(t, 'home.photoNext'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('photo-front_yard');
    expect(await page.getByTestId('progress-view').count()).toBe(0);
    await screenshot(page, `home-photo-path-${lang}-${viewport}`, false);
  });

  it.each(['phone', 'desktop'] as const)('%s: "Apt 4B" gets the honest apartment answer and the photo path', async (viewport) => {
    const page = await openStudio(viewport, lang);
    await typeAddress(page, APARTMENT);
    const answer = page.getByTestId('apartment-answer');
    await answer.waitFor();
    expect(await answer.locator('strong').textContent()).toBe(fill(get(t, 'home.apartmentTitle'), { unit: 'Apt 4B' }));
    expect(await answer.locator('p').textContent()).toBe(get(t, 'home.apartment'));
    expect(await page.getByTestId('generate-blocker').textContent()).toBe(get(t, 'errors.addressApartment'));
    expect(await page.locator('.generate-bar__btn').isDisabled()).toBe(true);
    await answer.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await screenshot(page, `home-apartment-${lang}-${viewport}`, false);
    await answer.getByRole('button', { name: get(t, 'home.apartmentPhoto') }).click();
    await page.getByTestId('photo-front_yard').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('photo-front_yard');
  });
});

describe('Yes', () => {
  it('designs the house, and a re-run of the same address is not asked again', async () => {
    const page = await openStudio('desktop', 'en');
    await typeAddress(page, '88 Orchard Lane, Portland, OR 97202');
    await pressGenerate(page);
    await page.getByTestId('results').waitFor({ timeout: 90_000 });
    await page.locator('.generate-bar__btn:not([aria-busy="true"])').waitFor({ timeout: 90_000 });
    await page.locator('.generate-bar__btn').click();
    await page.locator('[data-testid="progress-view"], .generate-bar__btn[aria-busy="true"]').first().waitFor();
    expect(await page.getByTestId('confirm-home').count()).toBe(0);
  });
});
