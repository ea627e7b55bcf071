import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  findChromium,
  INSTALL_HINT,
  locateChromium,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNUSED_BROWSER_FEATURES,
  USUAL_PATHS,
} from '../../scripts/find-chromium.mjs';

const only =
  (...present: string[]) =>
  (p: string) =>
    present.includes(p);

describe('finding Chromium for the browser tests', () => {
  it('takes CHROMIUM_PATH first when it exists', () => {
    const r = locateChromium({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, exists: only('/opt/chrome/chrome', '/usr/bin/chromium') });
    expect(r.path).toBe('/opt/chrome/chrome');
  });

  it('reports a CHROMIUM_PATH that does not exist instead of silently using another browser', () => {
    const r = locateChromium({ env: { CHROMIUM_PATH: '/nope' }, exists: only('/usr/bin/chromium') });
    expect(r.path).toBeNull();
    expect(r.path === null && r.reason).toContain('CHROMIUM_PATH=/nope');
  });

  it('falls back to the usual install paths in order', () => {
    expect(locateChromium({ env: {}, exists: only('/usr/bin/chromium') }).path).toBe('/usr/bin/chromium');
    expect(locateChromium({ env: {}, exists: only('/usr/bin/google-chrome', '/usr/bin/chromium-browser') }).path).toBe('/usr/bin/chromium-browser');
    expect(USUAL_PATHS[0]).toBe('/usr/bin/chromium');
  });

  it('without a browser, root with apt installs the Debian package and looks again', () => {
    let installed = false;
    const r = findChromium({
      env: {},
      exists: (p) => installed && p === '/usr/bin/chromium',
      isRoot: () => true,
      hasApt: () => true,
      install: () => (installed = true),
      log: () => {},
    });
    expect(r).toEqual({ path: '/usr/bin/chromium', installed: true });
  });

  it('without a browser and without root (or apt) it stops with one line saying how to install it', () => {
    let asked = false;
    for (const [isRoot, hasApt] of [
      [false, true],
      [true, false],
    ]) {
      const r = findChromium({ env: {}, exists: () => false, isRoot: () => isRoot, hasApt: () => hasApt, install: () => (asked = true) });
      expect(r.path).toBeNull();
      expect(r.path === null && r.reason).toBe(INSTALL_HINT);
    }
    expect(asked).toBe(false);
    expect(INSTALL_HINT).not.toContain('\n');
    expect(INSTALL_HINT).toMatch(/apt-get install -y chromium/);
  });

  it('a failed install is one line too', () => {
    const r = findChromium({ env: {}, exists: () => false, isRoot: () => true, hasApt: () => true, install: () => false, log: () => {} });
    expect(r.path).toBeNull();
    expect(r.path === null && r.reason).toMatch(/failed/);
  });

  it('never installs over an explicit CHROMIUM_PATH', () => {
    let asked = false;
    const r = findChromium({ env: { CHROMIUM_PATH: '/nope' }, exists: () => false, isRoot: () => true, hasApt: () => true, install: () => (asked = true) });
    expect(r.path).toBeNull();
    expect(asked).toBe(false);
  });

  it('keeps the features playwright-core turns off when it turns off its own: Chromium reads only the last --disable-features', () => {
    // playwright-core's list as the installed version writes it (its chromiumSwitches, bundled)
    const bundle = readFileSync(join(createRequire(import.meta.url).resolve('playwright-core/package.json'), '..', 'lib', 'coreBundle.js'), 'utf8');
    const block = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1] ?? '';
    const theirs = [...block.matchAll(/^\s*"([A-Za-z]+)",?\s*$/gm)].map((m) => m[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES.toSorted()).toEqual(theirs.toSorted());
    const ours = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.slice('--disable-features='.length).split(',').toSorted()).toEqual([...theirs, ...UNUSED_BROWSER_FEATURES].toSorted());
  });
});
