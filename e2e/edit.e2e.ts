import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations, launchBrowser, removeDataDir, screenshot, startServer, type AppServer } from './lib/harness.ts';
import { makeDesign, returningVisitor } from './lib/studio.ts';

// "Change just this" (product §10): a visitor makes a design, changes it twice in a row — once typed,
// with a region brushed on the picture, once from the style's suggestions — goes back one edit, and
// downloads the design now shown; an instruction the engine cannot apply is answered plainly. At 390
// and 1440 px, in English and Chinese.

const ADDRESS = '12 Elm Street, Portland, OR';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'procedural', DAILY_LIMIT: '50' })]);
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  if (server) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

async function centre(l: Locator) {
  await l.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const y = (await l.boundingBox())?.y ?? -1;
    if (y === last) return;
    last = y;
    await new Promise((r) => setTimeout(r, 120));
  }
}

/** Whether what is drawn at the middle of `l` is `l` itself (nothing fixed or floating covers it). */
async function uncovered(l: Locator): Promise<boolean> {
  await centre(l);
  return l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

/** Sends the panel's instruction and answers the generation id of the new design (or null when refused). */
async function send(page: Page): Promise<{ status: number; generation: string | null }> {
  const answer = page.waitForResponse((r) => /\/api\/designs\/[^/]+\/edit$/.test(r.url()) && r.request().method() === 'POST', { timeout: 90_000 });
  await page.getByTestId('edit-submit').click();
  const res = await answer;
  const body = (await res.json()) as { generation_id?: string };
  return { status: res.status(), generation: res.ok() ? (body.generation_id ?? null) : null };
}

const TEXT = {
  en: {
    open: 'Change just this',
    lawn: 'replace the lawn with gravel',
    idea: 'add a bird bath',
    refuse: 'paint the house blue',
    refused: /I couldn.t change/,
    undo: 'Undo last edit',
    before: 'Before',
    edit1: 'Edit 1',
  },
  zh: {
    open: '只改这里',
    lawn: '把草坪换成砾石',
    idea: '加一个鸟浴盆',
    refuse: '把房子刷成蓝色',
    refused: /./,
    undo: '撤销上一次修改',
    before: '修改前',
    edit1: '第 1 次修改',
  },
} as const;

describe('Change just this', () => {
  it.each([
    ['desktop', 'en'],
    ['phone', 'en'],
    ['desktop', 'zh'],
    ['phone', 'zh'],
  ] as const)(
    'makes two edits in a row, undoes one and downloads (%s, %s)',
    async (viewport, lang) => {
      const text = TEXT[lang];
      const px = viewport === 'phone' ? 390 : 1440;
      const { page } = await returningVisitor(browser, contexts, viewport, lang);
      await page.goto(`${server.url}/studio`);
      await makeDesign(page, ADDRESS, 'cottage_garden', 90_000);
      const source = await page.locator('.results__actions .st-btn--primary').count();
      expect(source).toBe(1);

      // the action is a labelled button, reachable and not covered
      const open = page.getByTestId('edit-open');
      expect((await open.textContent())?.trim()).toBe(text.open);
      expect(await uncovered(open)).toBe(true);
      await screenshot(page, `edit-${px}-${lang}-action`, false, { atRest: true });
      await open.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('edit-panel');
      await panel.waitFor();
      // the instruction field takes the focus and is named
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('edit-instruction');
      expect(await page.getByTestId('edit-suggestion').count()).toBe(4);

      // an empty instruction is said, not sent
      await page.getByTestId('edit-submit').click();
      expect(await page.getByTestId('edit-instruction').getAttribute('aria-invalid')).toBe('true');

      // Edit 1: typed, with a region brushed over the lower half of the picture (on desktop; the phone sends it without)
      const lawn = lang === 'en' ? /\blawn\b/i : /草坪/;
      const materials = () => page.getByTestId('materials').textContent();
      expect(await materials()).toMatch(lawn);
      await page.getByTestId('edit-instruction').fill(text.lawn);
      if (viewport === 'desktop') {
        await page.getByTestId('edit-region-toggle').click();
        const canvas = page.getByTestId('edit-region-canvas');
        await canvas.waitFor();
        await centre(canvas);
        const box = (await canvas.boundingBox())!;
        for (const rel of [0.55, 0.65, 0.75, 0.85, 0.95]) {
          await page.mouse.move(box.x + 2, box.y + rel * box.height);
          await page.mouse.down();
          for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + (i / 10) * (box.width - 2), box.y + rel * box.height);
          await page.mouse.up();
        }
        await expect.poll(() => page.getByTestId('edit-region-share').textContent()).toMatch(/\d+%/);
        expect(await axeViolations(page, '[data-testid="edit-panel"]')).toEqual([]);
        await screenshot(page, `edit-${px}-${lang}-region`, false, { atRest: true });
      }
      expect(await uncovered(page.getByTestId('edit-submit'))).toBe(true);
      const first = await send(page);
      expect(first.status).toBe(200);
      expect(first.generation).toBeTruthy();
      await expect.poll(() => page.getByTestId('edit-chain-step').count(), { timeout: 20_000 }).toBe(2);
      // the new design's materials hold no lawn any more (the summary is in the design's language)
      await expect.poll(materials).not.toMatch(lawn);

      // Edit 2: one of the style's suggestions, made from edit 1
      await page.getByTestId('edit-suggestion').filter({ hasText: text.idea }).click();
      expect(await page.getByTestId('edit-instruction').inputValue()).toBe(text.idea);
      const second = await send(page);
      expect(second.status).toBe(200);
      expect(second.generation).not.toBe(first.generation);
      await expect.poll(() => page.getByTestId('edit-chain-step').count()).toBe(3);
      const current = page.locator('[data-testid="edit-chain-step"][aria-current="step"]');
      expect(await current.locator('.edit-chain__label').textContent()).toBe(`${lang === 'en' ? 'Edit 2' : '第 2 次修改'}`);
      // compared with the one it was made from
      expect(await page.getByTestId('edit-compared-with').textContent()).toContain(text.edit1);
      await centre(page.getByTestId('edit-chain'));
      expect(await axeViolations(page, '.results')).toEqual([]);
      await screenshot(page, `edit-${px}-${lang}-two-edits`, false, { atRest: true });

      // an instruction nothing of which can be applied is answered plainly, and nothing is added
      if (lang === 'en') {
        await page.getByTestId('edit-instruction').fill(text.refuse);
        const refused = await send(page);
        expect(refused.status).toBe(422);
        const said = page.getByTestId('edit-refused');
        await said.waitFor();
        expect(await said.textContent()).toMatch(text.refused);
        expect(await page.getByTestId('edit-chain-step').count()).toBe(3);
        await centre(said);
        await screenshot(page, `edit-${px}-${lang}-refused`, false, { atRest: true });
      }

      // Undo: back to edit 1, which becomes the current design (the one downloaded and shared)
      const undo = page.getByTestId('edit-undo');
      expect((await undo.textContent())?.trim()).toBe(text.undo);
      expect(await uncovered(undo)).toBe(true);
      await undo.click();
      // what was said about edit 2 is not said of edit 1
      expect(await page.getByTestId('edit-status').getAttribute('data-kind')).toBe('idle');
      expect(await current.locator('.edit-chain__label').textContent()).toBe(text.edit1);
      expect(await page.getByTestId('edit-compared-with').textContent()).toContain(text.before);
      await expect
        .poll(() => page.locator('.stage img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? '').join(' ')))
        .toContain(`/generations/${first.generation}/`);

      // Download: the design shown (edit 1)
      const request = page.waitForRequest((r) => r.url().includes('/download/'));
      const download = page.waitForEvent('download');
      await page.locator('.results__actions .st-btn--primary').click();
      expect((await request).url()).toContain(`/generations/${first.generation}/`);
      expect((await download).suggestedFilename()).toMatch(/^landscape_cottage_garden_front_yard_\d+\.png$/);

      // any step can be shown again by keyboard; going back to "before" shows the photo comparison
      await page.getByTestId('edit-chain-step').first().focus();
      await page.keyboard.press('Enter');
      expect(await current.locator('.edit-chain__label').textContent()).toBe(text.before);
      await page.getByTestId('edit-chain-step').nth(1).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await centre(page.getByTestId('edit-chain'));
      await screenshot(page, `edit-${px}-${lang}-undone`, false, { atRest: true });
    },
    240_000,
  );
});
