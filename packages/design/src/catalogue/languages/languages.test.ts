import { LANGUAGES, STYLE_IDS, designSummarySchema } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { MATERIAL_LIBRARY } from '../material-library.ts';
import { PLANT_LIBRARY } from '../plant-library.ts';
import { buildPlan } from '../../plan-builder.ts';
import { planViewSvg } from '../../renderer/plan-view.ts';
import { sceneFromAddress } from '../../scene.ts';
import { resolveSite } from '../../site/site.ts';
import { summarizePlan } from '../../summary.ts';
import { analyzeImage } from '../../analysis.ts';
import { renderOriginal } from '../../renderer/perspective.ts';
import { MESSAGES, say } from '../messages.ts';
import { catalogueProblems, DESIGN_LANGUAGES, designLocale, inTitle, sourceText, titleText, translateNote } from './index.ts';

const address = '88 Orchard Lane, Portland, OR';
const scene = sceneFromAddress(address);
const site = resolveSite(address, { scene });
const plan = (locale: string) =>
  buildPlan({ area: 'backyard', style: 'mediterranean', wishes: 'fire pit, pergola, lighting, pet friendly', scene, seed: 7, site, locale });

/** Every word of a catalogue, lower case. */
function vocabulary(tree: unknown, out = new Set<string>()): Set<string> {
  if (typeof tree === 'string') for (const w of tree.toLowerCase().match(/\p{L}+/gu) ?? []) out.add(w);
  else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) vocabulary(v, out);
  return out;
}
/** Words of the English catalogue that this language's catalogue never uses (names like 'Meyer' are in both). */
const englishOnly = (locale: 'es' | 'zh') => {
  const own = vocabulary(DESIGN_LANGUAGES[locale]);
  return new Set([...vocabulary(DESIGN_LANGUAGES.en)].filter((w) => w.length > 2 && !own.has(w)));
};
/** English left in a text: words only English uses, outside botanical names and quoted cultivar names. */
function englishWordsIn(text: string, allowed: string[], locale: 'es' | 'zh'): string[] {
  let rest = text;
  for (const a of allowed) rest = rest.split(a).join(' ');
  rest = rest.replace(/'[^']*'/g, ' ');
  const en = englishOnly(locale);
  return (rest.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => en.has(w));
}

