import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { CLAIM_TOKEN_HEADER, LIMITS, STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { axeViolations, launchBrowser, newPage, removeDataDir, screenshot, startServer, type AppServer } from './lib/harness.ts';
import { pressGenerate } from './lib/studio.ts';

// The studio journeys of product §2, §4, §5 against the real server in embedded mode with the fake
// image model: `fast` renders quickly but fails every walkway and the tropical back yard, `slow`
// takes seconds per image.

const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';
let browser: Browser;
let fast: AppServer;
let slow: AppServer;
/** One area at a time, seconds each: the first area's designs are ready while the next one renders. */

beforeAll(async () => {
  [browser, fast, slow] = await Promise.all([
    launchBrowser(),
    startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '150', FAKE_MODEL_FAIL: 'walkway,backyard:tropical_oasis' }),
    startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '6000' }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  for (const s of [fast, slow]) {
    if (!s) continue;
    await s.stop();
    removeDataDir(s.dataDir);
  }
});

async function openStudio(server: AppServer, viewport: 'phone' | 'desktop' = 'desktop', seed?: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser, viewport);
  // The consent dialog of the shell is not what these journeys test: record a choice up front.
  await context.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }));
  }, STORAGE_KEYS.consent);
  if (seed) await seed(page);
  await page.goto(`${server.url}/studio`);
  await page.getByLabel('Property address').waitFor({ timeout: 30_000 });
  return { context, page };
}

const area = (page: Page, name: RegExp) => page.getByRole('checkbox', { name });
const style = (page: Page, name: string) => page.locator(`[data-style="${name}"] input[type=checkbox]`);
const generate = (page: Page) => page.getByRole('button', { name: 'Generate designs' });
const toastWith = (page: Page, text: string) => page.locator('.toast', { hasText: text });
/** The address step at the top of the viewport, below the sticky header, for a screenshot of the field. */
const showField = (page: Page) =>
  page.locator('input[name=address]').evaluate((el) => {
    const step = el.closest('fieldset') ?? el;
    window.scrollTo({ top: step.getBoundingClientRect().top + window.scrollY - 90, behavior: 'instant' });
  });

const studioState = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEYS.studio);

async function fillBrief(page: Page, opts: { areas: RegExp[]; styles: string[] }) {
  await page.getByLabel('Property address').fill(ADDRESS);
  for (const name of [/Front Yard/, /Back\/Side Yard/, /Walkway/]) {
    const box = area(page, name);
    if ((await box.isChecked()) !== opts.areas.some((a) => a.source === name.source)) await box.click();
  }
  for (const id of ['modern_minimalist', 'california_native', 'japanese_zen', 'mediterranean']) {
    const box = style(page, id);
    if ((await box.count()) && (await box.isChecked()) !== opts.styles.includes(id)) await box.click();
  }
}

