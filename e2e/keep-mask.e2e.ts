import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { renderOriginal, sceneFromAddress } from '../packages/design/src/index.ts';
import { VIEWPORTS, axeViolations, launchBrowser, newPage, removeDataDir, screenshot, startServer, watchCsp, type AppServer } from './lib/harness.ts';
import { pressGenerate } from './lib/studio.ts';

// House-Lock's brush: after adding a photo in step 1 the homeowner sees what will be kept, tinted over
// the photo, corrects it with the "Keep" and "Change" brushes (mouse, touch, keyboard), generates, and
// the result's "House kept" score and mask are the corrected mask's.

const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';
let browser: Browser;
let server: AppServer;
let photo: Buffer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'procedural' })]);
  // a phone's landscape photo of a front yard (another house than the address's example one)
  photo = await sharp(await renderOriginal(sceneFromAddress('77 Juniper Lane, Boise, ID'), 'front_yard', { size: 800 }))
    .resize(800, 600, { fit: 'fill' })
    .jpeg({ quality: 88 })
    .toBuffer();
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

async function prepare(context: BrowserContext, lang = 'en') {
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
}

/** Opens the studio and adds the photo to the front yard; answers the editor's canvas once the mask is drawn. */
async function addPhoto(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/studio`);
  await page.getByTestId('photo-picker').locator('button').first().click();
  await page.getByTestId('photo-front_yard').setInputFiles({ name: 'IMG_5120.JPG', mimeType: 'image/jpeg', buffer: photo });
  const canvas = page.getByTestId('keep-mask-canvas');
  await canvas.waitFor({ timeout: 30_000 });
  await expect.poll(() => shareOf(page), { timeout: 10_000 }).toBeGreaterThan(0);
  return canvas;
}

/**
 * Brings an element to the middle of the screen, clear of the sticky generate bar, and waits until it
 * stays there (the studio may still be scrolling itself): pointer input goes to screen positions.
 */
async function centre(l: Locator) {
  await l.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const y = (await l.boundingBox())?.y ?? -1;
    if (y === last) return;
    last = y;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const shareOf = async (page: Page) => Number(/(\d+)/.exec((await page.getByTestId('keep-mask-share').textContent()) ?? '')?.[1] ?? NaN);

/** Share of sample points of a band of the canvas (relative rows) drawn as "keep" (tinted). */
const BAND = { top: 0.86, bottom: 0.97 };
async function bandKeptInEditor(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement, band) => {
    const ctx = c.getContext('2d')!;
    const y0 = Math.round(band.top * c.height);
    const y1 = Math.round(band.bottom * c.height);
    const d = ctx.getImageData(0, y0, c.width, y1 - y0).data;
    let kept = 0;
    for (let i = 3; i < d.length; i += 4) kept += d[i]! > 0 ? 1 : 0;
    return kept / (d.length / 4);
  }, BAND);
}

/** Strokes across the band with the mouse, left to right, row by row. */
async function brushBandWithMouse(page: Page, canvas: Locator) {
  await centre(canvas);
  const box = (await canvas.boundingBox())!;
  for (const rel of [0.88, 0.92, 0.96]) {
    const y = box.y + rel * box.height;
    await page.mouse.move(box.x + 2, y);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + (i / 12) * (box.width - 2), y);
    await page.mouse.up();
  }
}

describe('House-Lock brush', () => {
  it('shows what will be kept, corrects it with the mouse and the keyboard, and generates with the corrected mask', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await prepare(context);
    const canvas = await addPhoto(page);
    const editor = page.getByTestId('keep-mask');
    expect(await editor.getByText("We'll keep the highlighted part exactly as it is.", { exact: false }).count()).toBe(1);
    // the canvas is named and described for assistive technology
    expect(await canvas.getAttribute('aria-label')).toBe('Keep mask of the Front Yard photo');
    expect(await canvas.getAttribute('aria-describedby')).toBeTruthy();
    expect(await axeViolations(page, '.keep-mask')).toEqual([]);
    await centre(editor);
    await screenshot(page, 'keep-mask-en-1440', false);

    // The lawn at the bottom is the garden's to change; the homeowner wants that strip kept.
    const suggested = await shareOf(page);
    expect(await bandKeptInEditor(canvas)).toBeLessThan(0.5);
    await editor.getByRole('slider', { name: 'Brush size' }).fill('20');
    await brushBandWithMouse(page, canvas);
    expect(await bandKeptInEditor(canvas)).toBeGreaterThan(0.97);
    expect(await shareOf(page)).toBeGreaterThan(suggested);
    await expect.poll(() => editor.getByText('Corrected by you').count()).toBe(1);

    // Undo takes the stroke back, one at a time; Reset goes back to the suggestion.
    const undo = editor.getByRole('button', { name: 'Undo' });
    await centre(undo);
    let undone = 0;
    while (!(await undo.isDisabled()) && undone < 5) {
      await undo.click();
      undone++;
    }
    expect(undone).toBeGreaterThanOrEqual(1);
    expect(await shareOf(page)).toBe(suggested);
    expect(await undo.isDisabled()).toBe(true);

    // The keyboard: the Change brush, arrow keys to move, Space held to paint; Ctrl+Z undoes it.
    await editor.getByRole('radio', { name: 'Change' }).check();
    await canvas.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.down('Space');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.up('Space');
    expect(await shareOf(page)).toBeLessThan(suggested);
    await page.keyboard.press('Control+z');
    expect(await shareOf(page)).toBe(suggested);
    expect(await editor.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);

    // The correction that goes with the designs: the lawn strip kept.
    await editor.getByRole('radio', { name: 'Keep' }).check();
    await brushBandWithMouse(page, canvas);
    expect(await bandKeptInEditor(canvas)).toBeGreaterThan(0.97);
    await screenshot(page, 'keep-mask-en-1440-corrected', false);

    await page.getByLabel('Property address').fill(ADDRESS);
    for (const name of [/Back\/Side Yard/, /Walkway/]) {
      const box = page.getByRole('checkbox', { name });
      if (await box.isChecked()) await box.click();
    }
    for (const id of ['modern_minimalist', 'california_native', 'japanese_zen', 'mediterranean']) {
      const box = page.locator(`[data-style="${id}"] input[type=checkbox]`);
      if ((await box.count()) && (await box.isChecked()) !== (id === 'japanese_zen')) await box.click();
    }
    await pressGenerate(page);
    await page.getByTestId('results').waitFor({ timeout: 90_000 });
    const kept = page.getByTestId('house-kept');
    await kept.waitFor({ timeout: 60_000 });
    expect(await kept.locator('.house-kept__score').textContent()).toMatch(/House kept: \d+ %/);
    expect(await kept.getByTestId('house-mask-user').textContent()).toBe('Kept what you marked with the brush.');

    // the mask the toggle shows is the homeowner's: the lawn strip is white in it
    await page.getByTestId('house-mask-toggle').click();
    const mask = page.getByTestId('house-mask');
    await mask.waitFor();
    await expect.poll(() => mask.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await mask.getAttribute('src'))!;
    const png = await (await page.request.get(new URL(src, server.url).href)).body();
    const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    let n = 0;
    for (let y = Math.round(0.88 * info.height); y < Math.round(0.95 * info.height); y++)
      for (let x = Math.round(0.05 * info.width); x < Math.round(0.95 * info.width); x++, n++) white += data[y * info.width + x]! > 127 ? 1 : 0;
    expect(white / n).toBeGreaterThan(0.97);
    await screenshot(page, 'keep-mask-results-1440', false);
    await context.close();
  }, 180_000);

  for (const lang of ['es', 'zh'] as const) {
    it(`brushes with a finger on a 390 px phone (${lang})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
      await watchCsp(context);
      await prepare(context, lang);
      const page = await context.newPage();
      const canvas = await addPhoto(page);
      const editor = page.getByTestId('keep-mask');
      // nothing of the editor is wider than the phone
      const wide = await page.evaluate(
        (w) =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > w + 1)
            .map((el) => `${el.tagName}.${el.className}: ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)} px`)
            .slice(0, 8),
        VIEWPORTS.phone.width,
      );
      expect(wide).toEqual([]);
      const stage = (await canvas.boundingBox())!;
      expect(stage.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(await axeViolations(page, '.keep-mask')).toEqual([]);
      await centre(canvas);
      await screenshot(page, `keep-mask-${lang}-390`, false);

      // a finger drawn across the lawn, through the browser's own touch input
      const before = await bandKeptInEditor(canvas);
      const cdp = await context.newCDPSession(page);
      await centre(canvas);
      const box = (await canvas.boundingBox())!;
      const y = box.y + 0.92 * box.height;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, radiusX: 6, radiusY: 6, id: 1 }] });
      await touch('touchStart', box.x + 4);
      for (let i = 1; i <= 16; i++) await touch('touchMove', box.x + (i / 16) * (box.width - 4));
      await touch('touchEnd', 0);
      await expect.poll(() => bandKeptInEditor(canvas)).toBeGreaterThan(before + 0.05);
      await expect.poll(() => shareOf(page)).toBeGreaterThan(0);
      await centre(editor.getByRole('button').last());
      await screenshot(page, `keep-mask-${lang}-390-corrected`, false);
      await context.close();
    }, 120_000);
  }
});
