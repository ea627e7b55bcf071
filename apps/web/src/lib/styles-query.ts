import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const getStylesQueryOptions = () =>
  queryOptions({ queryKey: ['styles'], queryFn: () => getStyleCatalogue(), staleTime: Infinity, retry: false });

export const useStyles = () => useQuery(getStylesQueryOptions());