describe('studio', () => {
  it('foundation: front + back yard in two styles gives 4 redesigns with their originals', async () => {
    const { context, page } = await openStudio(fast, 'desktop');
    await screenshot(page, 'studio-desktop-empty');
    await fillBrief(page, { areas: [/Front Yard/, /Back\/Side Yard/], styles: ['modern_minimalist', 'japanese_zen'] });
    await expect.poll(() => page.getByText('looks good').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Ready to design 4 designs').isVisible()).toBe(true);
    await pressGenerate(page, generate(page));
    await page.getByTestId('progress-view').waitFor();
    await screenshot(page, 'studio-desktop-progress', false);
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    // designs show as each one is finished (each is checked by House-Lock): wait for the fourth
    await expect.poll(() => page.getByTestId('result-thumb').count(), { timeout: 30_000 }).toBe(4);

    const state = await studioState(page);
    expect(state.multiResults).toHaveLength(4);
    expect(new Set(state.multiResults.map((r: { area: string; style: string }) => `${r.area}/${r.style}`))).toEqual(
      new Set(['front_yard/modern_minimalist', 'front_yard/japanese_zen', 'backyard/modern_minimalist', 'backyard/japanese_zen']),
    );
    for (const r of state.multiResults) {
      expect(r.original, 'every redesign keeps its original').toBeTruthy();
      expect(r.render).not.toBe(r.original);
    }
    expect(state.gallery).toHaveLength(4);
    // Both the original and the redesign really load.
    const loaded = await page
      .locator('.stage img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual([true, true]);
    await page.waitForTimeout(400);
    await screenshot(page, 'studio-desktop-results');
    expect(await axeViolations(page, '.studio')).toEqual([]);
    await page.getByTestId('results').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await page.waitForTimeout(300);
    await screenshot(page, 'studio-desktop-results-viewport', false);
    await page.getByTestId('design-summary').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await screenshot(page, 'studio-desktop-summary-viewport', false);

    // Viewer: selection, favourite, keyboard-operable comparison, fullscreen.
    await page.getByTestId('result-thumb').nth(2).click();
    await expect.poll(() => page.locator('.results__count').textContent()).toBe('Design 3 of 4');
    await page.getByRole('button', { name: 'Add to favourites' }).first().click();
    await expect.poll(async () => (await studioState(page)).favorites.length).toBe(1);
    const slider = page.getByTestId('results').getByRole('slider', { name: /Compare before and after/ });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.inputValue()).toBe('48');
    await page.getByRole('button', { name: 'View full screen' }).click();
    await expect.poll(() => page.getByTestId('fullscreen').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('fullscreen').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    if (await page.getByTestId('design-summary').count()) {
      expect(await page.getByTestId('cost-range').textContent()).toMatch(/\d/);
      // The design was made for this site: its zone and place, with the map's age said beside it.
      expect(await page.getByTestId('design-site').textContent()).toMatch(/Zone \d+[ab] · Mountain View, CA.*2012 map/);
    }

    // Instagram has no share intent: the caption and the design's page (shared on first use) go to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fast.url });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy for Instagram' }).click();
    await toastWith(page, 'Text and link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^My .+ ${fast.url}/d/[0-9a-f-]{36}$`));

    // Download: the full-resolution render saved as landscape_{style}_{area}_{timestamp}.png.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^landscape_[a-z_]+_(front_yard|backyard|walkway)_\d{13}\.png$/);
    expect(download.suggestedFilename()).toContain(state.multiResults[2].style);
    // (the fake model's renders are downloaded as stored; language.e2e.ts checks the offline renderer's 2048 px)
    expect((await sharp(readFileSync((await download.path())!)).metadata()).format).toBe('png');

    // Download All: one file per design, 500 ms apart.
    const names: string[] = [];
    const onDownload = (d: { suggestedFilename(): string }) => names.push(d.suggestedFilename());
    page.on('download', onDownload);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Download all' }).click();
    await expect.poll(() => names.length, { timeout: 10_000 }).toBe(4);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_400);
    page.off('download', onDownload);
    // two styles in two areas: four distinct names
    expect(new Set(names.map((n) => n.replace(/_\d+\.png$/, ''))).size).toBe(4);

    // Nothing typed is lost on reload.
    await page.reload();
    await page.getByLabel('Property address').waitFor();
    expect(await page.getByLabel('Property address').inputValue()).toBe(ADDRESS);
    expect(await area(page, /Back\/Side Yard/).isChecked()).toBe(true);
    expect(await style(page, 'japanese_zen').isChecked()).toBe(true);
    // the saved results are drawn again from this browser's storage once the page has loaded
    await expect.poll(() => page.getByTestId('result-thumb').count()).toBe(4);
    await context.close();
  });

  it('shows each design as soon as it is finished, and that a run takes one request of the day', async () => {
    // Its own server: the daily requests it counts are this attempt's alone (a retry starts afresh).
    const staggered = await startServer({
      IMAGE_MODEL: 'fake',
      FAKE_MODEL_DRAW: 'false',
      FAKE_MODEL_LATENCY_MS: '3000',
      GENERATION_CONCURRENCY: '1',
      DAILY_LIMIT: '2',
    });
    try {
      await partialResultsAndAllowance(staggered);
    } finally {
      await staggered.stop();
      removeDataDir(staggered.dataDir);
    }
  });

  async function partialResultsAndAllowance(staggered: AppServer) {
    const { context, page } = await openStudio(staggered, 'desktop');
    await fillBrief(page, { areas: [/Front Yard/, /Back\/Side Yard/], styles: ['modern_minimalist', 'japanese_zen'] });
    // 2 areas × 2 styles: four designs, one request (decision 042)
    await page.getByText(/^Uses 1 of your 2 requests left today: a run is one request/).waitFor();
    await pressGenerate(page, generate(page));
    // the front yard is done while the back yard still renders: its two designs are on screen already
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('result-thumb').count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByTestId('progress-view').isVisible()).toBe(true);
    expect(await page.getByTestId('live-status').locator('[data-status=completed]').count()).toBe(1);
    await screenshot(page, 'studio-desktop-partial', false);
    await page.getByTestId('results').scrollIntoViewIfNeeded();
    await screenshot(page, 'studio-desktop-partial-results', false);
    await expect.poll(() => page.getByTestId('result-thumb').count(), { timeout: 30_000 }).toBe(4);
    await expect.poll(() => page.getByTestId('progress-view').count()).toBe(0);
    expect(await axeViolations(page, '.studio')).toEqual([]);
    await context.close();

    // the run of four designs took one request: one left, said in the singular, on a phone too
    const phone = await openStudio(staggered, 'phone');
    await fillBrief(phone.page, { areas: [/Front Yard/, /Back\/Side Yard/], styles: ['modern_minimalist', 'japanese_zen'] });
    await phone.page.getByText(/^Uses 1 of your 1 request left today: a run is one request/).waitFor();
    await phone.page.getByTestId('generate-allowance').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'studio-phone-allowance', false);
    expect(await generate(phone.page).isDisabled()).toBe(false);
    await phone.context.close();
  }

  it('validation messages, the 3-style cap and the chip cap', async () => {
    const { context, page } = await openStudio(fast, 'phone');
    await screenshot(page, 'studio-phone-empty');
    expect(await axeViolations(page, '.studio')).toEqual([]);
    const address = page.getByLabel('Property address');
    // Empty address: Generate disabled and the reason shown.
    expect(await generate(page).isDisabled()).toBe(true);
    expect(await page.getByTestId('generate-blocker').textContent()).toBe('Please enter an address');
    await address.fill('   ');
    await address.blur();
    await page.getByText('Address cannot be empty').first().waitFor();
    await address.fill('');
    await page.getByText('Please enter an address').first().waitFor();
    await address.fill('Main');
    expect(await page.getByText('looks good').count()).toBe(0);
    // An address that cannot be a property is refused at the field with a hint, and Generate says why.
    await address.fill('asdf');
    await page.getByText('Address validation failed: add the city or ZIP code').first().waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await generate(page).isDisabled()).toBe(true);
    await showField(page);
    await screenshot(page, 'studio-phone-address-invalid', false);
    await address.fill('2020 SW 4th Ave, Portland, OR 97201');
    await page.getByTestId('address-site').getByText('Zone 8b · Portland, OR').waitFor();
    await showField(page);
    await screenshot(page, 'studio-phone-address-zone', false);
    await address.fill(ADDRESS);
    await page.getByText('looks good').waitFor();

    // No area: disabled with the message. Cards work from the keyboard.
    await area(page, /Front Yard/).focus();
    await page.keyboard.press('Space');
    expect(await area(page, /Front Yard/).isChecked()).toBe(false);
    expect(await generate(page).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('generate-blocker').textContent()).toBe('Please select at least one area to design');
    await area(page, /Front Yard/).click();

    // No style: the click explains.
    await style(page, 'modern_minimalist').click();
    // the blocker follows the click once React has drawn it: polled, not read at once
    await expect.poll(() => page.getByTestId('generate-blocker').textContent()).toBe('Please select at least one style');
    await generate(page).click();
    await toastWith(page, 'Please select at least one style').waitFor();

    // At most 3 styles; the rest are disabled until one is unselected.
    const ids = await page.locator('[data-style]').evaluateAll((els) => els.map((e) => e.getAttribute('data-style')!));
    for (const id of ids.slice(0, 3)) await style(page, id).click();
    for (const id of ids.slice(3)) expect(await style(page, id).isDisabled(), id).toBe(true);
    await page.getByText('You can compare up to 3 styles').waitFor();
    await style(page, ids[0]).click();
    expect(await style(page, ids[3]).isDisabled()).toBe(false);

    // Chips: at most 3 items; a chosen one removes itself.
    const card = page.locator('[data-area="front_yard"]');
    const chips = card.locator('.chip');
    const wishes = card.getByRole('textbox');
    for (let i = 0; i < 3; i++) await chips.nth(i).click();
    const texts = await chips.allTextContents();
    expect((await wishes.inputValue()).split(',').map((s) => s.trim())).toEqual(texts.slice(0, 3).map((s) => s.replace(/^\+/, '').trim()));
    expect(await chips.nth(3).isDisabled()).toBe(true);
    expect(await chips.nth(0).getAttribute('aria-pressed')).toBe('true');
    await chips.nth(1).click();
    expect((await wishes.inputValue()).split(',').length).toBe(2);
    expect(await chips.nth(3).isDisabled()).toBe(false);
    await screenshot(page, 'studio-phone-form');
    await context.close();
  });

  it('partial failure: one of two areas fails and the owner is told', async () => {
    const { context, page } = await openStudio(fast, 'phone');
    await fillBrief(page, { areas: [/Front Yard/, /Walkway/], styles: ['modern_minimalist'] });
    await pressGenerate(page, generate(page));
    await page.getByTestId('progress-view').waitFor();
    await screenshot(page, 'studio-phone-progress', false);
    await toastWith(page, "Completed 1 of 2 areas. Some areas couldn't be generated.").waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('.results__count').textContent()).toBe('Design 1 of 1');
    await page.getByTestId('results').scrollIntoViewIfNeeded();
    await screenshot(page, 'studio-phone-results');
    await screenshot(page, 'studio-phone-results-viewport', false);
    await context.close();
  });

  it("no area completes: 'Failed to generate design' in the banner and a toast", async () => {
    const { context, page } = await openStudio(fast, 'phone');
    await fillBrief(page, { areas: [/Back\/Side Yard/, /Walkway/], styles: [] });
    await page.locator('[data-style="tropical_oasis"] input[type=checkbox]').click();
    await pressGenerate(page, generate(page));
    await page.getByTestId('error-banner').filter({ hasText: 'Failed to generate design' }).waitFor({ timeout: 60_000 });
    await toastWith(page, 'Failed to generate design').waitFor();
    expect(await page.getByTestId('progress-failed').locator('[data-status=failed]').count()).toBe(2);
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId)).toBeNull();
    await page.getByTestId('error-banner').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await screenshot(page, 'studio-phone-failed', false);
    await context.close();
  });

  it('a single area that fails in every style shows the error banner and toast', async () => {
    const { context, page } = await openStudio(fast, 'desktop');
    await fillBrief(page, { areas: [/Walkway/], styles: ['modern_minimalist', 'japanese_zen'] });
    const calls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/generate') && calls.push(r.postData() ?? ''));
    await pressGenerate(page, generate(page));
    const banner = page.getByTestId('error-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(calls).toHaveLength(2);
    expect(await page.getByTestId('progress-failed').locator('[data-status=failed]').count()).toBe(2);
    expect((await banner.textContent()) ?? '').toMatch(/fail/i);
    await screenshot(page, 'studio-desktop-error', false);
    await banner.getByRole('button', { name: 'Dismiss error' }).click();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('recovery: a reload mid-job resumes polling and shows the results', async () => {
    const { context, page } = await openStudio(slow, 'desktop');
    await fillBrief(page, { areas: [/Front Yard/, /Back\/Side Yard/], styles: ['modern_minimalist'] });
    await pressGenerate(page, generate(page));
    await page.getByTestId('progress-view').waitFor();
    // stored once the server has answered with the request id (the server may still be busy with earlier journeys' jobs)
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId), { timeout: 10_000 }).toBeTruthy();
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeAreas))!)).toEqual(['front_yard', 'back_yard']);
    await page.reload();
    await page.getByTestId('progress-view').waitFor({ timeout: 15_000 });
    // results show as each design lands: wait for both
    await expect.poll(() => page.getByTestId('result-thumb').count(), { timeout: 60_000 }).toBe(2);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId)).toBeNull();
    await context.close();
  });

  it('recovery: a job that finished while away is restored with a toast', async () => {
    const { context, page } = await openStudio(fast, 'desktop');
    // Start a job straight through the API, then let the studio find it on load.
    const form = new FormData();
    form.append('address', ADDRESS);
    form.append('style', 'japanese_zen');
    form.append('generate_front_yard', 'true');
    const res = await fetch(`${fast.url}/api/design/complete-landscape`, { method: 'POST', body: form });
    const { request_id, claim_token } = (await res.json()) as { request_id: string; claim_token: string };
    for (let i = 0; i < 100; i++) {
      // a visitor's progress answers only the holder of its claim token
      const p = (await (await fetch(`${fast.url}/api/design/progress/${request_id}`, { headers: { [CLAIM_TOKEN_HEADER]: claim_token } })).json()) as {
        status: string;
      };
      if (p.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // as if this browser had started it: the active request and the claim token it was answered with
    await page.evaluate(
      ([k, id, token]) => {
        localStorage.setItem(k.activeRequestId, id);
        localStorage.setItem(k.activeAreas, JSON.stringify(['front_yard']));
        localStorage.setItem(k.claims, JSON.stringify({ [id]: token }));
      },
      [STORAGE_KEYS, request_id, claim_token] as const,
    );
    await page.reload();
    await toastWith(page, 'Recovered completed generation results!').waitFor({ timeout: 15_000 });
    expect(await page.locator('.results__count').textContent()).toBe('Design 1 of 1');
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId)).toBeNull();

    // An unknown id: the keys are cleared.
    await page.evaluate((k) => {
      localStorage.setItem(k.activeRequestId, 'does-not-exist');
      localStorage.setItem(k.activeAreas, JSON.stringify(['front_yard']));
    }, STORAGE_KEYS);
    await page.reload();
    await page.getByLabel('Property address').waitFor();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId)).toBeNull();
    await context.close();
  });

  it('times out after 5 minutes with a slow model', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.addInitScript(
      (key) =>
        localStorage.setItem(key, JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() })),
      STORAGE_KEYS.consent,
    );
    await page.clock.install();
    await page.goto(`${slow.url}/studio`);
    await page.getByLabel('Property address').waitFor({ timeout: 20_000 });
    await fillBrief(page, { areas: [/Front Yard/, /Back\/Side Yard/], styles: ['modern_minimalist', 'japanese_zen'] });
    await pressGenerate(page, generate(page));
    await page.getByTestId('progress-view').waitFor();
    // stored once the server has answered with the request id (the server may still be busy with earlier journeys' jobs)
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId), { timeout: 10_000 }).toBeTruthy();
    await page.clock.fastForward('05:01');
    await page.getByTestId('error-banner').filter({ hasText: 'Generation timed out' }).waitFor({ timeout: 10_000 });
    await toastWith(page, 'Generation timed out').waitFor();
    expect(await page.getByTestId('progress-view').count()).toBe(0);
    // The frozen progress view says where it stopped.
    expect(await page.getByTestId('progress-failed').locator('[data-status=stopped]').count()).toBe(2);
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.activeRequestId)).toBeNull();
    await screenshot(page, 'studio-desktop-timeout', false);
    await context.close();
  });

  it('styles fall back after 3 attempts, the hero keeps its built pictures, and Spanish reads naturally', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await context.addInitScript(
      ([consent, lang]) => {
        localStorage.setItem(consent, JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }));
        localStorage.setItem(lang, 'es');
      },
      [STORAGE_KEYS.consent, STORAGE_KEYS.language] as const,
    );
    let styleCalls = 0;
    await page.route('**/api/styles', (route) => {
      styleCalls++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' });
    });
    await page.goto(`${fast.url}/studio`);
    await page.getByText('Preparando AI Landscape Studio...').waitFor({ timeout: 20_000 });
    const t0 = Date.now();
    await page.getByLabel('Dirección de la vivienda').waitFor({ timeout: 15_000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(2_000);
    expect(styleCalls).toBe(3);
    expect(await page.locator('[data-style]').evaluateAll((els) => els.map((e) => e.getAttribute('data-style')))).toEqual([
      'modern_minimalist',
      'california_native',
      'japanese_zen',
    ]);
    await page.getByText('Nativo californiano').waitFor();
    await toastWith(page, 'No se pudieron obtener los estilos').waitFor();
    // the hero's pictures are part of the studio's build: they show whatever the API answers
    expect(await page.locator('.hero__compare img').count()).toBe(2);
    await screenshot(page, 'studio-phone-es-fallback');
    await context.close();
  });

  it('the address field places the property or refuses it, in Spanish and Chinese too', async () => {
    for (const [lang, refused, zone] of [
      ['es', 'La validación de la dirección falló: añade la ciudad o el código postal', 'Zona 8b · Portland, OR'],
      ['zh', '地址验证失败：请添加城市或邮政编码', '8b 区 · Portland, OR'],
    ] as const) {
      const { context, page } = await newPage(browser, 'desktop');
      await context.addInitScript(
        ([consent, key, value]) => {
          localStorage.setItem(consent, JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }));
          localStorage.setItem(key, value);
        },
        [STORAGE_KEYS.consent, STORAGE_KEYS.language, lang] as const,
      );
      await page.goto(`${fast.url}/studio`);
      const address = page.locator('input[name=address]');
      await address.waitFor({ timeout: 30_000 });
      await address.fill('asdf');
      await page.getByText(refused).first().waitFor();
      await showField(page);
      await screenshot(page, `studio-desktop-${lang}-address-invalid`, false);
      await address.fill('2020 SW 4th Ave, Portland, OR 97201');
      await page.getByTestId('address-site').getByText(zone).waitFor();
      await showField(page);
      await screenshot(page, `studio-desktop-${lang}-address-zone`, false);
      await context.close();
    }
  });

  it('gallery keeps the 20 newest entries, newest first', async () => {
    const seeded = Array.from({ length: LIMITS.galleryMax }, (_, i) => ({
      address: `${i} Old Rd, Town`,
      style: 'mediterranean',
      render: 'missing.png',
      timestamp: 1_700_000_000_000 + i,
    }));
    const { context, page } = await openStudio(fast, 'desktop');
    await page.evaluate(([key, gallery]) => localStorage.setItem(key, JSON.stringify({ currentAddress: '', gallery })), [STORAGE_KEYS.studio, seeded] as const);
    await page.reload();
    await fillBrief(page, { areas: [/Front Yard/], styles: ['japanese_zen'] });
    await pressGenerate(page, generate(page));
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    // The single-area path also brings the analysis of the yard as it is today (analysis_mode).
    const analysis = page.getByTestId('analysis');
    await analysis.waitFor();
    expect(await analysis.textContent()).toMatch(/Curb appeal\s*\d+(\.\d)? \/ 10/);
    await analysis.evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'center' }));
    await screenshot(page, 'studio-desktop-analysis-viewport', false);
    const state = await studioState(page);
    expect(state.gallery).toHaveLength(LIMITS.galleryMax);
    expect(state.gallery[0].address).toBe(ADDRESS);
    const stamps = state.gallery.map((g: { timestamp: number }) => g.timestamp);
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect(stamps).not.toContain(1_700_000_000_000);
    const shown = await page.locator('[data-testid=gallery] li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-timestamp'))));
    expect(shown).toEqual(stamps);

    // A gallery entry opens full screen; Escape closes it.
    await page.locator('[data-testid=gallery] .gallery__open').first().click();
    const dialog = page.locator('.gallery').getByTestId('image-dialog');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);

    // A download that cannot be fetched says so.
    await page.route('**/static/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/download/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await toastWith(page, 'Failed to download image').waitFor();
    await context.close();
  });
});
