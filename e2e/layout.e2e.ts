import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CLAIM_TOKEN_HEADER, STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { renderOriginal, sceneFromAddress } from '../packages/design/src/index.ts';
import { createUser, idToken, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { type AppServer, closeJourney, launchBrowser, screenshot, startServer, toastSaid, VIEWPORTS } from './lib/harness.ts';
import { findCoverings, type Covering } from './lib/layout.ts';
import { finishedRun, returningVisitor, pressGenerate } from './lib/studio.ts';
import galleryEn from '../apps/web/src/locales/en/gallery.json' with { type: 'json' };
import galleryEs from '../apps/web/src/locales/es/gallery.json' with { type: 'json' };
import galleryZh from '../apps/web/src/locales/zh/gallery.json' with { type: 'json' };
import studioEn from '../apps/web/src/locales/en/studio.json' with { type: 'json' };
import studioEs from '../apps/web/src/locales/es/studio.json' with { type: 'json' };
import studioZh from '../apps/web/src/locales/zh/studio.json' with { type: 'json' };

// The layout rule (issue 32): the sticky header, the Generate bar, the Feedback button, toasts and pills never
// cover a control, nor the focused one (WCAG 2.4.11), in the main journeys — studio, results, keep-mask, Pro,
// My Designs, the share page — at 390 and 1440 px in en, es and zh.

type Lang = 'en' | 'es' | 'zh';
type Width = 'phone' | 'desktop';
const LANGS: Lang[] = ['en', 'es', 'zh'];
const WIDTHS: Width[] = ['phone', 'desktop'];
const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];
/** The studio's saved state after one run (two areas, two styles), replayed in every language and width. */
let studioState: string;
let sharedLink: string;
let owner: { email: string };
let photo: Buffer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ IMAGE_MODEL: 'fake', FAKE_MODEL_LATENCY_MS: '100' })]);
  photo = await sharp(await renderOriginal(sceneFromAddress('77 Juniper Lane, Boise, ID'), 'front_yard', { size: 800 }))
    .jpeg({ quality: 88 })
    .toBuffer();
  owner = await createUser(uniqueEmail('layout'), { name: 'Lena Layout' });
  const token = await idToken(server.url, owner.email);
  await fetch(`${server.url}/api/me/consent`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ emailMarketing: false, analytics: false }),
  });

  const { context, page } = await open('en', 'desktop');
  await page.getByLabel('Property address').fill(ADDRESS);
  await page.getByRole('checkbox', { name: /Back\/Side Yard/ }).check({ force: true });
  await pressGenerate(page);
  studioState = await finishedRun(page, 60_000);
  // The share page's link, made as the share menu makes it (the menu and its clipboard are the share, growth
  // and Pro journeys' part; here, under load, a missed toast would skip every test of the file): the design
  // shared through the API with the claim this browser was given for its generation.
  sharedLink = await page.evaluate(
    async ([claimsKey, header]) => {
      const [generation, token] = Object.entries(JSON.parse(localStorage.getItem(claimsKey!) ?? '{}') as Record<string, string>)[0] ?? [];
      if (!generation || !token) return 'no claim saved for the generation';
      const progress = (await (await fetch(`/api/design/progress/${generation}`, { headers: { [header!]: token } })).json()) as {
        areas: Record<string, { images: { id?: string }[] } | undefined>;
      };
      const id = Object.values(progress.areas).flatMap((a) => a?.images ?? [])[0]?.id;
      if (!id) return 'no design id in the progress answer';
      const res = await fetch(`/api/designs/${id}/share`, { method: 'POST', headers: { [header!]: token } });
      return res.ok ? ((await res.json()) as { url: string }).url : `sharing answered ${res.status}: ${await res.text()}`;
    },
    [STORAGE_KEYS.claims, CLAIM_TOKEN_HEADER] as const,
  );
  if (!/\/d\/[0-9a-f-]{36}$/.test(sharedLink)) throw new Error(`no design link: ${sharedLink}`);
  await context.close();
}, 180_000);

afterAll(() => closeJourney({ browser, server, contexts }));

async function open(lang: Lang, width: Width, state?: string, path = '/studio') {
  const { context, page } = await returningVisitor(browser, contexts, width, lang, { identity: true, state });
  await page.goto(`${server.url}${path}`);
  await page.locator('.site-header').waitFor({ timeout: 30_000 });
  return { context, page };
}

/**
 * What covers a control where the page is now (where the app put it: first paint, the results it scrolled
 * to), then every control focused as the keyboard would reach it, wherever that scrolls the page. A sticky bar
 * may pass over a control while the homeowner scrolls; it may not sit on the one the app shows or focuses.
 */
async function walk(page: Page, within?: string): Promise<Covering[]> {
  await page.waitForTimeout(300);
  return findCoverings(page, { within, focus: true });
}