describe('the design engine in other languages', () => {
  it('maps studio language codes to a catalogue, English for anything else', () => {
    expect(designLocale('es-MX')).toBe('es');
    expect(designLocale('zh')).toBe('zh');
    expect(designLocale('fr')).toBe('en');
    expect(designLocale(undefined)).toBe('en');
  });

  for (const locale of ['es', 'zh'] as const) {
    it(`writes the summary in ${locale}: names, sizes, materials and notes, metric units, botanical names unchanged`, () => {
      const en = summarizePlan(plan('en'));
      const p = plan(locale);
      const s = designSummarySchema.parse(summarizePlan(p));
      expect(s.locale).toBe(locale);
      expect(s.units).toBe('metric');
      expect(s.title).not.toBe(en.title);
      expect(s.title).toContain(DESIGN_LANGUAGES[locale].styles.mediterranean);
      expect(s.plants.map((x) => x.botanical)).toEqual(en.plants.map((x) => x.botanical));
      const botanical = s.plants.map((x) => x.botanical);
      for (const line of [
        s.title,
        ...s.features,
        ...s.materials,
        ...s.plants.flatMap((x) => [x.common, x.size, x.reason ?? '']),
        ...(s.site?.notes ?? []),
        ...s.cost.sources,
      ]) {
        expect(englishWordsIn(line, botanical, locale), `"${line}"`).toEqual([]);
      }
      expect(s.materials.join(' ')).toMatch(/m²|平方米/);
      expect(s.materials.join(' ')).not.toMatch(/sq ft/);
      expect(s.plants.every((x) => x.sizes && x.sizes.metric === x.size)).toBe(true);
      expect(s.material_areas?.length).toBe(s.materials.length);
    });

    it(`labels the plan view in ${locale}`, () => {
      const svg = planViewSvg(scene, plan(locale));
      const lang = DESIGN_LANGUAGES[locale];
      expect(svg).toContain(`>${lang.plan.house}<`);
      expect(svg).not.toContain('>HOUSE<');
      expect(svg).toContain(lang.features.fire_pit);
    });

    it(`writes the analysis in ${locale}`, async () => {
      const a = await analyzeImage(await renderOriginal(scene, 'front_yard', { size: 256, format: 'png' }), locale);
      for (const line of [a.generated_text, a.current_style, ...a.recommendations]) expect(englishWordsIn(line, [], locale), line).toEqual([]);
    });
  }

  for (const own of LANGUAGES) {
    it(`carries a ${own} design's words in the other languages: what the same plan says in each`, () => {
      const s = designSummarySchema.parse(summarizePlan(plan(own)));
      const others = LANGUAGES.filter((l) => l !== own);
      expect(Object.keys(s.translations ?? {}).sort()).toEqual([...others].sort());
      for (const l of others) {
        // the plan made in that language, summarized: its words, without what every language shares
        const { plan_width_m: _w, upkeep: _u, translations: _t, ...there } = summarizePlan(plan(l));
        expect(s.translations?.[l]).toEqual(there);
        expect(s.translations?.[l]?.locale).toBe(l);
        expect(s.translations?.[l]?.units).toBe(l === 'en' ? 'imperial' : 'metric');
      }
    });
  }

  it('carries the analysis in the other languages: what analyzing in each says', async () => {
    const image = await renderOriginal(scene, 'front_yard', { size: 256, format: 'png' });
    const en = await analyzeImage(image, 'en');
    expect(Object.keys(en.translations ?? {}).sort()).toEqual(['es', 'zh']);
    for (const locale of ['es', 'zh'] as const) {
      const { generated_text, current_style, recommendations, curb_appeal_rating } = await analyzeImage(image, locale);
      expect(en.translations?.[locale]).toEqual({ generated_text, current_style, recommendations });
      expect(curb_appeal_rating).toBe(en.curb_appeal_rating);
    }
  });

  it('calls a fire pit as the studio\'s chip does in Chinese (火炉区), never 火坑, which reads as "a living hell"', () => {
    const s = summarizePlan(plan('zh'));
    expect(DESIGN_LANGUAGES.zh.features.fire_pit).toBe('火炉区');
    expect(s.features.join(' ')).toContain('火炉区');
    expect(JSON.stringify(s)).not.toContain('火坑');
  });

  it('the English finder finds English', () => {
    expect(englishWordsIn('Jardín con fire pit', [], 'es')).toEqual(['pit']);
    expect(englishWordsIn("Olivo 'Swan Hill' · Olea europaea", ['Olea europaea'], 'es')).toEqual([]);
  });

  it('keeps English designs as they were, in imperial units', () => {
    const s = summarizePlan(plan('en'));
    expect(s.units).toBe('imperial');
    expect(s.materials.join(' ')).toMatch(/sq ft/);
    expect(s.title).toMatch(/^Mediterranean Back\/Side Yard with /);
  });

  it('says every engine note in every language', () => {
    const notes = plan('en').notes;
    expect(notes.length).toBeGreaterThan(0);
    for (const locale of LANGUAGES) for (const n of notes) expect(translateNote(n, DESIGN_LANGUAGES[locale])).not.toMatch(/\{\w+\}/);
  });
});

// ---- completeness: every language names everything the English catalogue names --------------------

