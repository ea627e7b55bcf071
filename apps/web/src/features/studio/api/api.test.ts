import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeLandscapeRequestSchema, requestedAreas } from '@landscape/contract';
import { buildGenerateBody, resultFromGenerate } from './generate-render.ts';
import { buildLandscapeForm } from './start-landscape.ts';
import { getStyleCatalogue } from '../../../lib/styles-query.ts';
import { getProgress } from './get-progress.ts';
import { rememberClaim } from '../../../lib/designs/claims.ts';

afterEach(() => vi.unstubAllGlobals());

describe('complete-landscape form (product §7)', () => {
  it('maps the Back/Side Yard card to backyard and repeats style once per choice', () => {
    const form = buildLandscapeForm({
      address: ' 1600 Amphitheatre Pkwy, Mountain View, CA ',
      styles: ['modern_minimalist', 'japanese_zen'],
      areas: [
        { id: 'front_yard', prompt: 'fire pit' },
        { id: 'back_yard', prompt: '' },
      ],
    });
    expect(form.getAll('style')).toEqual(['modern_minimalist', 'japanese_zen']);
    const parsed = completeLandscapeRequestSchema.parse({ ...Object.fromEntries(form.entries()), style: form.getAll('style') });
    expect(parsed.address).toBe('1600 Amphitheatre Pkwy, Mountain View, CA');
    expect(requestedAreas(parsed)).toEqual([
      { area: 'front_yard', prompt: 'fire pit' },
      { area: 'backyard', prompt: '' },
    ]);
  });
});

describe('photo first', () => {
  it('sends the photo of an area as {area}_photo, and nothing for areas without one', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_0001.HEIC', { type: 'image/heic' });
    const form = buildLandscapeForm({
      address: '1 Main St, Austin, TX',
      styles: ['japanese_zen'],
      areas: [
        { id: 'back_yard', prompt: '', photo },
        { id: 'front_yard', prompt: '' },
      ],
    });
    const sent = form.get('backyard_photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('IMG_0001.HEIC');
    expect(form.get('front_yard_photo')).toBeNull();
  });

  it('sends a brushed keep mask as {area}_mask beside its photo, and never without one', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_0002.JPG', { type: 'image/jpeg' });
    const mask = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const form = buildLandscapeForm({
      address: '1 Main St, Austin, TX',
      styles: ['japanese_zen'],
      areas: [
        { id: 'front_yard', prompt: '', photo, mask },
        { id: 'walkway', prompt: '', mask },
      ],
    });
    expect(form.get('front_yard_mask')).toBeInstanceOf(File);
    expect((form.get('front_yard_mask') as File).name).toBe('front_yard-mask.png');
    expect(form.get('walkway_mask')).toBeNull();
  });
});

