import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { LocalStorage } from './local.storage.ts';
import { S3Storage } from './s3.storage.ts';
import type { Storage } from '../../ports/storage.port.ts';
import { growthKeysOf, isValidKey, planKeysIn, storageKeys, tokenOfKey } from '../../domain/storage-keys.ts';

// The same behaviour from both adapters: the S3 one against a local S3-compatible server.

const dir = mkdtempSync(join(tmpdir(), 'landscape-storage-'));
let s3server: S3rver;
let s3: S3Storage;

beforeAll(async () => {
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3') });
  const addr = (await s3server.run()) as AddressInfo;
  s3 = new S3Storage({
    endpoint: `http://127.0.0.1:${addr.port}`,
    region: 'us-east-1',
    bucket: 'landscape-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await s3.client.send(new CreateBucketCommand({ Bucket: 'landscape-test' }));
});
afterAll(async () => {
  await s3server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ['local', () => new LocalStorage(join(dir, 'files'))],
  ['s3', () => s3],
];

describe.each(adapters)('%s storage', (_name, make) => {
  const id = '0e9b5b52-7d0c-4a43-8a55-3c5f5e6f7a81';
  const design = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
  it('stores, reads back, checks and deletes an object', async () => {
    const storage = make();
    await storage.ping();
    const key = storageKeys.render(id, 'front_yard', 'japanese_zen', design);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('render-bytes'), 'image/png');
    expect(await storage.exists(key)).toBe(true);
    const obj = await storage.get(key);
    expect(obj?.contentType).toBe('image/png');
    expect(obj?.size).toBe(12);
    expect(await text(obj!.body)).toBe('render-bytes');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('deletes everything under a generation prefix and nothing else', async () => {
    const storage = make();
    const other = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    await storage.put(storageKeys.original(id, 'backyard', design), Buffer.from('a'), 'image/png');
    await storage.put(storageKeys.render(id, 'backyard', 'mediterranean', design), Buffer.from('b'), 'image/png');
    await storage.put(storageKeys.original(other, 'backyard', design), Buffer.from('c'), 'image/png');
    await storage.delete(storageKeys.generationPrefix(id));
    expect(await storage.exists(storageKeys.original(id, 'backyard', design))).toBe(false);
    expect(await storage.exists(storageKeys.render(id, 'backyard', 'mediterranean', design))).toBe(false);
    expect(await storage.exists(storageKeys.original(other, 'backyard', design))).toBe(true);
  });

  it('refuses keys that could escape the store', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b']) {
      expect(isValidKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('storage keys', () => {
  it('are built from ids and enums only', () => {
    const design = '5A4B3C2D-1E0F-4A9B-8C7D-6E5F4A3B2C1D';
    expect(() => storageKeys.render('../x', 'front_yard', 'zen', design)).toThrow(/unsafe/);
    expect(storageKeys.plan('abc-1', 'walkway', 'japanese_zen', design)).toBe(`generations/abc-1/walkway/japanese_zen-${design.toLowerCase()}-plan.png`);
  });

  it("carry a random token in every generation file's name, so no key can be guessed from another", () => {
    const [a, b] = ['5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d', '9f8e7d6c-5b4a-4392-8817-0a1b2c3d4e5f'];
    // the design's own id, or a fresh token: not a name anyone could derive from the area or the style
    expect(() => storageKeys.render('g', 'front_yard', 'zen', 'zen')).toThrow(/not a uuid/);
    expect(() => storageKeys.original('g', 'front_yard', '')).toThrow(/not a uuid/);
    const keys = [
      storageKeys.original('g', 'front_yard', a),
      storageKeys.render('g', 'front_yard', 'zen', b),
      storageKeys.plan('g', 'front_yard', 'zen', b),
      storageKeys.mask('g', 'front_yard', 'zen', b),
      storageKeys.userMask('g', 'front_yard', a),
    ];
    expect(keys.map(tokenOfKey)).toEqual([a, b, b, b, a]);
    expect(new Set(keys).size).toBe(keys.length);
    // keys stored before names carried a token are recognised as such, and keep their names
    expect(tokenOfKey('generations/0e9b5b52-7d0c-4a43-8a55-3c5f5e6f7a81/front_yard/japanese_zen.png')).toBeNull();
    expect(storageKeys.userMask('g', 'front_yard', null)).toBe('generations/g/front_yard/keep-mask.png');
  });

  it("name a design's plan in another language after its render, and in the studio's languages only", () => {
    const render = storageKeys.render('g', 'front_yard', 'zen', '9f8e7d6c-5b4a-4392-8817-0a1b2c3d4e5f');
    const es = storageKeys.planIn(render, 'es');
    expect(es).toBe('generations/g/front_yard/zen-9f8e7d6c-5b4a-4392-8817-0a1b2c3d4e5f-plan-es.png');
    expect(tokenOfKey(es)).toBe('9f8e7d6c-5b4a-4392-8817-0a1b2c3d4e5f');
    expect(isValidKey(es)).toBe(true);
    expect(() => storageKeys.planIn(render, '../x' as 'es')).toThrow(/not a language/);
    expect(planKeysIn(render)).toEqual(['en', 'es', 'zh'].map((l) => storageKeys.planIn(render, l as 'en')));
    expect(planKeysIn('samples/x.png')).toEqual([]);
    // and each growth stage's plan, opened with the stage by a shared design
    expect(storageKeys.growthPlanIn(render, 2, 'zh')).toBe('generations/g/front_yard/zen-9f8e7d6c-5b4a-4392-8817-0a1b2c3d4e5f-growth-2-plan-zh.png');
    expect(growthKeysOf(render)).toContain(storageKeys.growthPlanIn(render, 0, 'es'));
  });
});

it('signs URLs a browser can fetch directly', async () => {
  const key = storageKeys.stylePreview('signed-check', 'v1');
  await s3.put(key, Buffer.from('hello'), 'image/png');
  const url = await s3.signedUrl(key, 60);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('hello');
});
