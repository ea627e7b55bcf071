import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { type AppServer, ARTIFACTS, axeViolations, closeJourney, launchBrowser, screenshot, startServer } from './lib/harness.ts';
import { expectNothingCovers } from './lib/layout.ts';
import { imagesLoaded, makeDesign, returningVisitor } from './lib/studio.ts';
import en from '../apps/web/src/locales/en/growth.json' with { type: 'json' };
import zh from '../apps/web/src/locales/zh/growth.json' with { type: 'json' };

// Own it for years (issue 33): a visitor makes a design, slides through its growth with the keyboard, reads
// its upkeep, plans it in phases within a budget (a typing mistake and a budget too small answered plainly,
// then phases each with a picture and a plan of the yard after it) and downloads the landscaper's pack —
// on a phone (390 px) and a desktop (1440 px), in English and in Chinese. Screenshots and the pack's first
// page (rendered with pdftoppm) land in e2e/artifacts/.

const ADDRESS = '400 Pine St, Seattle, WA 98101';
const TEXT = { en, zh } as const;
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ DAILY_LIMIT: '50' })]);
});

afterAll(() => closeJourney({ browser, server, contexts }));

/** The amounts written in a text ('$4,500–$9,800' → [4500, 9800]). */
const amounts = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));

const RUNS = [
  { viewport: 'phone', width: 390, lang: 'en', style: 'cottage_garden' },
  { viewport: 'desktop', width: 1440, lang: 'en', style: 'cottage_garden' },
  { viewport: 'phone', width: 390, lang: 'zh', style: 'japanese_zen' },
  { viewport: 'desktop', width: 1440, lang: 'zh', style: 'japanese_zen' },
] as const;