describe('single-area generate (product §7)', () => {
  it('sends the fixed render values', () => {
    expect(buildGenerateBody('a b', 'japanese_zen', 'walkway', ' lights ')).toEqual({
      address: 'a b',
      style: 'japanese_zen',
      area: 'walkway',
      custom_prompt: 'lights',
      width: 768,
      height: 768,
      steps: 20,
      cfg_scale: 7,
      seed: -1,
      locale: 'en',
    });
  });

  it('asks for analysis_mode only when told to', () => {
    expect(buildGenerateBody('a b', 'japanese_zen', 'front_yard', '', true)).toMatchObject({ analysis: true });
    expect(buildGenerateBody('a b', 'japanese_zen', 'front_yard', '')).not.toHaveProperty('analysis');
    // the calls of one studio run carry its id: the run is one request of the daily limit
    const run = '6f1c2a8e-3b7d-4c1e-9a2f-5d8e7b6c4a31';
    expect(buildGenerateBody('a b', 'japanese_zen', 'front_yard', '', false, run)).toMatchObject({ run });
    expect(buildGenerateBody('a b', 'japanese_zen', 'front_yard', '')).not.toHaveProperty('run');
  });

  it('keeps the analysis of the yard as it is today', () => {
    const analysis = { generated_text: 'Tidy lawn.', current_style: 'Suburban lawn', curb_appeal_rating: 6, recommendations: ['Add layered beds'] };
    const item = resultFromGenerate(
      { success: true, images: ['o.png', 'r.png'], analysis_mode: true, analysis },
      { address: 'a b', area: 'front_yard', style: 's', styleLabel: 'S', timestamp: 1 },
    );
    expect(item?.analysis).toEqual(analysis);
  });

  it('reads two images as original then render', () => {
    const item = resultFromGenerate(
      { success: true, images: ['orig.png', 'render.png'], style: 'japanese_zen' },
      { address: 'a b', area: 'front_yard', style: 'japanese_zen', styleLabel: 'Zen', timestamp: 5 },
    );
    expect(item).toMatchObject({ original: 'orig.png', render: 'render.png', style: 'japanese_zen', area: 'front_yard' });
    expect(resultFromGenerate({ success: true, images: [] }, { address: 'a', area: 'front_yard', style: 's', styleLabel: 'S', timestamp: 1 })).toBeNull();
  });
});

describe('styles', () => {
  it('falls back to the 3 default styles after 3 failed attempts', async () => {
    const fetchMock = vi.fn(async () => new Response('{"detail":"down"}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cat = await getStyleCatalogue(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(cat.fallback).toBe(true);
    expect(cat.styles.map((s) => s.id)).toEqual(['modern_minimalist', 'california_native', 'japanese_zen']);
    warn.mockRestore();
  });

  it('uses the server catalogue when it answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ styles: [{ id: 'mediterranean', name: 'Mediterranean', description: 'Warm', preview: null }] })),
    );
    const cat = await getStyleCatalogue(async () => {});
    expect(cat).toEqual({ fallback: false, styles: [{ id: 'mediterranean', name: 'Mediterranean', description: 'Warm', preview: null }] });
  });
});

describe('progress', () => {
  const progress = {
    request_id: 'r',
    status: 'processing',
    address: 'a',
    styles: [],
    areas: {},
    total: 1,
    completed: 0,
    failed: 0,
    created_at: new Date(0).toISOString(),
  };
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };

  it("sends the visitor's claim token for the generation polled, and none for another", async () => {
    vi.stubGlobal('localStorage', memory());
    const id = '11111111-1111-4111-8111-111111111111';
    rememberClaim(id, 'token-of-this-browser');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(progress));
    vi.stubGlobal('fetch', fetchMock);
    await getProgress(id).catch(() => null);
    await getProgress('22222222-2222-4222-8222-222222222222').catch(() => null);
    const headers = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers[0]!.get('x-claim-token')).toBe('token-of-this-browser');
    expect(headers[1]!.get('x-claim-token')).toBeNull();
  });

  it('sends back the ETag it last got and keeps its answer on 304; a changed answer replaces both', async () => {
    vi.stubGlobal('localStorage', memory());
    const id = '33333333-3333-4333-8333-333333333333';
    const later = { ...progress, completed: 1, status: 'completed' };
    const answers = [
      () => Response.json(progress, { headers: { etag: '"one"' } }),
      () => new Response(null, { status: 304, headers: { etag: '"one"' } }),
      () => Response.json(later, { headers: { etag: '"two"' } }),
      () => new Response(null, { status: 304, headers: { etag: '"two"' } }),
    ];
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const got = [await getProgress(id), await getProgress(id), await getProgress(id), await getProgress(id)];
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('if-none-match'));
    expect(sent).toEqual([null, '"one"', '"one"', '"two"']);
    expect(got.map((p) => p.completed)).toEqual([0, 0, 1, 1]);
    expect(got[1]).toBe(got[0]);
    expect(got[3]).toBe(got[2]);
  });
});
