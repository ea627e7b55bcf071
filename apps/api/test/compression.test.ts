import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDir } from '../../web/scripts/precompress.mjs';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract';
import { CompressedAnswers } from '../src/services/compressed-answers.ts';
import { describeOnce, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// The studio's files leave as compressed at build time (.br/.gz twins, right Content-Encoding and Vary),
// and JSON answers above 1 KB are compressed on the way out; small ones and images are sent as they are.

describeOnce('compression', () => {
  let t: TestApp;
  let web: string;
  const js = `export const studio = ${JSON.stringify('the studio '.repeat(400))};\n`;
  const html = `<!doctype html><html><head><title>Landscape Studio</title></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'landscape-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), html);
    writeFileSync(join(web, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(web, 'assets', 'tiny-abc123.js'), 'export{};\n');
    const sum = compressDir(web);
    expect(sum.files).toBe(2); // the tiny file is not worth a twin
    t = await startTestApp('embedded', { AUTH: 'none' }, { web: { root: web } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves the brotli twin to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.equals(readFileSync(join(web, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    expect(res.rawPayload.length).toBeLessThan(js.length / 5);
  });

  it('serves the gzip twin when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('a file without twins is sent as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{};\n');
  });

  it('the page itself (and a client route falling back to it) leaves compressed', async () => {
    for (const url of ['/', '/gallery']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('compresses JSON above 1 KB and leaves small JSON alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/styles', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    const plainBig = await t.app.inject({ method: 'GET', url: '/api/styles', headers: { 'accept-encoding': 'identity' } });
    expect(plainBig.body.length).toBeGreaterThan(1024);
    expect(plainBig.headers['content-encoding']).toBeUndefined();
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(plainBig.json());
    const gz = await t.app.inject({ method: 'GET', url: '/api/styles', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plainBig.json());

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a progress answer compressed in the encoding the studio accepts, the same bytes to every poller of it', async () => {
    const form = multipart([
      ['address', '214 Juniper Lane, Santa Rosa, CA'],
      ['style', 'japanese_zen'],
      ['generate_front_yard', 'true'],
    ]);
    const started = (await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', ...form })).json() as {
      request_id: string;
      claim_token: string;
    };
    await t.waitForGrowth(started);
    const poll = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/design/progress/${started.request_id}`,
        headers: { [CLAIM_TOKEN_HEADER]: started.claim_token, 'accept-encoding': encoding },
      });
    const plain = await poll('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const [a, b] = await Promise.all([poll('gzip, deflate, br'), poll('br')]);
    for (const res of [a, b]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    // brotli refused (q=0): gzip
    const gz = await poll('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  }, 120_000);

  it('compresses an answer once for all who ask for it in one encoding, and again only once it changed', async () => {
    const answers = new CompressedAnswers(2);
    const json = JSON.stringify({ areas: 'front yard '.repeat(200) });
    const first = answers.get('"v1"', json, 'br');
    expect(answers.get('"v1"', json, 'br')).toBe(first);
    expect(answers.get('"v1"', json, 'gzip')).not.toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(json);
    // the least recently asked for goes first when more are kept than room for
    answers.get('"v2"', json, 'br');
    expect(answers.get('"v1"', json, 'br')).not.toBe(first);
  });
});