describe('own it for years: growth, upkeep, phases and the landscaper’s pack', () => {
  it.each(RUNS)(
    '$width px, $lang',
    async ({ viewport, width, lang, style }) => {
      const t = TEXT[lang];
      const name = `own-it-${width}-${lang}`;
      const { page } = await returningVisitor(browser, contexts, viewport, lang);
      await page.goto(`${server.url}/studio`);
      await makeDesign(page, ADDRESS, style);

      // growth: the three stages with the keyboard, each a different picture
      const growth = page.locator('.results [data-testid="growth-panel"]');
      await growth.waitFor({ timeout: 120_000 });
      const tabs = growth.getByRole('tab');
      expect(await tabs.count()).toBe(3);
      expect(await tabs.first().textContent()).toBe(t.stage.planted);
      await tabs.first().focus();
      const seen = new Set<string>();
      for (let i = 0; i < 3; i++) {
        if (i > 0) await page.keyboard.press('ArrowRight');
        expect(await tabs.nth(i).getAttribute('aria-selected')).toBe('true');
        await imagesLoaded(page, '.results [data-testid="growth-panel"] img');
        seen.add((await growth.getByTestId('growth-image').getAttribute('src'))!);
      }
      expect(seen.size).toBe(3);
      await growth.scrollIntoViewIfNeeded();
      await growth.screenshot({ path: join(ARTIFACTS, `${name}-growth.png`), animations: 'disabled' });

      // upkeep: water and hours as figures, the twelve months
      const upkeep = page.locator('.results [data-testid="upkeep-panel"]');
      expect(amounts((await upkeep.getByTestId('upkeep-water').textContent())!).length).toBe(2);
      expect(amounts((await upkeep.getByTestId('upkeep-hours').textContent())!).length).toBe(2);
      await upkeep.getByText(t.upkeep.calendar).click();
      expect(await upkeep.getByTestId('upkeep-calendar').locator('li').count()).toBe(12);

      // phases: a typing mistake, a budget too small, then one that needs two or three phases
      const panel = page.locator('.results [data-testid="phases-panel"]');
      await panel.scrollIntoViewIfNeeded();
      expect(await panel.getByRole('heading', { level: 4 }).textContent()).toBe(t.phases.title);
      const [, high] = amounts((await panel.locator('.phases__lead').textContent())!);
      expect(high).toBeGreaterThan(0);
      const budget = panel.getByLabel(t.phases.budget.replace('{{currency}}', 'USD'));
      await budget.fill('lots');
      await budget.press('Enter');
      expect(await panel.getByTestId('phases-error').textContent()).toBe(t.phases.notAmount);
      expect(await budget.getAttribute('aria-invalid')).toBe('true');
      await budget.fill('50');
      // the button is the next stop of the keyboard
      await budget.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('phases-submit');
      await page.keyboard.press('Enter');
      const refusal = panel.getByTestId('phases-error');
      await expect.poll(async () => (await refusal.count()) && amounts((await refusal.textContent())!).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const least = amounts((await refusal.textContent())!).at(-1)!;
      expect(least).toBeGreaterThan(50);
      await screenshot(page, `${name}-phases-refused`, false, { atRest: true });
      const asked = Math.max(least, Math.ceil(high / 2.5));
      await budget.fill(String(asked));
      await budget.press('Enter');
      const phases = panel.getByTestId('phase');
      await panel.getByTestId('phases-list').waitFor({ timeout: 180_000 });
      const count = await phases.count();
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
      for (let i = 0; i < count; i++) {
        const high = amounts((await phases.nth(i).locator('.phase__cost').textContent())!).at(-1)!;
        expect(high).toBeLessThanOrEqual(asked);
        expect(await phases.nth(i).locator('.phase__builds li').count()).toBeGreaterThan(0);
      }
      // pictures below the fold load as they are scrolled to (loading=lazy), as a homeowner scrolls
      for (const img of await panel.locator('img').all()) await img.scrollIntoViewIfNeeded();
      await imagesLoaded(page, '.results [data-testid="phases-panel"] img');
      const pictures = await panel.getByTestId('phase-image').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      expect(new Set(pictures).size).toBe(count);
      expect(await panel.getByTestId('phase-plan').count()).toBe(count);
      expect(await axeViolations(page, '.results [data-testid="phases-panel"]')).toEqual([]);
      // "Your design is ready" leaves by itself; what it covers for those seconds is not the panel's layout
      await expect.poll(() => page.locator('.toast').count(), { timeout: 30_000 }).toBe(0);
      await expectNothingCovers(page, `phases ${name}`, { within: '.results [data-testid="phases-panel"]' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await panel.screenshot({ path: join(ARTIFACTS, `${name}-phases.png`), animations: 'disabled' });
      // a phase's picture opens large
      await panel.locator('.phase__open').first().click();
      await page.locator('dialog[open] img').first().waitFor();
      await page.keyboard.press('Escape');

      // the landscaper's pack: a PDF named after the design
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.getByTestId('pack-download').click()]);
      expect(download.suggestedFilename()).toMatch(/-landscaper\.pdf$/);
      const pdf = join(ARTIFACTS, `${name}-pack.pdf`);
      await download.saveAs(pdf);
      expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, join(ARTIFACTS, `${name}-pack-page1`)]);
      await screenshot(page, `${name}-results`, true, { atRest: true });

      // the owner switches the studio to Spanish: the design, its phases and the analysis read in Spanish, as the page does
      if (lang === 'en' && width === 1440) {
        const title = page.locator('.results #summary-title');
        const asMade = await title.textContent();
        const analysis = page.locator('.results .analysis__text');
        const analysisAsMade = await analysis.textContent();
        await page.locator('.site-header .lang-toggle').click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
        await expect.poll(() => title.textContent()).toMatch(/^Jardín delantero de estilo /);
        expect(await title.textContent()).not.toBe(asMade);
        expect(await analysis.textContent()).not.toBe(analysisAsMade);
        expect(await panel.locator('.phase__title').first().textContent()).toMatch(/^Fase 1 · /);
        // its plans drawn with their legend in Spanish: the design's, and each growth stage's
        expect(await page.locator('.results figure.plan img').getAttribute('src')).toMatch(/-plan-es\.png$/);
        expect(await growth.getByTestId('growth-plan').getAttribute('src')).toMatch(/-plan-es\.png$/);
        expect(await page.locator('.results [data-testid="materials"]').innerText()).toMatch(/\d m²/);
        await panel.screenshot({ path: join(ARTIFACTS, `${name}-phases-es.png`), animations: 'disabled' });
      }
    },
    600_000,
  );
});
