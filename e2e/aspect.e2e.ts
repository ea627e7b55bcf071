import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { renderOriginal, sceneFromAddress } from '../packages/design/src/index.ts';
import { type AppServer, closeJourney, launchBrowser, screenshot, startServer } from './lib/harness.ts';
import { expectNothingCovers } from './lib/layout.ts';
import { finishedRun, returningVisitor, pressGenerate } from './lib/studio.ts';

// Images keep their aspect ratio (issue 32): a design of a wide photo shows whole on the results stage,
// in the before/after slider and in full screen (the full-resolution file), at 390 and 1440 px in en, es
// and zh; on a desktop the stage is as wide as its column (no blank gutter beside a square box).

type Lang = 'en' | 'es' | 'zh';
type Width = 'phone' | 'desktop';
const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];
let studioState: string;
let photoRatio: number;

async function open(lang: Lang, width: Width, state?: string): Promise<Page> {
  const { page } = await returningVisitor(browser, contexts, width, lang, { state });
  await page.goto(`${server.url}/studio`);
  await page.locator('.site-header').waitFor({ timeout: 30_000 });
  return page;
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_LATENCY_MS: '100' })]);
  // a wide photo of a front yard (16:9), as a phone held sideways takes it
  const square = await renderOriginal(sceneFromAddress('77 Juniper Lane, Boise, ID'), 'front_yard', { size: 800 });
  const photo = await sharp(square).resize(1280, 720, { fit: 'cover' }).jpeg({ quality: 88 }).toBuffer();
  photoRatio = 1280 / 720;

  const page = await open('en', 'desktop');
  await page.getByLabel('Property address').fill(ADDRESS, { timeout: 30_000 });
  await page.getByTestId('photo-picker').locator('button').first().click();
  await page.getByTestId('photo-front_yard').setInputFiles({ name: 'IMG_6001.JPG', mimeType: 'image/jpeg', buffer: photo });
  for (const name of [/Back\/Side Yard/, /Walkway/]) {
    const box = page.getByRole('checkbox', { name });
    if (await box.isChecked()) await box.click({ force: true });
  }
  await pressGenerate(page);
  studioState = await finishedRun(page);
}, 180_000);

afterAll(() => closeJourney({ browser, server, contexts }));

/** Each stage picture's drawn box against its file: the shape it is shown in, and whether it is cut. */
const stagePictures = (page: Page) =>
  page.locator('[data-testid=results] .stage img').evaluateAll((imgs) =>
    imgs.map((i) => {
      const img = i as HTMLImageElement;
      const box = img.getBoundingClientRect();
      return {
        src: img.getAttribute('src') ?? '',
        fit: getComputedStyle(img).objectFit,
        natural: img.naturalWidth / img.naturalHeight,
        natW: img.naturalWidth,
        box: box.width / box.height,
      };
    }),
  );

describe('pictures keep their shape', () => {
  for (const width of ['desktop', 'phone'] as const) {
    for (const lang of ['en', 'es', 'zh'] as const) {
      it(`a wide photo design shows whole on the stage, in the slider and in full screen at ${width} (${lang})`, async () => {
        const page = await open(lang, width, studioState);
        await page.getByTestId('results').waitFor({ timeout: 30_000 });
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[data-testid=results] .stage img')].every(
            (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
          ),
        );
        // the first design is of the photo: the slider's before is the upload
        const pictures = await stagePictures(page);
        expect(pictures[0]!.src).toMatch(/original-[0-9a-f-]{36}\.jpg$/);
        expect(Math.abs(pictures[0]!.natural - photoRatio)).toBeLessThan(0.02);
        // the stage is the picture's shape; neither picture is cut
        const stage = await page.locator('[data-testid=results] .stage').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { ratio: r.width / r.height, width: r.width, column: el.parentElement!.getBoundingClientRect().width };
        });
        const render = pictures[1]!;
        expect(Math.abs(stage.ratio - render.natural)).toBeLessThan(0.03);
        for (const p of pictures) expect(p.fit).toBe('contain');
        // no gutter: the stage fills its column
        expect(stage.column - stage.width).toBeLessThan(2);

        // the slider still moves from the keyboard
        const slider = page.getByTestId('results').getByRole('slider').first();
        await slider.focus();
        await page.keyboard.press('ArrowLeft');
        expect(await slider.inputValue()).toBe('49');
        await expectNothingCovers(page, `results ${width} ${lang}`, { within: '[data-testid=results]' });
        await page.getByTestId('results').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await screenshot(page, `aspect-results-${width}-${lang}`, false, { atRest: true });

        // full screen: the full-resolution file, whole
        await page.locator('[data-testid=results] .stage__tools button').nth(1).click();
        const full = page.getByTestId('fullscreen').locator('img');
        await expect.poll(() => full.getAttribute('src')).toMatch(/^\/download\//);
        await page.waitForFunction(() => {
          const img = document.querySelector('[data-testid=fullscreen] img') as HTMLImageElement | null;
          return !!img && img.complete && img.naturalWidth > 0;
        });
        const shown = await full.evaluate((i) => {
          const img = i as HTMLImageElement;
          return { natW: img.naturalWidth, ratio: img.naturalWidth / img.naturalHeight, fit: getComputedStyle(img).objectFit };
        });
        expect(shown.fit).toBe('contain');
        expect(Math.abs(shown.ratio - render.natural)).toBeLessThan(0.02);
        expect(shown.natW).toBeGreaterThanOrEqual(render.natW);
        await screenshot(page, `aspect-fullscreen-${width}-${lang}`, false, { atRest: true });
        await page.keyboard.press('Escape');
      }, 90_000);
    }
  }
});
