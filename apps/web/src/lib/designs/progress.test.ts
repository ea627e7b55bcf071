import { describe, expect, it, vi } from 'vitest';
import type { AreaProgress, ProgressResponse } from '@landscape/contract';
import { isJobSettled, jobOutcome, liveAreaStatuses, mergeArrivals, resultsFromProgress, tallyAreas } from './progress.ts';

const img = (style: string) => ({
  image: `renders/${style}.png`,
  original: 'originals/house.png',
  plan: `plans/${style}.png`,
  angle: 'front',
  style,
  style_label: style.toUpperCase(),
  model: 'fake',
  preservation_strength: 0.8,
  design: null,
});
const area = (status: AreaProgress['status'], styles: string[] = []): AreaProgress => ({
  status,
  image: styles.length ? `renders/${styles[0]}.png` : null,
  images: styles.map(img),
  error: status === 'failed' ? 'model failed' : null,
  styles: {},
});
const progress = (areas: ProgressResponse['areas']): ProgressResponse => ({
  request_id: 'r1',
  status: 'processing',
  address: '1 Main St, Town',
  styles: ['modern_minimalist', 'japanese_zen'],
  total: 2,
  completed: 0,
  failed: 0,
  areas,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('polling stop rule (product §4)', () => {
  it('keeps polling while an area is still pending or processing', () => {
    const p = progress({ front_yard: area('completed', ['a']), backyard: area('processing') });
    expect(isJobSettled(p, ['front_yard', 'back_yard'])).toBe(false);
  });

  it('stops when completed plus failed equals the selected areas', () => {
    const p = progress({ front_yard: area('completed', ['a']), backyard: area('failed') });
    expect(isJobSettled(p, ['front_yard', 'back_yard'])).toBe(true);
    expect(tallyAreas(p, ['front_yard', 'back_yard'])).toEqual({ completed: 1, failed: 1, total: 2 });
  });

  it("maps the studio's back_yard card to the server's backyard area", () => {
    const p = progress({ backyard: area('completed', ['a']) });
    expect(isJobSettled(p, ['back_yard'])).toBe(true);
  });

  it('does not stop without an answer or without areas', () => {
    expect(isJobSettled(undefined, ['front_yard'])).toBe(false);
    expect(isJobSettled(progress({}), [])).toBe(false);
  });
});

describe('results from progress', () => {
  it('lists every image of completed areas with its original, in area order', () => {
    const p = progress({ backyard: area('completed', ['c']), front_yard: area('completed', ['a', 'b']), walkway: area('failed') });
    const items = resultsFromProgress(p, ['front_yard', 'back_yard', 'walkway']);
    expect(items.map((i) => [i.area, i.style, i.original])).toEqual([
      ['front_yard', 'a', 'originals/house.png'],
      ['front_yard', 'b', 'originals/house.png'],
      ['backyard', 'c', 'originals/house.png'],
    ]);
    expect(new Set(items.map((i) => i.timestamp)).size).toBe(3);
  });

  it("groups the designs by area in the order chosen, and each area's styles in the order chosen, whatever order they finished in", () => {
    // finished: walkway's zen, then the front yard's zen, then its minimalist (styles chosen: minimalist, zen)
    const p = progress({ walkway: area('completed', ['japanese_zen']), front_yard: area('completed', ['japanese_zen', 'modern_minimalist']) });
    const items = resultsFromProgress(p, ['front_yard', 'walkway']);
    expect(items.map((i) => `${i.area}/${i.style}`)).toEqual(['front_yard/modern_minimalist', 'front_yard/japanese_zen', 'walkway/japanese_zen']);
    // chosen the other way round, the areas follow
    expect(resultsFromProgress(p, ['walkway', 'front_yard']).map((i) => i.area)).toEqual(['walkway', 'front_yard', 'front_yard']);
  });

  it('logs and skips an area that completed with no image', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resultsFromProgress(progress({ front_yard: area('completed') }), ['front_yard'])).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives the same timestamps when the same job is read twice', () => {
    const p = progress({ front_yard: area('completed', ['a']) });
    expect(resultsFromProgress(p, ['front_yard'], 1)[0].timestamp).toBe(resultsFromProgress(p, ['front_yard'], 2)[0].timestamp);
  });

  it('reports pending for areas the server has not mentioned yet', () => {
    expect(liveAreaStatuses(progress({ front_yard: area('processing') }), ['front_yard', 'walkway']).map((s) => s.status)).toEqual(['processing', 'pending']);
  });
});

describe('job outcome (product §4)', () => {
  it('succeeds with every image and reports the partial count when some areas failed', () => {
    const out = jobOutcome(progress({ front_yard: area('completed', ['a', 'b']), walkway: area('failed') }), ['front_yard', 'walkway']);
    expect(out).toMatchObject({ ok: true, completed: 1, failed: 1, total: 2 });
    expect(out.ok && out.items).toHaveLength(2);
  });

  it("fails with 'Failed to generate design' when no area completed", () => {
    expect(jobOutcome(progress({ front_yard: area('failed'), walkway: area('failed') }), ['front_yard', 'walkway'])).toEqual({
      ok: false,
      error: { key: 'errors.failedToGenerate' },
    });
  });

  it("fails with 'No renders were generated' when areas completed without any image", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(jobOutcome(progress({ front_yard: area('completed') }), ['front_yard'])).toEqual({ ok: false, error: { key: 'errors.noRenders' } });
    warn.mockRestore();
  });
});

describe('designs as they finish', () => {
  it('shows a finished style while the other styles of its area still render', () => {
    const p = progress({
      front_yard: { ...area('processing', ['a']), styles: { a: { status: 'completed', error: null }, b: { status: 'processing', error: null } } },
    });
    expect(resultsFromProgress(p, ['front_yard']).map((i) => i.style)).toEqual(['a']);
  });

  it('keeps what is on screen in place and adds new designs at the end', () => {
    const first = resultsFromProgress(progress({ backyard: area('completed', ['c']) }), ['front_yard', 'back_yard']);
    const later = resultsFromProgress(progress({ front_yard: area('completed', ['a']), backyard: area('completed', ['c']) }), ['front_yard', 'back_yard']);
    expect(later.map((i) => i.style)).toEqual(['a', 'c']);
    const shown = mergeArrivals(first, later);
    expect(shown.map((i) => i.style)).toEqual(['c', 'a']);
    // the same design read again keeps its id and timestamp
    expect(shown[0]).toEqual(later[1]);
    expect(mergeArrivals(shown, later)).toEqual(shown);
  });
});
