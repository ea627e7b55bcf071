import { describe, expect, it } from 'vitest';
import { chipVariants, isAnyChosen, isChipChosen, isChipDisabled, localizedChips, promptItems, toggleChip, toggleChipVariants } from './prompts.ts';

describe('suggested prompt chips (product §5)', () => {
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

describe('chips from the server', () => {
  const en = ['fire pit', 'pergola'];
  const es = ['zona de fuego', 'pérgola'];
  it('translates the studio defaults and keeps an admin wording as written', () => {
    expect(localizedChips(['Pergola', 'koi pond'], en, es)).toEqual(['pérgola', 'koi pond']);
  });
  it('falls back to the translated defaults without an answer', () => {
    expect(localizedChips(undefined, en, es)).toEqual(es);
  });
  it('shows nothing when an admin switched every suggestion off', () => {
    expect(localizedChips([], en, es)).toEqual([]);
  });
});

describe('chips across languages', () => {
  const lists = [
    ['fire pit', 'pergola'],
    ['zona de fuego', 'pérgola'],
    ['火炉区', '凉亭'],
  ];
  it('a chip chosen in one language reads as chosen in another and is removed in any wording', () => {
    const prompt = toggleChip('', 'fire pit');
    const variants = chipVariants('zona de fuego', lists);
    expect(variants).toEqual(expect.arrayContaining(['zona de fuego', 'fire pit', '火炉区']));
    expect(isAnyChosen(prompt, variants)).toBe(true);
    expect(isAnyChosen(prompt, chipVariants('pérgola', lists))).toBe(false);
    expect(toggleChipVariants(prompt, 'zona de fuego', variants)).toBe('');
    expect(toggleChipVariants('fire pit', '凉亭', chipVariants('凉亭', lists))).toBe('fire pit, 凉亭');
  });
  it('an admin wording that is no default is its own only variant', () => {
    expect(chipVariants('koi pond', lists)).toEqual(['koi pond']);
  });
});
