import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { DESIGN_LANGUAGES } from '../packages/design/src/catalogue/languages/index.ts';
import { launchBrowser, newPage, removeDataDir, ROOT, screenshot, seriousViolations, startServer, type AppServer } from './lib/harness.ts';
import { pressGenerate } from './lib/studio.ts';

// The homeowner's own language: a design generated in es and in zh with the offline renderer (the
// default model) reads in that language in the results panel — title, features, materials, plants,
// sizes, notes — with metric units; English keeps imperial units. Downloads are 2048 px, named
// landscape_{style}_{area}_{timestamp}.png. Screenshots at 390 and 1440 px in every language.

const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';
type Lang = 'en' | 'es' | 'zh';
type Tree = { [k: string]: string | Tree };
const locale = (lang: Lang, ns: string) => JSON.parse(readFileSync(join(ROOT, 'apps/web/src/locales', lang, `${ns}.json`), 'utf8')) as Tree;
/** The studio's texts: its first chunk and the results viewer's (the results namespace). */
const studioText = (lang: Lang): Tree => ({ ...locale(lang, 'studio'), ...locale(lang, 'results') });
const get = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k]!, tree) as string;

function words(tree: unknown, out = new Set<string>()): Set<string> {
  if (typeof tree === 'string') for (const w of tree.toLowerCase().match(/\p{L}+/gu) ?? []) out.add(w);
  else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) words(v, out);
  return out;
}
/** Words English uses (the design catalogue and the studio's texts) that the other language never does. */
function englishOnly(lang: 'es' | 'zh'): Set<string> {
  const own = words([DESIGN_LANGUAGES[lang], studioText(lang)]);
  return new Set([...words([DESIGN_LANGUAGES.en, studioText('en')])].filter((w) => w.length > 2 && !own.has(w)));
}

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  // the default model: the offline renderer, which draws downloads at full resolution
  [browser, server] = await Promise.all([launchBrowser(), startServer({ DAILY_LIMIT: '50' })]);
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

async function openStudio(lang: Lang) {
  const { context, page } = await newPage(browser, 'desktop');
  await context.addInitScript(
    ([consentKey, languageKey, language]) => {
      if (!localStorage.getItem(consentKey))
        localStorage.setItem(
          consentKey!,
          JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }),
        );
      if (!localStorage.getItem(languageKey!)) localStorage.setItem(languageKey!, language!);
    },
    [STORAGE_KEYS.consent, STORAGE_KEYS.language, lang],
  );
  await page.goto(`${server.url}/studio`);
  await page.getByLabel(get(studioText(lang), 'form.address.label')).waitFor({ timeout: 30_000 });
  return { context, page };
}

async function generateFrontYard(page: Page, lang: Lang) {
  const text = studioText(lang);
  await page.getByLabel(get(text, 'form.address.label')).fill(ADDRESS);
  for (const id of ['front_yard', 'back_yard', 'walkway']) {
    const box = page.getByRole('checkbox', { name: new RegExp(get(text, `areas.${id}.name`).replace(/[/]/g, '\\/')) });
    if ((await box.isChecked()) !== (id === 'front_yard')) await box.click();
  }
  for (const id of ['modern_minimalist', 'california_native', 'japanese_zen', 'mediterranean']) {
    const box = page.locator(`[data-style="${id}"] input[type=checkbox]`);
    if ((await box.count()) && (await box.isChecked()) !== (id === 'mediterranean')) await box.click();
  }
  await pressGenerate(page, page.getByRole('button', { name: get(text, 'generate.button') }));
  await page.getByTestId('design-summary').waitFor({ timeout: 90_000 });
  await page.waitForTimeout(400);
}

/** WCAG A/AA problems of serious or critical impact in the studio. */

