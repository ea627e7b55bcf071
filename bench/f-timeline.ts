import { chromium } from 'playwright-core';
import { requireChromium } from '../scripts/find-chromium.mjs';
import { startApp } from './lib/app-server.ts';
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 / 8) * 0.9, uploadThroughput: (750 * 1024 / 8) * 0.9 };
const app = await startApp();
try {
  await fetch(`${app.url}/api/samples/hero`);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: ['--no-sandbox', '--disable-gpu'], headless: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = performance.now();
  const t = () => ((performance.now() - t0) / 1000).toFixed(2);
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => { urls.set(e.requestId, e.request.url.replace(app.url, '')); console.log(t(), 'start ', e.request.url.replace(app.url, '').slice(0, 60)); });
  cdp.on('Network.loadingFinished', (e) => console.log(t(), 'done  ', urls.get(e.requestId)?.slice(0, 60), e.encodedDataLength));
  await page.goto(app.url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Generate designs' }).waitFor({ state: 'visible', timeout: 120_000 });
  console.log(t(), 'USABLE');
  await browser.close();
} finally { await app.stop(); }
