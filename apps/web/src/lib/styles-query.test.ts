import { readdirSync, readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getStylesQueryOptions, refreshStyles, type StyleCatalogue } from './styles-query.ts';

const catalogue: StyleCatalogue = { styles: [{ id: 'modern', name: 'Modern', description: '', preview: null }], fallback: false };

describe('the styles query', () => {
  it('is marked stale by refreshStyles, so the next reader asks GET /api/styles again', async () => {
    const qc = new QueryClient();
    qc.setQueryData(getStylesQueryOptions().queryKey, catalogue);
    expect(qc.getQueryState(getStylesQueryOptions().queryKey)?.isInvalidated).toBe(false);
    await refreshStyles(qc);
    expect(qc.getQueryState(getStylesQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('is refreshed by every Style Management mutation', () => {
    const dir = new URL('../features/style-admin/api/', import.meta.url);
    const mutations = readdirSync(dir).filter((f) => readFileSync(new URL(f, dir), 'utf8').includes('useMutation('));
    expect(mutations.length).toBeGreaterThan(0);
    for (const f of mutations) expect(readFileSync(new URL(f, dir), 'utf8'), f).toMatch(/onSuccess:[\s\S]*refreshStyles\(qc\)/);
  });
});
