// Finds the Chromium the browser tests and benches drive (never a downloaded browser):
// CHROMIUM_PATH first, then the usual install paths; when none exists, Debian's package is installed
// when this process can (root with apt-get), otherwise the caller stops with one line saying how.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const USUAL_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Features of the browser's own window the journeys never use. Each new browser context opens a window, and
 * Chromium preloads that window's address-bar popups (two WebUI pages, a renderer of their own): about 1.9 s of
 * CPU per context on a 2-core machine, two thirds of all a journey's page costs (decision 033).
 */
export const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features playwright-core turns off itself (its chromiumSwitches). Chromium reads only the last
 * --disable-features it is given, so ours repeats them: tests/unit/find-chromium.test.ts checks the list
 * against the installed playwright-core.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** How the journeys and the benches start Chromium: the flags of ARCHITECTURE.md, and the unused features off. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES].join(',')}`,
];

export const INSTALL_HINT =
  'Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium/Chrome executable.';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first usable browser: CHROMIUM_PATH (which must exist when set), then USUAL_PATHS.
 * @param {{ env?: Record<string, string | undefined>, exists?: (p: string) => boolean, paths?: string[] }} [o]
 * @returns {{ path: string } | { path: null, reason: string }}
 */
export function locateChromium({ env = process.env, exists = isExecutable, paths = USUAL_PATHS } = {}) {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) {
    if (exists(wanted)) return { path: wanted };
    return { path: null, reason: `CHROMIUM_PATH=${wanted} is not an executable file. ${INSTALL_HINT}` };
  }
  for (const p of paths) if (exists(p)) return { path: p };
  return { path: null, reason: INSTALL_HINT };
}

/**
 * locateChromium, and when nothing is found and the machine allows it (root, apt-get present),
 * installs Debian's `chromium` package and looks again.
 * @param {{ env?: Record<string, string | undefined>, exists?: (p: string) => boolean, paths?: string[],
 *   isRoot?: () => boolean, hasApt?: () => boolean, install?: () => boolean, log?: (line: string) => void }} [o]
 * @returns {{ path: string, installed?: boolean } | { path: null, reason: string }}
 */
export function findChromium(o = {}) {
  const first = locateChromium(o);
  if (first.path) return first;
  const env = o.env ?? process.env;
  if (env.CHROMIUM_PATH) return first; // an explicit path that is wrong is reported, not papered over
  const isRoot = o.isRoot ?? (() => typeof process.getuid === 'function' && process.getuid() === 0);
  const hasApt = o.hasApt ?? (() => isExecutable('/usr/bin/apt-get'));
  const install = o.install ?? aptInstallChromium;
  const log = o.log ?? ((line) => console.error(line));
  if (!isRoot() || !hasApt()) return first;
  log("Chromium not found: installing Debian's package (apt-get install -y chromium)…");
  if (!install()) return { path: null, reason: `apt-get install -y chromium failed. ${INSTALL_HINT}` };
  const again = locateChromium(o);
  return again.path ? { path: again.path, installed: true } : again;
}

function aptInstallChromium() {
  const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], opts);
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], opts);
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], opts);
  }
  return r.status === 0;
}

/** For scripts: the path, or one line on stderr and exit 1. */
export function requireChromium() {
  const found = findChromium();
  if (!found.path) {
    console.error(found.reason);
    process.exit(1);
  }
  return found.path;
}
