import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { serveIdentityScripts } from './accounts.ts';
import { newPage, seedStudio, VIEWPORTS } from './harness.ts';

// The studio as the journeys use it: a returning visitor's browser, one design made, a run's saved state,
// pictures loaded.

/**
 * A returning visitor's browser (consent answered, the studio in `lang`, optionally a run's saved state),
 * its context added to `keep` so the file closes it. With `identity`, the sign-in scripts are served locally.
 */
export async function returningVisitor(
  browser: Browser,
  keep: BrowserContext[],
  viewport: keyof typeof VIEWPORTS,
  lang: string,
  opts: { identity?: boolean; state?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport, opts.locale);
  keep.push(context);
  if (opts.identity) await serveIdentityScripts(context);
  await seedStudio(context, lang, opts.state);
  return { context, page };
}

/** Every image `selector` matches (at least one) is loaded and has pixels. */
export async function imagesLoaded(page: Page, selector: string, timeout = 30_000) {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
      { timeout },
    )
    .toBe(true);
}

/** One design on the studio page already open: `address`, the front yard alone, `style` alone; waits for its summary. */
export async function makeDesign(page: Page, address: string, style: string, timeout = 180_000) {
  const field = page.locator('input[name="address"]');
  await field.waitFor({ timeout: 30_000 });
  await field.fill(address);
  for (const id of ['front_yard', 'back_yard', 'walkway']) {
    const box = page.locator(`[data-area="${id}"] input[type=checkbox]`).first();
    if ((await box.isChecked()) !== (id === 'front_yard')) await box.click();
  }
  // every other style off first (the number of styles is limited), then the one wanted on
  const styles = page.locator('[data-style]');
  for (const card of await styles.all()) {
    const box = card.locator('input[type=checkbox]');
    if ((await card.getAttribute('data-style')) !== style && (await box.isChecked())) await box.click();
  }
  const wanted = page.locator(`[data-style="${style}"] input[type=checkbox]`);
  if (!(await wanted.isChecked())) await wanted.click();
  await pressGenerate(page);
  await page.getByTestId('design-summary').waitFor({ timeout });
}

/**
 * Presses Generate (the studio's bar unless `button` says otherwise) and, before the first design of an address,
 * answers "Is this your home?" with Yes (decision 047); a run of photos, or of an address already confirmed or
 * designed, starts at once. Waits until it is asked, or the run started or was refused.
 */
export async function pressGenerate(page: Page, button = page.locator('.generate-bar__btn')) {
  await button.click();
  // the studio answers the click before it returns (a discrete event renders at once): asked, or on its way
  const asked = page.getByTestId('confirm-home');
  const started = page.locator('.generate-bar__btn[aria-busy="true"], [data-testid="progress-view"], [data-testid="error-banner"], .toast');
  await asked.or(started).first().waitFor({ timeout: 30_000 });
  if (await asked.isVisible()) await page.locator('.confirm-home .btn--primary').click();
}

/** After "Generate designs": waits for the results and the run's "ready" toast, then gives the studio's saved state. */
export async function finishedRun(page: Page, timeout = 90_000): Promise<string> {
  await page.getByTestId('results').waitFor({ timeout: 60_000 });
  await page.locator('.toast', { hasText: /ready/ }).first().waitFor({ timeout });
  return page.evaluate((key) => localStorage.getItem(key) ?? '{}', STORAGE_KEYS.studio);
}
