import { describe, expect, it } from 'vitest';
import { STYLE_IDS } from '@landscape/contract/constants';
import { parseEdit } from '../../../../../packages/design/src/edit/edit-parser.ts';
import en from '../../locales/en/edit.json';
import es from '../../locales/es/edit.json';
import zh from '../../locales/zh/edit.json';
import { SUGGESTIONS, STYLES_WITH_SUGGESTIONS, suggestionsFor } from './edit-suggestions.ts';

describe('suggestions per style', () => {
  it('every style of the studio has four suggestions of its own, all different', () => {
    expect([...STYLES_WITH_SUGGESTIONS].sort()).toEqual([...STYLE_IDS].sort());
    for (const style of STYLE_IDS) {
      const s = suggestionsFor(style);
      expect(s).toHaveLength(4);
      expect(new Set(s).size).toBe(4);
    }
    // styles differ: a zen garden is not offered what a cottage garden is
    expect(suggestionsFor('japanese_zen')).not.toEqual(suggestionsFor('cottage_garden'));
    expect(suggestionsFor('japanese_zen')).toContain('lawnToGravel');
    expect(suggestionsFor('cottage_garden')).toContain('moreFlowers');
  });

  it('a style it does not know gets the general suggestions', () => {
    expect(suggestionsFor('moon_garden')).toEqual(['lawnToGravel', 'addShadeTree', 'widerPath', 'moreFlowers']);
  });

  it.each([
    ['en', en.suggest],
    ['es', es.suggest],
    ['zh', zh.suggest],
  ] as const)('every suggestion in %s is one edit the engine reads', (_lang, texts) => {
    for (const id of SUGGESTIONS) {
      const text = (texts as Record<string, string>)[id];
      expect(text, id).toBeTruthy();
      const parsed = parseEdit(text!);
      expect(parsed.unknown, `${id}: “${text}”`).toEqual([]);
      expect(parsed.ops, `${id}: “${text}”`).toHaveLength(1);
    }
  });

  it('each suggestion does what its name says (same operation in every language)', () => {
    for (const id of SUGGESTIONS) {
      const ops = [en, es, zh].map((l) => parseEdit((l.suggest as Record<string, string>)[id]!).ops[0]);
      const strip = (op: (typeof ops)[number]) => op && JSON.stringify({ ...op, text: undefined });
      expect(strip(ops[1]), `${id} es`).toBe(strip(ops[0]));
      expect(strip(ops[2]), `${id} zh`).toBe(strip(ops[0]));
    }
  });
});
