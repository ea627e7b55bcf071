import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, locateChromium } from '../../scripts/find-chromium.mjs';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';

// Browser journeys run the built app in embedded mode on a free port with a throw-away DATA_DIR,
// driven by Debian's Chromium (never a downloaded browser).

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

// scripts/test.mjs and scripts/e2e.mjs find it (scripts/find-chromium.mjs) and pass it in CHROMIUM_PATH.
// Run directly under vitest, the same finder looks for it here.
export const CHROMIUM = process.env.CHROMIUM_PATH || locateChromium().path || '/usr/bin/chromium';

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
  restart(env?: Record<string, string>): Promise<AppServer>;
}

/** The port the server says it listens on ("Landscape Studio: http://localhost:<port>"), once it does. */
function announcedPort(logs: string[]): number | null {
  const m = /Landscape Studio: http:\/\/[^\s:]+:(\d+)/.exec(logs.join(''));
  return m ? Number(m[1]) : null;
}

/**
 * Waits until the server answers its health check. A server started on PORT=0 takes a free port itself
 * (no other process can take it between choosing and listening) and says which.
 */
async function waitForHealth(proc: ChildProcess, logs: string[], givenPort: number, timeoutMs = 180_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${logs.join('')}`);
    const port = givenPort || announcedPort(logs);
    if (port) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return port;
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${logs.join('').slice(-4000)}`);
}

