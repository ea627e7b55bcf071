import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getStylesQueryOptions, type StyleCatalogue } from '../lib/styles-query.ts';
import { warmStudioStart } from './warm-start.ts';

const zen = { id: 'japanese_zen', name: 'Japanese Zen', description: 'Calm', preview: null };
const key = getStylesQueryOptions().queryKey;
/** The studio's styles query with a catalogue answered at once. */
const answering = (catalogue: StyleCatalogue, onAsk = () => {}) => ({ ...getStylesQueryOptions(), queryFn: async () => (onAsk(), catalogue) });

describe('warm start of the studio', () => {
  it("fills the studio's styles from the catalogue asked for with the first requests", async () => {
    const client = new QueryClient();
    await warmStudioStart(client, '/', answering({ styles: [zen], fallback: false }));
    expect(client.getQueryData(key)).toEqual({ styles: [zen], fallback: false });
  });

  it('drops a fallback reached before the studio is on screen, so it asks again once the backend is healthy', async () => {
    const client = new QueryClient();
    await warmStudioStart(client, '/studio', answering({ styles: [zen], fallback: true }));
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('keeps the fallback the studio is already showing', async () => {
    const client = new QueryClient();
    const options = answering({ styles: [zen], fallback: true });
    const studio = new QueryObserver(client, { ...options, enabled: false });
    const unsubscribe = studio.subscribe(() => {});
    await warmStudioStart(client, '/', options);
    expect(client.getQueryData(key)).toEqual({ styles: [zen], fallback: true });
    unsubscribe();
  });

  it('asks nothing on other pages', async () => {
    const client = new QueryClient();
    let asked = false;
    await warmStudioStart(
      client,
      '/about',
      answering({ styles: [zen], fallback: false }, () => (asked = true)),
    );
    expect(asked).toBe(false);
  });
});
