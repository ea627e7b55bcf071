import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES, LIMITS, STORAGE_KEYS, type Language } from '../packages/contract/src/index.ts';
import { ROOT, injectAxe, launchBrowser, newPage, removeDataDir, startServer, VIEWPORTS, type AppServer } from './lib/harness.ts';

// The app shell of product §2: routes and access guard, layout, languages, the startup health gate and
// the feedback modal, against the real server in embedded mode.

const LOCALES = join(ROOT, 'apps/web/src/locales');

let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

async function open(path: string, opts: { viewport?: keyof typeof VIEWPORTS; lang?: Language; clock?: boolean } = {}) {
  const { context, page } = await newPage(browser, opts.viewport ?? 'desktop');
  contexts.push(context);
  if (opts.lang) await context.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [STORAGE_KEYS.language, opts.lang] as const);
  if (opts.clock) await page.clock.install();
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

/** The layout is up once the health gate has let the app in. */
const ready = (page: Page) => page.locator('.site-header').waitFor({ timeout: 20_000 });
const toastWith = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
/** Screenshots with CSS animations finished, so sheets and dialogs are captured at rest. */
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(ROOT, 'e2e/artifacts', `${name}.png`), fullPage, animations: 'disabled' });

// ---- translations --------------------------------------------------------------------------

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object') flatten(v, key, out);
    else out.set(key, v);
  }
  return out;
}
function messages(lang: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(join(LOCALES, lang)).filter((n) => n.endsWith('.json'))) {
    const ns = f.replace(/\.json$/, '');
    for (const [k, v] of flatten(JSON.parse(readFileSync(join(LOCALES, lang, f), 'utf8')) as Tree)) out.set(`${ns}:${k}`, v);
  }
  return out;
}
/** English texts (without {{placeholders}}) whose translation into `lang` differs. */
function englishOnly(lang: Language): Set<string> {
  const en = messages('en');
  const other = messages(lang);
  const out = new Set<string>();
  for (const [k, v] of en) if (!v.includes('{{') && other.get(k) && other.get(k) !== v && /\p{L}{3,}/u.test(v)) out.add(v.trim());
  return out;
}
/** Texts of visible leaf-ish elements and accessible names of controls. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const r = (el as HTMLElement).getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[hidden],[aria-hidden="true"]');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (el && text && visible(el)) out.push(text, (el.textContent ?? '').replace(/\s+/g, ' ').trim());
    }
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      if (!visible(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v.trim());
      }
    }
    return out;
  });
}

const SPEC_EN = [
  'Studio',
  'Gallery',
  'About',
  'Sign In',
  'Sign In Required',
  'Please sign in to access this feature and save your designs',
  'Feedback',
  'Sample styles',
  'Product',
];

describe('app shell', () => {
  it('renders every route of product §2 with its access rule', async () => {
    const { page } = await open('/');
    await ready(page);
    // React DOM renders the production studio (decision 018): its root container carries React's own key.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')))).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Studio', exact: true }).first().getAttribute('aria-current')).toBe('page');
    expect(await page.locator('main#main-content').count()).toBe(1);
    expect(await page.title()).toContain('Landscape Studio');

    await page.goto(`${server.url}/studio`);
    await ready(page);
    expect(await page.locator('main').count()).toBe(1);

    const guarded: [string, string][] = [
      ['/pro', 'Pro Design'],
      ['/virtual-tour-demo', 'Virtual Tour Demo'],
      ['/gallery', 'Gallery'],
      ['/style-admin', 'Style Management'],
      ['/requirements-admin', 'Requirements Admin'],
      ['/admin/feedback', 'Feedback Admin'],
    ];
    for (const [path, title] of guarded) {
      await page.goto(`${server.url}${path}`);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
      await page.getByText('Please sign in to access this feature and save your designs').waitFor();
      expect(await page.title()).toBe(`${title} · Landscape Studio`);
    }
    await shot(page, 'shell-desktop-en-guard');
    // The guard's button opens the auth modal.
    await page.locator('.guard').getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.goto(`${server.url}/about`);
    await ready(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'About', exact: true }).first().getAttribute('aria-current')).toBe('page');

    await page.goto(`${server.url}/no/such/page`);
    await ready(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Studio' }).click();
    await page.waitForURL(`${server.url}/studio`);

    // The sign-in callback sits outside the shared layout.
    await page.goto(`${server.url}/auth/callback`);
    await page.getByRole('heading', { name: 'Sign-in was not completed' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('.site-footer').count()).toBe(0);
  });

  it('shows the header, footer and auth modal of the shared layout', async () => {
    const { page } = await open('/about');
    await ready(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Studio', 'Gallery', 'Pro Design', 'Virtual Tour', 'About']);
    const footer = page.locator('footer');
    await footer.getByRole('heading', { name: 'Product' }).waitFor();
    expect(await footer.getByText('Modern Minimalist').isVisible()).toBe(true);
    expect(await footer.getByText('Japanese Zen').isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'hello@landscape.studio' }).getAttribute('href')).toBe('mailto:hello@landscape.studio');

    // Privacy preferences from the footer are recorded locally (product §3 consent preferences).
    await footer.getByRole('button', { name: 'Privacy preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Privacy Preferences' });
    await prefs.getByRole('checkbox', { name: /Analytics/ }).check();
    await shot(page, 'shell-desktop-en-consent');
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await toastWith(page, 'Your privacy preferences were saved').waitFor();
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), STORAGE_KEYS.consent);
    expect(saved).toMatchObject({ emailMarketing: false, analytics: true, hasConsented: true });
    expect(Number.isNaN(Date.parse(saved.consentDate))).toBe(false);
    await page.reload();
    await ready(page);

    // Skip link is the first stop and lands on main.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // Auth modal: Sign In <-> Sign Up, real validation, and the identity provider's refusal (a weak password) as a toast.
    await page.locator('.site-header').getByRole('button', { name: 'Sign In' }).click();
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await modal.getByLabel('Full name').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await modal.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await modal.getByText('Please enter your full name').waitFor();
    expect(await modal.getByText('Please enter your email', { exact: true }).isVisible()).toBe(true);
    expect(await modal.getByText('Please enter your password').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await modal.getByLabel('Full name').fill('Ana Ruiz');
    await modal.getByLabel('Email').fill('ana@example');
    await modal.getByLabel('Password').fill('abc');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await modal.getByText('Please enter a valid email address').waitFor();
    await modal.getByLabel('Email').fill('ana@example.com');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    // the provider's refusal is said at the field it is about (issue 51)
    await modal.getByTestId('password-error').filter({ hasText: 'Please choose a stronger password (at least 6 characters).' }).waitFor();
    await shot(page, 'shell-desktop-en-auth-modal');
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await modal.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
  });

  it('opens and closes the mobile menu with the keyboard', async () => {
    const { page } = await open('/about', { viewport: 'phone' });
    await ready(page);
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).first().getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Studio', 'Gallery', 'Pro Design', 'Virtual Tour', 'About']);
    // Sign In appears once the identity provider's state is known (it loads after the first paint).
    await menu.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
    // Focus starts inside and Tab stays inside.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    // A link navigates and closes the menu.
    await toggle.click();
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${server.url}/gallery`);
    await menu.waitFor({ state: 'detached' });
  });

  it('turns the whole visible page into Spanish and Chinese with the header toggle', async () => {
    const { page } = await open('/about');
    await ready(page);
    const toggle = page.locator('.site-header .lang-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('EN: Language English, switch to Español');
    const expected: Record<Language, string> = { en: 'EN', es: 'ES', zh: '中文' };
    for (const lang of ['es', 'zh'] as const) {
      await toggle.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect((await toggle.textContent())?.trim()).toBe(expected[lang]);
      expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.language)).toBe(lang);
      const english = englishOnly(lang);
      for (const path of ['/about', '/gallery', '/studio', '/nope']) {
        await page.goto(`${server.url}${path}`);
        await ready(page);
        await page.waitForTimeout(300);
        const texts = await visibleTexts(page);
        const leftovers = [...new Set(texts.filter((t) => english.has(t) || SPEC_EN.includes(t)))];
        expect(leftovers, `English left on ${path} in ${lang}`).toEqual([]);
      }
      await page.goto(`${server.url}/about`);
      await ready(page);
    }
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    for (const lang of LANGUAGES) expect(englishOnly(lang === 'en' ? 'es' : lang).size).toBeGreaterThan(50);
  });

  it('feedback modal: limits, focus handling, failure and a stored submission', async () => {
    const { page } = await open('/about');
    await ready(page);
    const fab = page.getByRole('button', { name: 'Feedback' });
    await fab.click();
    const modal = page.getByRole('dialog', { name: 'Share your feedback' });
    await modal.waitFor();
    const box = modal.getByLabel('Your feedback');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    const send = modal.getByRole('button', { name: 'Send Feedback' });
    const counter = modal.locator('.counter');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('too short');
    expect(await modal.getByText(`Feedback must be at least ${LIMITS.feedbackMin} characters`).isVisible()).toBe(true);
    expect(await counter.getAttribute('data-tone')).toBe('error');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('          123456789          ');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('1234567890');
    expect(await counter.getAttribute('data-tone')).toBe('normal');
    expect(await send.isEnabled()).toBe(true);
    await box.fill('x'.repeat(LIMITS.feedbackMax + 100));
    expect((await box.inputValue()).length).toBe(LIMITS.feedbackMax);
    expect(await counter.getAttribute('data-tone')).toBe('warning');
    expect((await counter.textContent())?.startsWith(`${LIMITS.feedbackMax}/${LIMITS.feedbackMax}`)).toBe(true);
    const colors = await page.evaluate(() => {
      const c = document.querySelector('.counter')!;
      return getComputedStyle(c).color;
    });
    expect(colors).toBe('rgb(161, 92, 7)');
    await box.press('End');
    await page.keyboard.type('more');
    expect((await box.inputValue()).length).toBe(LIMITS.feedbackMax);

    // Focus is trapped: many Tabs never leave the dialog.
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('feedback-fab'))).toBe(true);

    // A failing server keeps the draft and says so.
    await page.route('**/api/feedback/submit', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }));
    await fab.click();
    await box.fill('The style cards are lovely, more please!');
    await send.click();
    await modal.getByRole('alert').getByText('Failed to submit feedback. Please try again.').waitFor();
    await shot(page, 'shell-desktop-en-feedback-failed');
    await page.unroute('**/api/feedback/submit');
    // Closing keeps a draft that failed to send, without the old failure.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await fab.click();
    expect(await box.inputValue()).toBe('The style cards are lovely, more please!');
    expect(await modal.getByRole('alert').count()).toBe(0);

    // The real server stores it and thanks the user.
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/feedback/submit') && r.request().method() === 'POST');
    await send.click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(JSON.parse(res.request().postData() ?? '{}')).toEqual({ message: 'The style cards are lovely, more please!' });
    expect(await res.json()).toMatchObject({ success: true });
    await modal.getByText('Thank you for your feedback!').waitFor();
    await shot(page, 'shell-desktop-en-feedback-sent');
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await modal.waitFor({ state: 'detached' });
    // A message that was sent is not offered again.
    await fab.click();
    expect(await box.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('has no serious or critical axe violations on /, /about and the open feedback modal', async () => {
    const { page } = await open('/');
    const found: Record<string, string[]> = {};
    const check = async (label: string) => {
      // colours are read as shown: a dialog still fading in (200 ms, longer on a busy machine) is not what stays on screen
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
      await injectAxe(page);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        const res = await axe.run(document, { resultTypes: ['violations'] });
        return res.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 4)
                .join(', ')}`,
          );
      });
      found[label] = violations;
    };
    await ready(page);
    await page.waitForTimeout(500);
    await check('/');
    await page.goto(`${server.url}/about`);
    await ready(page);
    await check('/about');
    await page.getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Your feedback', { exact: true }).fill('short');
    await check('feedback modal');
    expect(found).toEqual({ '/': [], '/about': [], 'feedback modal': [] });
  });

  it('screenshots the header, mobile menu, footer and feedback modal in every language', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const w = VIEWPORTS[viewport].width;
      for (const lang of LANGUAGES) {
        const { page, context } = await open('/about', { viewport, lang });
        await ready(page);
        await shot(page, `shell-${w}-${lang}-about-top`);
        if (viewport === 'desktop') await shot(page, `shell-${w}-${lang}-about`, true);
        await page.locator('.site-header').screenshot({ path: join(ROOT, 'e2e/artifacts', `shell-${w}-${lang}-header.png`), animations: 'disabled' });
        // hidden through the DOM: a screenshot `style` is an inline stylesheet, which the studio's CSP refuses
        const floating = (visibility: string) =>
          page.evaluate((v) => document.querySelectorAll<HTMLElement>('.site-header, .feedback-fab').forEach((e) => (e.style.visibility = v)), visibility);
        await floating('hidden');
        await page.locator('footer').screenshot({ path: join(ROOT, 'e2e/artifacts', `shell-${w}-${lang}-footer.png`), animations: 'disabled' });
        await floating('');
        await page.evaluate(() => window.scrollTo(0, 0));
        if (viewport === 'phone') {
          await page.locator('.menu-toggle').click();
          await page.locator('#mobile-menu').waitFor();
          await shot(page, `shell-${w}-${lang}-mobile-menu`);
          await page.keyboard.press('Escape');
        }
        await page.locator('.feedback-fab').click();
        await page.getByRole('dialog').waitFor();
        await page.locator('.dialog textarea').fill(lang === 'zh' ? '很喜欢' : 'Love it');
        await shot(page, `shell-${w}-${lang}-feedback`);
        await page.keyboard.press('Escape');
        await page.goto(`${server.url}/gallery`);
        await ready(page);
        await shot(page, `shell-${w}-${lang}-guard`);
        await page.goto(`${server.url}/nope`);
        await ready(page);
        await shot(page, `shell-${w}-${lang}-404`);
        await context.close();
      }
    }
  });

  it('health gate: checking screen, unavailable after 3 failures at start-up, retry recovers', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    contexts.push(context);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/health', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`${server.url}/about`);
    await page.getByText('Checking backend connection...').waitFor();
    await shot(page, 'shell-desktop-en-checking');
    release();
    await ready(page);
    await page.unroute('**/api/health');

    const { page: p2 } = await open('/about', {});
    await p2.route('**/api/health', (route) => route.abort('connectionrefused'));
    await p2.reload();
    await p2.getByRole('heading', { name: 'Backend Unavailable' }).waitFor({ timeout: 15_000 });
    await p2.unroute('**/api/health');
    await p2.getByRole('button', { name: 'Retry Connection' }).click();
    await ready(p2);
    await toastWith(p2, 'Backend connection restored').waitFor();
  });

  it('a page whose code cannot be fetched keeps the header, says so in the page, and loads when visited again', async () => {
    const { page } = await open('/');
    await ready(page);
    // the About page's code does not arrive (the server went away while it was asked for)
    await page.route('**/assets/about-page-*.js', (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    // back again: another page works, and the About page is fetched anew, not remembered as failed
    await page.unroute('**/assets/about-page-*.js');
    await page.getByRole('link', { name: 'Studio', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.locator('.about-hero').waitFor();
  });

  it('health gate: the backend going down and coming back while the app runs', async () => {
    // Safe to retry: a first attempt that failed between stop and restart left the server down.
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) server = await startServer({}, { dataDir: server.dataDir, port: server.port });
    const { page } = await open('/about', { clock: true });
    await ready(page);
    // the page's own code and words have arrived before the server goes (a slow machine can still be
    // fetching them when the header shows: that is the next test's case)
    await page.locator('.about-hero').waitFor();
    const healthFailed = () => page.waitForEvent('requestfailed', { predicate: (r) => r.url().endsWith('/api/health'), timeout: 15_000 });
    const { dataDir, port } = server;
    await server.stop();

    // fastForward fires the 30 s poll once and stops there, so the 4 s toast it raises is still up
    // when we look (runFor would keep ticking fake time past it on a slow machine).
    let failed = healthFailed();
    await page.clock.fastForward(30_000);
    await failed;
    await toastWith(page, 'Backend is not available...').waitFor();
    // one failed check keeps the app: the message says what the page showed instead, should it not
    expect(await page.locator('.site-header').isVisible(), await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400))).toBe(true);

    for (let i = 0; i < 2; i++) {
      failed = healthFailed();
      await page.clock.fastForward(30_000);
      await failed;
    }
    await page.getByRole('heading', { name: 'Backend Unavailable' }).waitFor();
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    await shot(page, 'shell-desktop-en-unavailable');

    failed = healthFailed();
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await failed;
    await page.getByRole('button', { name: 'Retry Connection' }).waitFor();

    server = await startServer({}, { dataDir, port });
    const ok = page.waitForResponse((r) => r.url().endsWith('/api/health') && r.ok());
    await page.clock.fastForward(30_000);
    await ok;
    await ready(page);
    await toastWith(page, 'Backend connection restored').waitFor();
    expect(await page.getByRole('heading', { name: 'Backend Unavailable' }).count()).toBe(0);
    await shot(page, 'shell-desktop-en-restored');
  });
});
