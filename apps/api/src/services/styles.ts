import type { StyleCatalog } from '@landscape/core';

/** The 400 detail for a style a request may not use: never heard of, or switched off in Style Management. */
export async function unavailableStyle(styles: StyleCatalog, id: string): Promise<string> {
  return (await styles.availability(id)) === 'disabled' ? `style: '${id}' is not available` : `style: unknown style '${id}'`;
}