describe('design catalogue completeness', () => {
  it('English names every plant, material, style and container size of the catalogue', () => {
    const en = DESIGN_LANGUAGES.en;
    expect(Object.keys(en.plants).sort()).toEqual(Object.keys(PLANT_LIBRARY).sort());
    expect(Object.keys(en.materials).sort()).toEqual(Object.keys(MATERIAL_LIBRARY).sort());
    expect(Object.keys(en.styles).sort()).toEqual([...STYLE_IDS].sort());
    const sizes = new Set(Object.values(PLANT_LIBRARY).map((p) => p.size));
    for (const size of sizes) expect(Object.keys(en.sizes), size).toContain(size);
    const sources = new Set([...Object.values(PLANT_LIBRARY), ...Object.values(MATERIAL_LIBRARY)].map((x) => x.price.source));
    for (const source of sources) for (const l of ['es', 'zh'] as const) expect(sourceText(source, DESIGN_LANGUAGES[l]), source).not.toBe(source);
  });

  for (const locale of LANGUAGES) {
    it(`${locale} has every key of English, none empty, same placeholders`, () => {
      expect(catalogueProblems(locale)).toEqual([]);
    });
  }

  it('the check finds a missing plant name', () => {
    const saved = DESIGN_LANGUAGES.es.plants.olive;
    delete DESIGN_LANGUAGES.es.plants.olive;
    try {
      expect(catalogueProblems('es')).toContain('es lacks plants.olive');
    } finally {
      DESIGN_LANGUAGES.es.plants.olive = saved!;
    }
  });
});

describe('titles', () => {
  it('write feature names in English title case, keeping short function words low', () => {
    expect(inTitle('Water feature', 'title')).toBe('Water Feature');
    expect(inTitle('Low-voltage path lighting', 'title')).toBe('Low-Voltage Path Lighting');
    expect(inTitle('Drip irrigation in every bed', 'title')).toBe('Drip Irrigation in Every Bed');
    expect(inTitle('Raised vegetable beds', 'title')).toBe('Raised Vegetable Beds');
  });

  it('read naturally in Spanish (lower case inside the sentence) and as written in Chinese', () => {
    expect(inTitle('Fuente de agua', 'lower')).toBe('fuente de agua');
    expect(inTitle('水景', 'as-written')).toBe('水景');
  });

  it('give one casing to the whole title in every language', () => {
    const en = titleText('Modern Minimalist', 'front_yard', ['water_feature', 'fire_pit'], DESIGN_LANGUAGES.en);
    expect(en).toBe('Modern Minimalist Front Yard with Water Feature and Fire Pit');
    const es = titleText('Minimalista moderno', 'front_yard', ['water_feature', 'fire_pit'], DESIGN_LANGUAGES.es);
    expect(es).toBe(
      `${DESIGN_LANGUAGES.es.areas.front_yard} de estilo Minimalista moderno con ${DESIGN_LANGUAGES.es.features.water_feature.toLowerCase()} y ${DESIGN_LANGUAGES.es.features.fire_pit.toLowerCase()}`,
    );
    const zh = titleText('现代极简', 'front_yard', ['water_feature'], DESIGN_LANGUAGES.zh);
    expect(zh).toBe(`现代极简风格${DESIGN_LANGUAGES.zh.areas.front_yard}，配${DESIGN_LANGUAGES.zh.features.water_feature}`);
  });

  it('title-case every feature of the English catalogue that a title can name', () => {
    for (const [kind, name] of Object.entries(DESIGN_LANGUAGES.en.features)) {
      const title = titleText('Japanese Zen', 'walkway', [kind as keyof typeof DESIGN_LANGUAGES.en.features], DESIGN_LANGUAGES.en);
      const words = title.replace(/^.* with /, '').split(/[ -]/);
      if (title.includes(' with '))
        for (const w of words) expect(/^\p{Lu}/u.test(w) || ['in', 'and', 'of', 'with'].includes(w), `${name}: ${title}`).toBe(true);
    }
  });
});

describe('what an edit could not change, with a plural target', () => {
  it('reads right for a mass noun and a plural alike (never "there is no flowers")', () => {
    const en = DESIGN_LANGUAGES.en.messages;
    expect(say('edit.why.noneHere', { target: say('edit.word.flower') })).toBe('this design has no flowers');
    expect(say('edit.why.none', { target: say('edit.word.lawn') })).toBe('the marked area has no lawn');
    expect(en['edit.why.noneHere']).toBe(MESSAGES['edit.why.noneHere']);
    const es = DESIGN_LANGUAGES.es.messages;
    expect(es['edit.why.noRoomHere']).toBe('no hay sitio para {target} en este {area}');
  });
});
