import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type AppServer, closeJourney, launchBrowser, screenshot, startServer } from './lib/harness.ts';
import { returningVisitor, pressGenerate } from './lib/studio.ts';

// Issue 51: after a run, "Your N designs are ready" sat over the viewer's previous/next, favourite and
// fullscreen buttons for its 4 s on phones. Toasts now take the first place where they sit over no control
// (components/ui/toast-place.ts). This journey watches every frame while a run's toast shows and hit-tests
// every visible, enabled control (its centre and four points inside its corners) against the toasts.

const SHOTS = '/tmp/honest-shots';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ DAILY_LIMIT: '50', IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_LATENCY_MS: '50' }),
  ]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(() => closeJourney({ browser, server, contexts }));

/**
 * From now on, on every frame a toast shows: each control a toast hides at one of its sample points. A
 * control counts as covered when it is hidden on two frames running (the one frame between a scroll and the
 * toasts' move to a new place is not what anyone can tap).
 */
async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __toastFrames: number; __covered: string[] };
    w.__toastFrames = 0;
    w.__covered = [];
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=slider], [role=checkbox], [role=radio], [role=switch], [tabindex]:not([tabindex="-1"])';
    let before = new Set<string>();
    const frame = () => {
      const toaster = document.querySelector('.toaster');
      const now = new Set<string>();
      if (toaster?.querySelector('.toast')) {
        w.__toastFrames++;
        for (const el of document.querySelectorAll(SELECTOR)) {
          if (toaster.contains(el) || (el as HTMLInputElement).disabled || el.closest('[inert], [aria-hidden=true]')) continue;
          const r = el.getBoundingClientRect();
          if (r.width < 4 || r.height < 4 || !(el as HTMLElement).checkVisibility({ visibilityProperty: true })) continue;
          const points = [
            [r.left + r.width / 2, r.top + r.height / 2],
            [r.left + 2, r.top + 2],
            [r.right - 2, r.top + 2],
            [r.left + 2, r.bottom - 2],
            [r.right - 2, r.bottom - 2],
          ];
          for (const [x, y] of points) {
            if (x! < 0 || y! < 0 || x! >= innerWidth || y! >= innerHeight) continue;
            const hit = document.elementFromPoint(x!, y!);
            if (hit && toaster.contains(hit)) {
              const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
              const t = toaster.getBoundingClientRect();
              now.add(
                `${el.tagName.toLowerCase()} "${name}" at ${Math.round(r.top)}–${Math.round(r.bottom)} under the toasts (${(toaster as HTMLElement).dataset.place}) at ${Math.round(t.top)}–${Math.round(t.bottom)}`,
              );
              break;
            }
          }
        }
      }
      for (const c of now) if (before.has(c) && !w.__covered.includes(c)) w.__covered.push(`${c}, scrolled ${Math.round(scrollY)}`);
      before = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const RUNS = [
  { viewport: 'phone', lang: 'en', ready: /Your 2 designs are ready/ },
  { viewport: 'desktop', lang: 'en', ready: /Your 2 designs are ready/ },
  { viewport: 'phone', lang: 'es', ready: /Tus 2 diseños están listos/ },
  { viewport: 'desktop', lang: 'es', ready: /Tus 2 diseños están listos/ },
  { viewport: 'phone', lang: 'zh', ready: /您的 2 套设计已完成/ },
  { viewport: 'desktop', lang: 'zh', ready: /您的 2 套设计已完成/ },
] as const;

describe('toasts never cover a control', () => {
  for (const run of RUNS) {
    it(`after a run at ${run.viewport === 'phone' ? 390 : 1440} px (${run.lang})`, async () => {
      const { page } = await returningVisitor(browser, contexts, run.viewport, run.lang);
      await page.goto(`${server.url}/studio`);
      const field = page.locator('input[name="address"]');
      await field.waitFor({ timeout: 30_000 });
      await field.fill('1600 Amphitheatre Pkwy, Mountain View, CA');
      for (const id of ['front_yard', 'back_yard', 'walkway']) {
        const box = page.locator(`[data-area="${id}"] input[type=checkbox]`).first();
        if ((await box.isChecked()) !== (id === 'front_yard')) await box.click();
      }
      const wanted = ['modern_minimalist', 'japanese_zen'];
      for (const card of await page.locator('[data-style]').all()) {
        const box = card.locator('input[type=checkbox]');
        if ((await box.isChecked()) !== wanted.includes((await card.getAttribute('data-style')) ?? '')) await box.click();
      }
      await watchToasts(page);
      await pressGenerate(page);
      const ready = page.locator('.toast', { hasText: run.ready }).first();
      await ready.waitFor({ timeout: 120_000 });
      const name = `toasts-${run.viewport === 'phone' ? 390 : 1440}-${run.lang}`;
      const shot = await screenshot(page, name, false);
      copyFileSync(shot, join(SHOTS, `${name}.png`));
      // the toast goes after its 4 s: every frame it showed was watched
      await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 30_000 });
      const { frames, covered } = await page.evaluate(() => {
        const w = window as unknown as { __toastFrames: number; __covered: string[] };
        return { frames: w.__toastFrames, covered: w.__covered };
      });
      expect(frames).toBeGreaterThan(10);
      expect(covered).toEqual([]);
      // the viewer's own controls were on screen to be covered (the check had something to look at)
      expect(await page.getByTestId('results').isVisible()).toBe(true);
    }, 240_000);
  }
});
