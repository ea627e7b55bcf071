import { LIMITS } from '@landscape/contract';

// Suggested-prompt chips of spec §5: at most 3 comma-separated items in an area's prompt;
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