/** The Auth Emulator started once by e2e/lib/global-setup.ts, when the suite runs under it. */
export function authEmulator(): { host: string; projectId: string } | null {
  try {
    const host = inject('authEmulatorHost');
    return host ? { host, projectId: inject('authProjectId') } : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in for every server: the shared emulator, never one of its own, and a daily limit no journey
 * reaches unless it sets DAILY_LIMIT itself.
 */
function authEnv(): Record<string, string> {
  const em = authEmulator();
  if (!em) return { DAILY_LIMIT: '1000' };
  return { AUTH: 'emulator', FIREBASE_AUTH_EMULATOR_HOST: em.host, FIREBASE_PROJECT_ID: em.projectId, AUTH_EMULATOR_AUTOSTART: 'false', DAILY_LIMIT: '1000' };
}

/** Starts the compiled server (`apps/api/dist/server.js`, which serves the built web app) in embedded mode. */
export async function startServer(
  env: Record<string, string> = {},
  reuse?: { dataDir: string; port: number },
  opts: { healthTimeoutMs?: number } = {},
): Promise<AppServer> {
  // a new server takes its own port; a restarted one keeps the address its pages were opened on
  const givenPort = reuse?.port ?? 0;
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'landscape-e2e-'));
  const logs: string[] = [];
  // The compiled server, as `pnpm start` runs it (scripts/e2e.mjs and `pnpm test` build it first), with nothing
  // in the environment that would load TypeScript into it.
  const { NODE_OPTIONS: _typescript, ...parentEnv } = process.env;
  const proc = spawn(process.execPath, ['--conditions=landscape-compiled', 'apps/api/dist/server.js'], {
    cwd: ROOT,
    // The journeys share the machine with the API tests (pnpm test runs them side by side): the server's
    // drawing runs at the priority of everything else, not below it, on as many threads as by default.
    env: {
      ...parentEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(givenPort),
      DATA_DIR: dataDir,
      RENDER_PRIORITY: 'normal',
      RENDER_THREADS: '2',
      ...authEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => logs.push(String(d)));
  proc.stderr?.on('data', (d) => logs.push(String(d)));
  const port = await waitForHealth(proc, logs, givenPort, opts.healthTimeoutMs);
  const url = `http://127.0.0.1:${port}`;
  const server: AppServer = {
    url,
    port,
    dataDir,
    proc,
    logs,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      running.delete(server);
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill(signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
    async restart(newEnv = env) {
      await server.stop();
      return startServer(newEnv, { dataDir, port });
    },
  };
  running.add(server);
  proc.once('exit', () => running.delete(server));
  return server;
}

/** The servers of this file that have not been stopped. */
const running = new Set<AppServer>();

/** The last lines each running server wrote (what e2e/lib/csp-guard.ts prints when a test fails). */
export function runningServerLogs(lines = 60): string[] {
  return [...running].map((s) => `server ${s.url}, its last ${lines} lines:\n${s.logs.join('').split('\n').slice(-lines).join('\n')}`);
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The end of a journey file: its browser contexts and browser closed, its server stopped and its data folder
 * removed (what was never started is passed over).
 */
export async function closeJourney(j: { browser?: Browser; server?: AppServer; contexts?: BrowserContext[] }): Promise<void> {
  for (const c of j.contexts ?? []) await c.close().catch(() => {});
  await j.browser?.close();
  if (j.server) {
    await j.server.stop();
    removeDataDir(j.server.dataDir);
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

const cspViolations: string[] = [];

/**
 * Records every Content-Security-Policy violation of the context's pages: Chromium's own console error
 * ("Refused to load ... Content Security Policy") and the page's securitypolicyviolation event.
 * e2e/lib/csp-guard.ts fails the test that caused one.
 */
export async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  const watch = (page: Page) =>
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** The violations recorded since the last call. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Records the text of every toast a page of the context shows, as it appears: a toast stays 4 s, and on a busy
 * machine a look at the page can come after it left. `toastSaid` reads the record.
 */
async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const said: string[] = [];
    Object.defineProperty(window, '__toastsSaid', { value: said });
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && n.classList.contains('toast')) said.push(n.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the page has shown a toast with `text` (even one gone by now): its whole text. */
export async function toastSaid(page: Page, text: string | RegExp, timeout = 30_000): Promise<string> {
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  const said = () => page.evaluate(() => (window as unknown as { __toastsSaid?: string[] }).__toastsSaid?.slice() ?? []);
  const deadline = Date.now() + timeout;
  for (;;) {
    const seen = await said();
    const hit = seen.find(matches);
    if (hit !== undefined) return hit;
    if (Date.now() > deadline) throw new Error(`no toast with ${String(text)} within ${timeout} ms; the page showed ${JSON.stringify(seen)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every journey's pages: a fresh profile whose CSP violations and toasts are recorded. */
/** A fresh browser at `viewport`; `locale` is the browser's own language (navigator.languages), else Chromium's default. */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  locale?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true, reducedMotion: 'reduce', ...(locale ? { locale } : {}) });
  await watchCsp(context);
  await recordToasts(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A returning visitor's browser: consent already answered (nothing marketing, no analytics), the studio in
 * `lang` (none: the browser's own language), and optionally the studio's saved state (a run's results) replayed, each only where not set yet.
 */
export async function seedStudio(context: BrowserContext, lang: string, studioState?: string) {
  await context.addInitScript(
    ([consentKey, languageKey, language, studioKey, saved]) => {
      if (!localStorage.getItem(consentKey!))
        localStorage.setItem(
          consentKey!,
          JSON.stringify({ emailMarketing: false, analytics: false, hasConsented: true, consentDate: new Date().toISOString() }),
        );
      if (language && !localStorage.getItem(languageKey!)) localStorage.setItem(languageKey!, language);
      if (saved && !localStorage.getItem(studioKey!)) localStorage.setItem(studioKey!, saved);
    },
    [STORAGE_KEYS.consent, STORAGE_KEYS.language, lang, STORAGE_KEYS.studio, studioState ?? ''],
  );
}

const AXE_SOURCE = join(ROOT, 'node_modules/axe-core/axe.min.js');

/** Loads axe-core into the page through the DevTools protocol: the page's CSP refuses an inline <script>, as it should. */
export async function injectAxe(page: Page) {
  await page.evaluate(readFileSync(AXE_SOURCE, 'utf8'));
}

/**
 * WCAG A/AA problems inside `selector` (with `serious`, only those of serious or critical impact). Running
 * CSS transitions are finished first: a button caught half-way from its disabled colour to its enabled one
 * is not what anybody reads.
 */
export async function axeViolations(page: Page, selector: string, opts: { serious?: boolean } = {}): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await injectAxe(page);
  return page.evaluate(
    async ([sel, serious]) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe;
      const res = await axe.run({ include: [[sel]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
      return res.violations
        .filter((v) => !serious || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    [selector, opts.serious === true] as const,
  );
}

/** WCAG A/AA problems of serious or critical impact inside `selector`. */
export const seriousViolations = (page: Page, selector: string) => axeViolations(page, selector, { serious: true });

/** Saves e2e/artifacts/<name>.png; `atRest` finishes CSS animations first (dialogs caught mid-entrance). */
export async function screenshot(page: Page, name: string, fullPage = true, opts: { atRest?: boolean } = {}) {
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage, ...(opts.atRest ? { animations: 'disabled' as const } : {}) });
  return path;
}
