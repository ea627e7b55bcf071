import { describe, expect, it } from 'vitest';
import type { ProgressResponse } from '@landscape/contract';
import { followProgress, reporterOf, type ToolExtra } from './follow.ts';
import type { StudioClient } from './studio-client.ts';

// Following a design: progress in designs (an area in a style), only ever growing, ending on all of them; an
// assistant that goes away stops the following (not the design).

const area = (styles: Record<string, string>) => ({
  status: 'processing' as const,
  image: null,
  images: [],
  error: null,
  styles: Object.fromEntries(Object.entries(styles).map(([k, v]) => [k, { status: v as 'pending', error: null }])),
});
const answer = (styles: Record<string, string>, done: boolean): ProgressResponse => ({
  request_id: 'r1',
  status: done ? 'completed' : 'processing',
  address: '12 Elm Street',
  styles: Object.keys(styles),
  total: 1,
  completed: done ? 1 : 0,
  failed: 0,
  areas: { front_yard: area(styles) },
  created_at: '2026-11-29T00:00:00.000Z',
});

function extraWith(sent: unknown[], signal = new AbortController().signal): ToolExtra {
  return { signal, _meta: { progressToken: 7 }, sendNotification: async (n: unknown) => void sent.push(n) } as unknown as ToolExtra;
}

describe('following a design', () => {
  it('reports each step in designs, never going back, until every design settled', async () => {
    const steps = [
      answer({ a: 'pending', b: 'pending' }, false),
      answer({ a: 'processing', b: 'pending' }, false),
      answer({ a: 'processing', b: 'pending' }, false),
      answer({ a: 'completed', b: 'processing' }, false),
      answer({ a: 'completed', b: 'completed' }, true),
    ];
    const studio = { progress: async () => steps.shift()! } as unknown as StudioClient;
    const sent: { params: { progress: number; total: number; message: string } }[] = [];
    const last = await followProgress(studio, 'r1', reporterOf(extraWith(sent)), { everyMs: 1 });
    expect(last.status).toBe('completed');
    expect(sent.map((n) => n.params.progress)).toEqual([0, 0.5, 1.5, 2]);
    expect(sent.every((n) => n.params.total === 2)).toBe(true);
    expect(sent.at(-1)!.params.message).toBe('2 of 2 designs ready');
    expect(sent[2]!.params.message).toBe('1 of 2 designs ready, 1 being drawn');
  });

  it('stops following when the assistant goes away, answering the request as it stands', async () => {
    const gone = new AbortController();
    let asked = 0;
    const studio = {
      progress: async () => {
        // the assistant hangs up while the follower waits for the next poll
        if (++asked === 1) setTimeout(() => gone.abort(), 10);
        return answer({ a: 'processing' }, false);
      },
    } as unknown as StudioClient;
    const last = await followProgress(studio, 'r1', reporterOf(extraWith([]), gone.signal), { everyMs: 60_000 });
    expect(last.status).toBe('processing');
    expect(asked).toBe(2);
  });
});