async function shots(page: Page, lang: Lang) {
  await page.getByTestId('results').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
  await page.waitForTimeout(200);
  // at 1440 × 900 the result image and its thumbnails are both above the fold
  const stage = await page.locator('.results__stage .stage').boundingBox();
  expect(stage!.y + stage!.height).toBeLessThanOrEqual(900);
  await screenshot(page, `language-${lang}-1440-results`, false);
  await page.getByTestId('design-summary').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
  await screenshot(page, `language-${lang}-1440-summary`, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.getByTestId('results').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
  await screenshot(page, `language-${lang}-390-results`, false);
  await page.getByTestId('design-summary').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
  await screenshot(page, `language-${lang}-390-summary`, false);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('the homeowner reads designs in their own language', () => {
  for (const lang of ['es', 'zh'] as const) {
    it(`${lang}: the results panel has no English but botanical names, and metric units`, async () => {
      const { context, page } = await openStudio(lang);
      await generateFrontYard(page, lang);
      const summary = page.getByTestId('design-summary');
      const botanical = await summary.locator('.plants__botanical').allTextContents();
      expect(botanical.length).toBeGreaterThan(0);
      let text = await summary.innerText();
      for (const b of botanical) text = text.split(b).join(' ');
      // place names stay as they are; cultivar names are quoted and stay too
      text = text.replace(/Mountain View, CA/g, ' ').replace(/'[^'\n]*'/g, ' ');
      const english = englishOnly(lang);
      const found = [...new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => english.has(w)))];
      expect(found, text).toEqual([]);
      expect(text).toContain(DESIGN_LANGUAGES[lang].styles.mediterranean);
      expect(await summary.getByTestId('materials').innerText()).toMatch(lang === 'es' ? /\d m²/ : /\d 平方米/);
      expect(text).not.toMatch(/sq ft|gal\b/);
      // the units switch gives imperial, and back
      await summary.getByRole('button', { name: get(studioText(lang), 'results.unitsImperial') }).click();
      expect(await summary.getByTestId('materials').innerText()).toMatch(lang === 'es' ? /\d ft²/ : /\d 平方英尺/);
      await summary.getByRole('button', { name: get(studioText(lang), 'results.unitsMetric') }).click();
      expect(await seriousViolations(page, '.studio')).toEqual([]);
      await shots(page, lang);

      // Download: the offline renderer's 2048 × 2048 drawing, named landscape_{style}_{area}_{timestamp}.png.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: get(studioText(lang), 'results.download'), exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^landscape_mediterranean_front_yard_\d{13}\.png$/);
      const meta = await sharp(readFileSync((await download.path())!)).metadata();
      expect([meta.width, meta.height]).toEqual([2048, 2048]);
      await context.close();
    });
  }

  for (const lang of ['en', 'es', 'zh'] as const) {
    it(`${lang}: on a phone the Feedback button leaves the Generate bar free; the header hides what scrolls under it`, async () => {
      const { context, page } = await openStudio(lang);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel(get(studioText(lang), 'form.address.label')).fill(ADDRESS);
      const bar = page.locator('.generate-bar__inner');
      await bar.waitFor();
      await page.locator('[data-style]').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      // the bar is on screen (sticky at the bottom), the button inside it too
      const box = await bar.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 1);
      expect(box!.y).toBeGreaterThan(0);
      const overlap = async () => {
        const a = await bar.boundingBox();
        const b = await page.locator('.feedback-fab').boundingBox();
        if (!a || !b) return false;
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      expect(await overlap()).toBe(false);
      await screenshot(page, `language-${lang}-390-generate-bar`, false);
      // the header is opaque: nothing scrolled beneath it shows through
      expect(await page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.waitForTimeout(200);
      await screenshot(page, `language-${lang}-1440-studio`, false);
      await context.close();
    });

    it(`${lang}: style cards show a small render of their style (AVIF or WebP, 1x/2x), lazy, described in the language`, async () => {
      const { context, page } = await openStudio(lang);
      const text = studioText(lang);
      const cards = page.locator('.style-card img');
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.locator('.style-grid').scrollIntoViewIfNeeded();
        await page.locator('.style-grid').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
        await expect
          .poll(
            () =>
              cards.evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
            { timeout: 20_000 },
          )
          .toBe(true);
        const seen = await cards.evaluateAll((imgs) =>
          imgs.map((i) => {
            const img = i as HTMLImageElement;
            return {
              src: img.currentSrc,
              alt: img.alt,
              lazy: img.loading,
              w: img.getAttribute('width'),
              h: img.getAttribute('height'),
              shown: img.getBoundingClientRect().width,
              natural: img.naturalWidth,
              sources: img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelectorAll('source').length : 0,
            };
          }),
        );
        expect(seen.length).toBeGreaterThanOrEqual(3);
        for (const [i, img] of seen.entries()) {
          const name = await page.locator('.style-card__name').nth(i).textContent();
          expect(img.alt).toBe(get(text, 'form.styles.pictureAlt').replace('{{style}}', name!));
          expect(img.src).toMatch(/\.avif$/);
          expect([img.lazy, img.w, img.h, img.sources]).toEqual(['lazy', '320', '180', 2]);
          // the browser picked a picture at least as sharp as the card on this screen (DPR 1 here)
          expect(img.natural).toBeGreaterThanOrEqual(Math.min(640, Math.round(img.shown)));
        }
        // each style looks like itself: no two cards show the same picture
        expect(new Set(seen.map((x) => x.src)).size).toBe(seen.length);
        await page.locator('.style-grid').screenshot({ path: join(ROOT, 'e2e/artifacts', `style-cards-${width}-${lang}.png`), animations: 'disabled' });
      }
      await context.close();
    });
  }

  it('en: imperial units, the currency said plainly, screenshots at both widths', async () => {
    const { context, page } = await openStudio('en');
    await generateFrontYard(page, 'en');
    const summary = page.getByTestId('design-summary');
    expect(await summary.getByTestId('materials').innerText()).toMatch(/\d sq ft/);
    expect(await summary.getByTestId('cost-currency').innerText()).toMatch(/USD \(US dollars?\)/i);
    expect(await summary.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page, '.studio')).toEqual([]);
    await shots(page, 'en');
    await context.close();
  });
});