/** Copies the design's link from its share menu: the "Link copied" toast shows while the page is checked. */
async function showToast(page: Page, within: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await page.locator(`${within} button[aria-controls][aria-expanded]`).first().click();
  await page.locator(`${within} .share-menu__list button:not(.share-stop)`).first().click();
  // read from the page's record of its toasts: one that showed is not missed by a late look
  await toastSaid(page, /./);
  // the menu closes; the toast stays its 4 s
  await page.keyboard.press('Escape');
}

const report = (where: string, found: Covering[]) => found.map((c) => `${where} ${c.kind}: ${c.control} under ${c.coveredBy}`);

describe('nothing covers a control or the focus', () => {
  for (const width of WIDTHS) {
    for (const lang of LANGS) {
      it(`studio, results and keep-mask at ${width} (${lang})`, async () => {
        const problems: string[] = [];
        const fresh = await open(lang, width);
        await fresh.page.locator('input[name=address]').waitFor();
        problems.push(...report('studio', await walk(fresh.page)));
        await screenshot(fresh.page, `layout-studio-${width}-${lang}`, false, { atRest: true });

        // keep-mask: a photo of the front yard opens the brush
        await fresh.page.getByTestId('photo-picker').locator('button').first().click();
        await fresh.page.getByTestId('photo-front_yard').setInputFiles({ name: 'IMG_5120.JPG', mimeType: 'image/jpeg', buffer: photo });
        const canvas = fresh.page.getByTestId('keep-mask-canvas');
        await canvas.waitFor({ timeout: 30_000 });
        problems.push(...report('keep-mask', await walk(fresh.page)));
        await canvas.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await screenshot(fresh.page, `layout-keep-mask-${width}-${lang}`, false, { atRest: true });

        // results, with a toast showing
        const results = await open(lang, width, studioState);
        await results.page.getByTestId('results').waitFor({ timeout: 30_000 });
        await results.page.getByTestId('results').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await showToast(results.page, '[data-testid=results]');
        problems.push(...report('results', await walk(results.page)));
        await results.page.getByTestId('results').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await screenshot(results.page, `layout-results-${width}-${lang}`, false, { atRest: true });
        expect(problems).toEqual([]);
      });

      it(`Pro, My Designs and the share page at ${width} (${lang})`, async () => {
        const problems: string[] = [];
        // signed in through the English header, then shown in the journey's language and width
        const { page } = await open('en', 'desktop', undefined, '/about');
        await signInWithEmail(page, owner.email);
        await page.locator('.user-menu__trigger').waitFor({ timeout: 20_000 });
        await page.evaluate(([key, l]) => localStorage.setItem(key!, l!), [STORAGE_KEYS.language, lang]);
        await page.setViewportSize(VIEWPORTS[width]);

        await page.goto(`${server.url}/pro`);
        await page.getByTestId('pro-file').waitFor({ timeout: 30_000 });
        await page.getByTestId('pro-file').setInputFiles({ name: 'IMG_2040.jpg', mimeType: 'image/jpeg', buffer: photo });
        await page.locator('input[type=radio]').first().check({ force: true });
        const styleId = (await page.locator('input[name=pro-style]:checked').getAttribute('value')) as keyof typeof studioEn.styles.catalog;
        await page.locator('.pro__form button[type=submit]').click();
        await page.getByTestId('pro-result').waitFor({ timeout: 60_000 });
        // the result is titled with the style's name in the page's language, as the studio names it
        await expect
          .poll(() => page.getByTestId('pro-result').locator('h2').first().textContent())
          .toContain({ en: studioEn, es: studioEs, zh: studioZh }[lang].styles.catalog[styleId].name);
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.compare img')].every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        );
        await showToast(page, '[data-testid=pro-result]');
        problems.push(...report('pro', await walk(page)));
        await page.getByTestId('pro-result').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await screenshot(page, `layout-pro-${width}-${lang}`, false, { atRest: true });

        await page.goto(`${server.url}/gallery`);
        await page.locator('.mydesigns').waitFor({ timeout: 30_000 });
        // the photo just redesigned is titled by its kind (a photo of which area) in the page's language,
        // not with an address it never had
        const photoTitles = Object.values({ en: galleryEn, es: galleryEs, zh: galleryZh }[lang].card.photoOf);
        const photoTitle = new RegExp(`^(${photoTitles.join('|')})$`);
        await page.locator('.gcard__title', { hasText: photoTitle }).first().waitFor({ timeout: 20_000 });
        problems.push(...report('my-designs', await walk(page)));
        await screenshot(page, `layout-my-designs-${width}-${lang}`, false, { atRest: true });

        await page.goto(sharedLink);
        await page.locator('.site-header').waitFor();
        await page.locator('main img').first().waitFor({ timeout: 20_000 });
        problems.push(...report('share', await walk(page)));
        await screenshot(page, `layout-share-${width}-${lang}`, false, { atRest: true });
        expect(problems).toEqual([]);
      });
    }
  }
});
