import { describe, expect, it } from 'vitest';
import { parseWishes } from './wish-parser.ts';

describe('parseWishes', () => {
  it('maps suggested prompts to features', () => {
    const w = parseWishes('fire pit, water feature, vegetable garden');
    expect(w.features).toEqual(['fire_pit', 'water_feature', 'raised_vegetable_beds']);
    expect(w.notes).toEqual([]);
  });

  it('understands synonyms in free text', () => {
    const w = parseWishes('A fountain by the patio and some path lights, plus a pergola for shade');
    expect(w.features).toEqual(expect.arrayContaining(['water_feature', 'patio_seating', 'lighting', 'pergola']));
  });

  it('reads constraints, including privacy as a hedge', () => {
    const w = parseWishes('low maintenance, drought tolerant, safe for our dog, kids play area, privacy from neighbours');
    expect(w.constraints).toEqual(expect.arrayContaining(['low_maintenance', 'drought_tolerant', 'pet_friendly', 'kid_friendly', 'privacy']));
    expect(w.features).toEqual(expect.arrayContaining(['privacy_hedge', 'play_lawn']));
  });

  it('understands simple Spanish and Chinese cues', () => {
    expect(parseWishes('una fuente y un huerto').features).toEqual(['water_feature', 'raised_vegetable_beds']);
    expect(parseWishes('火坑，菜园').features).toEqual(['fire_pit', 'raised_vegetable_beds']);
    expect(parseWishes('耐旱, 宠物').constraints).toEqual(['drought_tolerant', 'pet_friendly']);
  });

  it('keeps unknown wishes as notes and honours negation', () => {
    const w = parseWishes('a hammock between two trees, no lawn');
    expect(w.notes).toEqual(['a hammock between two trees', 'no lawn']);
    expect(w.features).not.toContain('play_lawn');
    expect(w.avoid).toContain('play_lawn');
  });

  it('reads named plants and path wishes, in every studio language', () => {
    expect(parseWishes('lined with lavender, natural stone pavers, wider path')).toMatchObject({
      plants: ['provence_lavender'],
      features: ['stone_path', 'wide_path'],
      notes: [],
    });
    expect(parseWishes('bordeado de lavanda, losas de piedra natural, camino más ancho')).toMatchObject({
      plants: ['provence_lavender'],
      features: ['stone_path', 'wide_path'],
      notes: [],
    });
    expect(parseWishes('薰衣草夹道，天然石板，加宽步道')).toMatchObject({ plants: ['provence_lavender'], features: ['stone_path', 'wide_path'], notes: [] });
    expect(parseWishes('colourful flower beds, stone edging').features).toEqual(['flower_beds', 'stone_edging']);
    expect(parseWishes('colourful flower beds').notes).toEqual([]);
  });

  it('returns nothing for an empty wish', () => {
    expect(parseWishes('   ')).toEqual({ features: [], constraints: [], avoid: [], plants: [], unsupported: [], notes: [], removeTrees: false });
  });

  it('reads a wish to remove the existing trees, in every studio language', () => {
    for (const text of ['fire pit, remove the old tree', 'cut down the big tree', 'quitar el árbol viejo', 'sin árboles', '砍掉那棵老树']) {
      const w = parseWishes(text);
      expect(w.removeTrees, text).toBe(true);
      expect(w.notes, text).toEqual([]);
    }
    expect(parseWishes('shade tree, fruit trees, a treehouse').removeTrees).toBe(false);
  });
});
