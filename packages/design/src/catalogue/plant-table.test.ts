import { describe, expect, it } from 'vitest';
import { DESIGN_LANGUAGES } from './languages/index.ts';
import { PLANT_TABLE } from './plant-table.ts';

// The fact table as a list can be ordered from: cultivar (or trade) names are the same string in every
// language, common names are translated, and every plant has its facts' sources.

const facts = Object.values(PLANT_TABLE.facts);

describe('the plant table', () => {
  it('holds at least 250 plants, each fact with a listed source', () => {
    expect(facts.length).toBeGreaterThanOrEqual(250);
    for (const f of facts) for (const s of Object.values(f.sources)) expect(PLANT_TABLE.sources[s], `${f.id}: ${s}`).toBeDefined();
  });

  it('keeps cultivar and trade names identical in en, es and zh (never translated)', () => {
    const wrong: string[] = [];
    for (const f of facts) {
      const cultivar = /'(.+)'$/.exec(PLANT_TABLE.plants[f.id]!.botanical)?.[1];
      const sold = f.tradeName ?? cultivar;
      if (!sold) continue;
      if (!f.names.en.includes(sold)) wrong.push(`${f.id} en: ${f.names.en}`);
      for (const l of ['es', 'zh'] as const) if (!DESIGN_LANGUAGES[l].plants[f.id]!.includes(`'${sold}'`)) wrong.push(`${f.id} ${l}: ${f.names[l]}`);
    }
    expect(wrong).toEqual([]);
    expect(DESIGN_LANGUAGES.zh.plants.crabapple).toBe("海棠 'Prairifire'");
    expect(JSON.stringify(DESIGN_LANGUAGES.zh.plants)).not.toContain('草原之火');
  });

  it('translates common names: Spanish differs from English, Chinese is written in Chinese', () => {
    const outsideQuotes = (s: string) => s.replace(/'[^']*'/g, '').trim();
    // names that are the same word in both languages (a Spanish or Native word English took as it was)
    const shared = ['damianita', 'ocotillo', 'plumeria', 'salal'];
    const untranslated = facts.filter((f) => outsideQuotes(f.names.es).toLowerCase() === outsideQuotes(f.names.en).toLowerCase());
    expect(untranslated.map((f) => f.id)).toEqual(shared);
    expect(facts.filter((f) => !/\p{Script=Han}/u.test(outsideQuotes(f.names.zh))).map((f) => f.id)).toEqual([]);
  });
});
