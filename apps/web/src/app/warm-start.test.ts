import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getStylesQueryOptions } from '../features/studio/api/get-styles.ts';
import { warmStudioStart } from './warm-start.ts';

const zen = { id: 'japanese_zen', name: 'Japanese Zen', description: 'Calm', preview: null };
const key = getStylesQueryOptions().queryKey;

describe('warm start of the studio', () => {
  it("fills the studio's styles from the answer that left with the first requests", async () => {
    const client = new QueryClient();
    await warmStudioStart(client, '/', async () => [zen]);
    expect(client.getQueryData(key)).toEqual({ styles: [zen], fallback: false });
  });

  it('leaves the studio to ask (and fall back) when the answer fails or is empty', async () => {
    const failed = new QueryClient();
    await warmStudioStart(failed, '/studio', async () => Promise.reject(new Error('502')));
    expect(failed.getQueryData(key)).toBeUndefined();
    const empty = new QueryClient();
    await warmStudioStart(empty, '/', async () => []);
    expect(empty.getQueryData(key)).toBeUndefined();
  });

  it('asks nothing on other pages', async () => {
    const client = new QueryClient();
    let asked = false;
    await warmStudioStart(client, '/about', async () => ((asked = true), [zen]));
    expect(asked).toBe(false);
  });
});
