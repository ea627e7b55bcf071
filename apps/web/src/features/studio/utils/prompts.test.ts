import { describe, expect, it } from 'vitest';
import { isChipChosen, isChipDisabled, promptItems, toggleChip } from './prompts.ts';

describe('suggested prompt chips (spec §5)', () => {
  it('adds a chip as a comma-separated item', () => {
    expect(toggleChip('', 'fire pit')).toBe('fire pit');
    expect(toggleChip('fire pit', 'lighting')).toBe('fire pit, lighting');
  });

  it('refuses a fourth item', () => {
    const full = 'fire pit, lighting, pergola';
    expect(toggleChip(full, 'pond')).toBe(full);
    expect(isChipDisabled(full, 'pond')).toBe(true);
    expect(isChipDisabled(full, 'lighting')).toBe(false);
  });

  it('counts the words the owner typed as items too', () => {
    expect(isChipDisabled('a, b, c', 'pond')).toBe(true);
  });

  it('removes a chosen chip when clicked again, whatever its case', () => {
    expect(toggleChip('fire pit, Lighting, pergola', 'lighting')).toBe('fire pit, pergola');
    expect(isChipChosen('Fire Pit', 'fire pit')).toBe(true);
  });

  it('ignores empty items', () => {
    expect(promptItems(' a, , b ,')).toEqual(['a', 'b']);
  });
});
