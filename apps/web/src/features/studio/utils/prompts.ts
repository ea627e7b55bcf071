import { LIMITS } from '@landscape/contract/constants';

// Suggested-prompt chips of product §5: at most 3 comma-separated items in an area's prompt;
// clicking a chosen chip removes it.

export const promptItems = (prompt: string): string[] =>
  prompt
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export const isChipChosen = (prompt: string, chip: string) => promptItems(prompt).some((item) => same(item, chip));

export const isPromptFull = (prompt: string, max: number = LIMITS.maxSuggestedPrompts) => promptItems(prompt).length >= max;

/** A chip is unavailable when the prompt already holds the maximum and the chip is not one of them. */
export const isChipDisabled = (prompt: string, chip: string, max: number = LIMITS.maxSuggestedPrompts) =>
  !isChipChosen(prompt, chip) && isPromptFull(prompt, max);

export function toggleChip(prompt: string, chip: string, max: number = LIMITS.maxSuggestedPrompts): string {
  const items = promptItems(prompt);
  if (items.some((item) => same(item, chip))) return items.filter((item) => !same(item, chip)).join(', ');
  if (items.length >= max) return prompt;
  return [...items, chip.trim()].join(', ');
}

/**
 * The chips of one area in the visitor's language. The server's suggested prompts are content an admin
 * edits (in English); the ones that are the studio's own defaults are shown in their translation, the
 * admin's own wording as written. Without an answer from the server, the translated defaults.
 */
export function localizedChips(server: string[] | undefined, englishDefaults: string[], translated: string[]): string[] {
  if (!server) return translated;
  const norm = (s: string) => s.trim().toLowerCase();
  return server.map((text) => {
    const i = englishDefaults.findIndex((d) => norm(d) === norm(text));
    return i >= 0 ? (translated[i] ?? text) : text;
  });
}

/**
 * The same suggestion in every language (index-aligned lists of the studio's defaults), so a chip
 * chosen in one language still reads as chosen after switching: 'fire pit' is 'zona de fuego' is '火炉区'.
 */
export function chipVariants(chip: string, lists: string[][]): string[] {
  const out = new Set([chip]);
  for (const list of lists) {
    const i = list.findIndex((d) => same(d, chip));
    if (i >= 0) for (const l of lists) if (l[i]) out.add(l[i]!);
  }
  return [...out];
}

export const isAnyChosen = (prompt: string, variants: string[]) => variants.some((v) => isChipChosen(prompt, v));

/** Toggles a chip whose wording may be in the prompt in another language: a chosen one goes in every wording. */
export function toggleChipVariants(prompt: string, chip: string, variants: string[], max: number = LIMITS.maxSuggestedPrompts): string {
  if (!isAnyChosen(prompt, variants)) return toggleChip(prompt, chip, max);
  return promptItems(prompt)
    .filter((item) => !variants.some((v) => same(item, v)))
    .join(', ');
}
