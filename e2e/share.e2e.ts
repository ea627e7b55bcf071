import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/index.ts';
import { createUser, signInWithEmail, uniqueEmail } from './lib/accounts.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppServer, ARTIFACTS, closeJourney, launchBrowser, screenshot, seriousViolations, startServer, toastSaid } from './lib/harness.ts';
import { expectNothingCovers } from './lib/layout.ts';
import { imagesLoaded, makeDesign, returningVisitor } from './lib/studio.ts';

// Sharing a design (/d/:id): a signed-in owner makes a design in the studio and copies its link; a
// browser that never signed in opens it and sees the before/after, the plan, the plants and the cost
// in its own language; a design nobody shared shows the not-found state.

const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';
let browser: Browser;
let server: AppServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ DAILY_LIMIT: '50' })]);
});

afterAll(() => closeJourney({ browser, server, contexts }));

describe('sharing a design', () => {
  it('opens a shared design to a browser that never signed in, and only a shared one', async () => {
    const user = await createUser(uniqueEmail('share'), { name: 'Sam Share' });
    const owner = await returningVisitor(browser, contexts, 'desktop', 'en', { identity: true });
    await owner.page.goto(`${server.url}/studio`);
    await owner.page.getByLabel('Property address').waitFor({ timeout: 30_000 });
    await signInWithEmail(owner.page, user.email);
    await owner.page
      .locator('.site-header')
      .getByRole('button', { name: /Sam Share|Account/ })
      .first()
      .waitFor({ timeout: 30_000 });

    await makeDesign(owner.page, ADDRESS, 'mediterranean', 90_000);

    // Copy link turns sharing on and copies the design's page, not the image.
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    // its entries show once the menu knows whether the design is shared
    await owner.page.getByTestId('share-state').waitFor();
    for (const name of ['Copy link', 'Send to my landscaper', 'Share on X', 'Share on Facebook', 'Copy for Instagram'])
      expect(await owner.page.getByRole('button', { name }).isVisible()).toBe(true);
    await owner.page.getByRole('button', { name: 'Copy link' }).click();
    await toastSaid(owner.page, 'Link copied');
    const link = await owner.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.url}/d/[0-9a-f-]{36}$`));
    const plantsOfOwner = await owner.page.getByTestId('plant-list').locator('tbody tr').count();
    const costOfOwner = await owner.page.getByTestId('cost-range').textContent();

    // A link preview reads the tags without running the page.
    const html = await (await fetch(link)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toBe(`${link.replace('/d/', '/api/shared/')}/preview.jpg`);
    const preview = await fetch(og!);
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    writeFileSync(join(ARTIFACTS, 'share-og-preview.jpg'), Buffer.from(await preview.arrayBuffer()));
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);

    // A browser that never signed in, at 1440 px: slider, plan, plants and cost.
    const guest = await returningVisitor(browser, contexts, 'desktop', 'en', { identity: true });
    await guest.page.goto(link);
    await guest.page.getByTestId('shared-design').waitFor({ timeout: 30_000 });
    const slider = guest.page.getByRole('slider', { name: /Compare before and after/ });
    await slider.focus();
    await guest.page.keyboard.press('ArrowLeft');
    expect(await slider.inputValue()).toBe('49');
    await imagesLoaded(guest.page, '.shared img');
    expect(await guest.page.getByTestId('plant-list').locator('tbody tr').count()).toBe(plantsOfOwner);
    expect(await guest.page.getByTestId('cost-range').textContent()).toBe(costOfOwner);
    expect(await guest.page.locator('.shared__plan figcaption').textContent()).toBe('Plan');
    expect(await guest.page.title()).not.toBe('Landscape Studio');
    await screenshot(guest.page, 'share-1440-page', true, { atRest: true });
    expect(await seriousViolations(guest.page, '#root')).toEqual([]);

    // The landscaper's pack of the shared design: a plain link anyone may follow while it is shared.
    const packLink = guest.page.getByTestId('shared-pack');
    expect(await packLink.textContent()).toContain("Landscaper's pack (PDF)");
    const packHref = (await packLink.getAttribute('href'))!;
    expect(packHref).toBe(`/api/designs/${link.split('/d/')[1]}/pack.pdf`);
    const packDownload = guest.page.waitForEvent('download');
    await packLink.click();
    const sharedPdf = readFileSync((await (await packDownload).path())!);
    expect(sharedPdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync(join(ARTIFACTS, 'share-pack.pdf'), sharedPdf);

    const titleAsMade = await guest.page.locator('#shared-title').textContent();
    expect(await guest.page.locator('#shared-title').getAttribute('lang')).toBe('en');

    // At 390 px, a browser in Spanish that never chose a language here: the page speaks the viewer's
    // language (navigator.languages), and so does the design made in English.
    const phone = await returningVisitor(browser, contexts, 'phone', '', { identity: true, locale: 'es-ES' });
    await phone.page.goto(link);
    await phone.page.getByTestId('shared-design').waitFor({ timeout: 30_000 });
    await imagesLoaded(phone.page, '.shared img');
    expect(await phone.page.locator('.shared__plan figcaption').textContent()).toBe('Plano');
    expect(await phone.page.locator('.shared__kicker').textContent()).toBe('Hecho con Landscape Studio');
    expect(await phone.page.getByTestId('shared-pack').textContent()).toContain('Dossier para el paisajista (PDF)');
    expect(await phone.page.locator('#shared-title').getAttribute('lang')).toBe('es');
    const titleRead = await phone.page.locator('#shared-title').textContent();
    expect(titleRead).not.toBe(titleAsMade);
    expect(titleRead).toMatch(/^(Jardín delantero|Patio [a-z/]+|Camino de entrada) de estilo /);
    expect(await phone.page.getByTestId('plant-list').locator('tbody tr').count()).toBe(plantsOfOwner);
    // and its plan is the one drawn with its legend in Spanish
    expect(await phone.page.locator('.shared__plan img').getAttribute('src')).toMatch(/-plan-es\.png$/);
    expect(await guest.page.locator('.shared__plan img').getAttribute('src')).toMatch(/-plan\.png$/);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'share-390-page-es', true, { atRest: true });
    expect(await seriousViolations(phone.page, '#root')).toEqual([]);

    // The owner's menu says the design is shared and offers to stop; after it the link is gone for everyone.
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => owner.page.getByTestId('share-state').getAttribute('data-shared'), { timeout: 10_000 }).toBe('true');
    expect(await owner.page.getByTestId('share-state').textContent()).toBe('Shared: anyone with the link can see this design.');
    await screenshot(owner.page, 'share-1440-menu-shared', false, { atRest: true });
    expect(await seriousViolations(owner.page, '.share')).toEqual([]);
    await owner.page.getByRole('button', { name: 'Stop sharing' }).click();
    await owner.page.locator('.toast', { hasText: 'Sharing stopped' }).waitFor();
    expect((await fetch(link)).status).toBe(404);
    expect((await fetch(link.replace('/d/', '/api/shared/'))).status).toBe(404);
    // the pack goes private with the design
    expect((await fetch(`${server.url}${packHref}`)).status).toBe(404);
    await guest.page.reload();
    await guest.page.getByTestId('shared-not-found').waitFor({ timeout: 30_000 });
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => owner.page.getByTestId('share-state').getAttribute('data-shared'), { timeout: 10_000 }).toBe('false');
    expect(await owner.page.getByRole('button', { name: 'Stop sharing' }).count()).toBe(0);
    await owner.page.keyboard.press('Escape');

    // A design nobody shared (or no design at all): the not-found state, at 390 and 1440 px.
    for (const { page } of [guest, phone]) {
      await page.goto(`${server.url}/d/00000000-0000-4000-8000-000000000000`);
      await page.getByTestId('shared-not-found').waitFor({ timeout: 30_000 });
    }
    expect(await guest.page.getByRole('heading', { level: 1 }).textContent()).toBe("This design isn't shared");
    expect(await phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('Este diseño no está compartido');
    await screenshot(guest.page, 'share-1440-not-found', false, { atRest: true });
    await screenshot(phone.page, 'share-390-not-found-es', false, { atRest: true });
    expect(await seriousViolations(guest.page, '#root')).toEqual([]);

    // My Designs: the owner's pack of each design, private again, made for its owner.
    await owner.page.goto(`${server.url}/gallery`);
    await owner.page
      .getByRole('button', { name: `Open the design for ${ADDRESS}` })
      .first()
      .click();
    const viewer = owner.page.getByRole('dialog', { name: /Mediterranean/ });
    await viewer.waitFor();
    const ownDownload = owner.page.waitForEvent('download');
    await viewer.getByRole('button', { name: "Landscaper's pack (PDF)" }).click();
    const own = await ownDownload;
    expect(own.suggestedFilename()).toMatch(/^landscape-[0-9a-f]{8}-landscaper\.pdf$/);
    expect(
      readFileSync((await own.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await screenshot(owner.page, 'share-1440-my-designs-pack', false, { atRest: true });
    expect(await seriousViolations(owner.page, '.gviewer')).toEqual([]);
  }, 300_000);

  it('lets a visitor share and stop sharing their own design from this browser, in Chinese at 390 px', async () => {
    const visitor = await returningVisitor(browser, contexts, 'phone', 'zh', { identity: true });
    const { page } = visitor;
    await page.goto(`${server.url}/studio`);
    await makeDesign(page, ADDRESS, 'japanese_zen', 90_000);
    const claims = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>, STORAGE_KEYS.claims);
    expect(Object.keys(claims).length, 'the visitor holds a claim token').toBeGreaterThan(0);

    const shareButton = page.locator('.results__actions .share > button');
    await shareButton.click();
    await expect.poll(() => page.getByTestId('share-state').getAttribute('data-shared'), { timeout: 10_000 }).toBe('false');
    expect(await page.getByTestId('share-state').textContent()).toBe('私密：在你分享链接之前，只有你能看到此设计。');
    // a slow connection: sharing answers after the few seconds a browser lets a page write to the clipboard
    // after a click, and this browser was never given the clipboard otherwise; the link is still copied
    await page.route('**/api/designs/*/share', async (route) => {
      await new Promise((r) => setTimeout(r, 6_000));
      await route.fallback();
    });
    // (waited for from here, not by looking into the page: a look runs as if the user had just clicked)
    const shared = page.waitForResponse((r) => r.url().endsWith('/share') && r.request().method() === 'POST', { timeout: 30_000 });
    await page.getByRole('button', { name: '复制链接' }).click();
    await shared;
    await toastSaid(page, '链接已复制');
    await page.unroute('**/api/designs/*/share');
    await visitor.context.grantPermissions(['clipboard-read'], { origin: server.url });
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect((await fetch(link)).status).toBe(200);

    // another browser behind the same address cannot stop it: it has no claim token for this design
    const id = link.split('/d/')[1]!;
    const stranger = await fetch(`${server.url}/api/designs/${id}/share`, { method: 'DELETE' });
    expect(stranger.status).toBe(404);
    expect((await fetch(link)).status).toBe(200);

    await shareButton.click();
    await expect.poll(() => page.getByTestId('share-state').getAttribute('data-shared'), { timeout: 10_000 }).toBe('true');
    await screenshot(page, 'share-390-menu-shared-zh', false, { atRest: true });
    // on the phone the whole menu is on the screen, and the toast of the copy is not over its entries
    const cutOff = await page.locator('.share__menu').evaluate((menu) => {
      const width = document.documentElement.clientWidth;
      return [...menu.querySelectorAll('button, p')]
        .filter((el) => el.getBoundingClientRect().left < 0 || el.getBoundingClientRect().right > width)
        .map((el) => el.textContent);
    });
    expect(cutOff, 'menu entries cut off by the side of the screen').toEqual([]);
    await expectNothingCovers(page, 'the open share menu', { within: '.share', focus: false });
    expect(await seriousViolations(page, '.share')).toEqual([]);
    await page.getByRole('button', { name: '停止分享' }).click();
    await page.locator('.toast', { hasText: '已停止分享' }).waitFor();
    expect((await fetch(link)).status).toBe(404);
  }, 180_000);
});
