import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { FALLBACK_STYLE_IDS, TIMING } from '@landscape/contract/constants';
import type { Style } from '@landscape/contract';
import { apiRequest } from './api-client.ts';
import { stylesResponseSchema } from './answer-schemas.ts';
import { withRetries } from './styles.ts';

export interface StyleCatalogue {
  styles: Style[];
  /** True when /api/styles could not be read and the 3 default styles are shown (product §8). */
  fallback: boolean;
}

export async function getStyles(): Promise<Style[]> {
  return (await apiRequest('/api/styles', stylesResponseSchema)).styles;
}

/** 3 attempts with 1 s and 2 s between them, then the fallback styles; names come from the locale. */
export async function getStyleCatalogue(sleep?: (ms: number) => Promise<void>): Promise<StyleCatalogue> {
  try {
    const styles = await withRetries(getStyles, TIMING.styleAttempts, TIMING.styleRetryDelaysMs, sleep);
    if (styles.length > 0) return { styles, fallback: false };
  } catch (err) {
    console.warn('[studio] Failed to get styles', err);
  }
  return { styles: FALLBACK_STYLE_IDS.map((id) => ({ id, name: id, description: '', preview: null })), fallback: true };
}

/** The one cache entry of GET /api/styles: the studio, Pro and the virtual tour all read it. */
export const STYLES_QUERY_KEY = ['styles'] as const;

export const getStylesQueryOptions = () => queryOptions({ queryKey: STYLES_QUERY_KEY, queryFn: () => getStyleCatalogue(), staleTime: Infinity, retry: false });

export const useStyles = () => useQuery(getStylesQueryOptions());

/** After a Style Management change: the catalogue every page shows is asked again. */
export const refreshStyles = (qc: QueryClient) => qc.invalidateQueries({ queryKey: STYLES_QUERY_KEY });
