import type { ConstraintKind, FeatureKind, ParsedWishes, UnsupportedWish } from './types.ts';

// The studio offers suggested prompts (comma-separated, §5) and free text in en/es/zh, so each rule
// lists English synonyms plus simple Spanish and Chinese cues. Rules run most specific first and
// consume what they match, so '花架' (trellis) is not also read as '花' (flowers).
interface Rule {
  pattern: RegExp;
  features?: FeatureKind[];
  constraints?: ConstraintKind[];
  /** Understood, but not drawn yet: answered as not included. */
  unsupported?: UnsupportedWish[];
}

const w = (alternatives: string) => new RegExp(`\\b(?:${alternatives})\\b`, 'iu');
const cjk = (alternatives: string) => new RegExp(`(?:${alternatives})`, 'u');

// Plants a homeowner may name, mapped to the library plant that best stands for them.
const PLANT_RULES: { pattern: RegExp; plant: string }[] = [
  { pattern: /\b(?:lavender|lavanda)\b|薰衣草/iu, plant: 'provence_lavender' },
  { pattern: /\b(?:roses?|rosales?|rosas?)\b|玫瑰|月季/iu, plant: 'knock_out_rose' },
  { pattern: /\b(?:rosemary|romero)\b|迷迭香/iu, plant: 'rosemary' },
  { pattern: /\b(?:japanese )?maples?\b|\barce\b|枫/iu, plant: 'japanese_maple' },
  { pattern: /\b(?:palms?|palm trees?|palmeras?)\b|棕榈|椰子/iu, plant: 'windmill_palm' },
  { pattern: /\b(?:cact(?:us|i)|cactus|cactos?)\b|仙人掌/iu, plant: 'golden_barrel' },
  { pattern: /\b(?:succulents?|suculentas?|agaves?)\b|多肉|龙舌兰/iu, plant: 'blue_glow_agave' },
  { pattern: /\b(?:bamboo|bamb[uú])\b|竹/iu, plant: 'clumping_bamboo' },
  { pattern: /\b(?:olives?|olive trees?|olivos?)\b|橄榄/iu, plant: 'olive' },
  { pattern: /\b(?:hydrangeas?|hortensias?)\b|绣球/iu, plant: 'hydrangea' },
  { pattern: /\b(?:boxwood|box hedge|boj)\b|黄杨/iu, plant: 'boxwood_ball' },
  { pattern: /\b(?:cherry blossoms?|cherry trees?|cerezos?)\b|樱花/iu, plant: 'kwanzan_cherry' },
  { pattern: /\b(?:lemon trees?|lemons?|citrus|lim[oó]n(?:ero)?)\b|柠檬/iu, plant: 'meyer_lemon' },
  { pattern: /\b(?:ferns?|helechos?)\b|蕨/iu, plant: 'holly_fern' },
  { pattern: /\b(?:ornamental grass(?:es)?|grasses|pastos ornamentales)\b|观赏草/iu, plant: 'feather_reed_grass' },
];

const RULES: Rule[] = [
  // The most-asked wishes that older rules would read as something else ('outdoor kitchen' as a patio,
  // 'swings' as a lawn, 'rain garden' as flowers) come first.
  { pattern: w('hot ?tubs?|spas?|jacuzzis?|whirlpools?|ba[nñ]eras? de hidromasaje|tinas? de hidromasaje|hidromasaje'), features: ['hot_tub'] },
  { pattern: cjk('热水浴缸|按摩浴缸|温泉池|浴缸'), features: ['hot_tub'] },
  { pattern: w('outdoor kitchens?|bbq islands?|grill stations?|cocinas? (?:exterior|exteriores|al aire libre)'), features: ['outdoor_kitchen'] },
  { pattern: cjk('户外厨房|室外厨房'), features: ['outdoor_kitchen'] },
  { pattern: w('shade trees?|afternoon shade|shade for the afternoon|shady tree|sombra por la tarde'), features: ['shade_tree'] },
  // \b is ASCII-only: a word starting with 'á' needs letter boundaries of its own.
  { pattern: /(?<!\p{L})[aá]rbol(?:es)? de sombra(?!\p{L})/iu, features: ['shade_tree'] },
  { pattern: cjk('遮阴树|遮荫树|庭荫树|午后遮阴'), features: ['shade_tree'] },
  { pattern: w('chicken coops?|chickens?|hens?|hen ?house|coops?|gallineros?|gallinas?|pollos?'), unsupported: ['chicken_coop'] },
  { pattern: cjk('鸡舍|鸡笼|养鸡|鸡窝'), unsupported: ['chicken_coop'] },
  {
    pattern: w('dog runs?|dog areas?|dog yards?|dog pens?|corral(?:es)? para perros|zona para perros|[aá]rea para perros'),
    unsupported: ['dog_run'],
    constraints: ['pet_friendly'],
  },
  { pattern: cjk('遛狗区|狗狗活动区|狗场|狗跑道'), unsupported: ['dog_run'], constraints: ['pet_friendly'] },
  { pattern: w('trampolines?|cama el[aá]stica|camas el[aá]sticas|tramp[oó]l[ií]n'), features: ['trampoline'], constraints: ['kid_friendly'] },
  { pattern: cjk('蹦床|弹跳床'), features: ['trampoline'], constraints: ['kid_friendly'] },
  { pattern: w('swing ?sets?|swings?|play ?sets?|columpios?'), features: ['swing_set'], constraints: ['kid_friendly'] },
  { pattern: cjk('秋千'), features: ['swing_set'], constraints: ['kid_friendly'] },
  { pattern: w('rain gardens?|bioswales?|jard[ií]n(?:es)? de lluvia'), unsupported: ['rain_garden'] },
  { pattern: cjk('雨水花园|雨水花园|雨水园'), unsupported: ['rain_garden'] },
  { pattern: w('(?:storage |tool |garden )?sheds?|cobertizos?|casetas?(?: de (?:almacenaje|herramientas|jard[ií]n))?|trasteros?'), features: ['storage_shed'] },
  { pattern: cjk('储物棚|工具棚|储物间|棚屋'), features: ['storage_shed'] },
  { pattern: w('compost(?:ing)?(?: bins?| piles?)?|composters?|composteras?|compostaje|compost'), features: ['compost_bins'] },
  { pattern: cjk('堆肥箱|堆肥'), features: ['compost_bins'] },
  { pattern: w('hammocks?|hamacas?'), features: ['hammock'] },
  { pattern: cjk('吊床'), features: ['hammock'] },
  { pattern: w('bocce(?: ball)?(?: courts?)?|p[eé]tanque|canchas? de bochas|bochas|petanca'), unsupported: ['bocce'] },
  { pattern: cjk('滚球场|地掷球|滚球'), unsupported: ['bocce'] },
  { pattern: w('(?:swimming |plunge |lap )?pools?|piscinas?|albercas?'), unsupported: ['pool'] },
  { pattern: cjk('游泳池|泳池'), unsupported: ['pool'] },
  { pattern: w('(?:wood(?:en)? )?deck(?:s|ing)?|tarimas?(?: de madera)?|terraza de madera|deck de madera'), unsupported: ['deck'] },
  { pattern: cjk('木平台|木甲板|木露台'), unsupported: ['deck'] },
  { pattern: w('pollinator gardens?|pollinators?|polinizadores'), features: ['flower_beds'] },
  { pattern: cjk('传粉昆虫花园|传粉|授粉|蜜源'), features: ['flower_beds'] },
  { pattern: w('stone lanterns?|japanese lanterns?|toro'), features: ['stone_lantern'] },
  { pattern: cjk('石灯笼|石灯'), features: ['stone_lantern'] },
  { pattern: w('bird ?baths?|bebederos? de p[aá]jaros|bebederos?'), features: ['bird_bath'] },
  { pattern: cjk('鸟浴盆|鸟浴|饮鸟'), features: ['bird_bath'] },
  { pattern: w('stepping[- ]stones?|steppers|piedras de paso|pasaderas'), features: ['stepping_stones'] },
  { pattern: cjk('踏脚石|汀步|踏石'), features: ['stepping_stones'] },
  {
    pattern: w(
      'fire ?pits?|fire ?bowls?|fire tables?|fire ?place|fire area|bonfire|camp ?fire|fogatas?|fog[oó]n|brasero|chimenea exterior|hoguera|zona de fuego|fuego',
    ),
    features: ['fire_pit'],
  },
  { pattern: cjk('火坑|火盆|火炉|篝火|壁炉'), features: ['fire_pit'] },
  { pattern: w('water features?|fountains?|ponds?|waterfalls?|water walls?|koi|streams?|fuentes?|estanques?|cascadas?|stanque'), features: ['water_feature'] },
  { pattern: cjk('喷泉|水景|池塘|瀑布|鱼池|水池|流水'), features: ['water_feature'] },
  { pattern: w('pergolas?|p[eé]rgolas?|gazebos?|shade structures?|shade sails?|ramadas?|cenador'), features: ['pergola'] },
  { pattern: cjk('凉亭|花架|棚架|廊架|遮阳'), features: ['pergola'] },
  { pattern: w('arbou?rs?|arch(?:way)?s?|trellis(?:es)?|arcos?|enrejados?'), features: ['arbor'] },
  { pattern: cjk('拱门|拱架'), features: ['arbor'] },
  {
    pattern: w(
      'vegetables?|veggies?|veg|raised beds?|kitchen garden|herbs?|herb garden|edibles?|food garden|tomato(?:es)?|huertos?|verduras|hortalizas|vegetales|hierbas',
    ),
    features: ['raised_vegetable_beds'],
  },
  { pattern: cjk('菜园|菜地|蔬菜|种菜|香草|菜圃'), features: ['raised_vegetable_beds'] },
  {
    pattern: w(
      'patios?|seating areas?|outdoor dining|dining area|lounge|lounging|decks?|terraces?|entertain(?:ing)?|bbq|barbecue|grill|outdoor kitchen|terrazas?|asientos|comedor|parrilla',
    ),
    features: ['patio_seating'],
  },
  { pattern: cjk('露台|座位|休闲区|烧烤|户外厨房|平台'), features: ['patio_seating'] },
  { pattern: w('benche?s?|seats?|bancos?|banca'), features: ['seating_bench'] },
  { pattern: cjk('长椅|长凳|座椅'), features: ['seating_bench'] },
  { pattern: w('path lights?|landscape lights?|lighting|lights?|lamps?|illuminat(?:ed|ion)|iluminaci[oó]n|luces|faroles'), features: ['lighting'] },
  { pattern: cjk('照明|灯光|路灯|灯'), features: ['lighting'] },
  { pattern: w('privacy hedges?|hedges?|hedgerows?|screening|living screen|setos?'), features: ['privacy_hedge'], constraints: ['privacy'] },
  { pattern: cjk('树篱|绿篱'), features: ['privacy_hedge'], constraints: ['privacy'] },
  {
    pattern: w('privacy|private|block(?:ing)? (?:the )?(?:view|neighbou?rs?)|screen(?:ed)? from|privacidad'),
    features: ['privacy_hedge'],
    constraints: ['privacy'],
  },
  { pattern: cjk('隐私|私密|遮挡'), features: ['privacy_hedge'], constraints: ['privacy'] },
  { pattern: w('stone edging|stone borders?|rock edging|bordes? de piedra'), features: ['stone_edging'] },
  { pattern: cjk('石材镶边|石头镶边|石边'), features: ['stone_edging'] },
  { pattern: w('(?:natural )?stone (?:pavers|paths?|walkway|slabs)|flagstones?|losas de piedra(?: natural)?|piedra natural'), features: ['stone_path'] },
  { pattern: cjk('天然石板|石板路|石板'), features: ['stone_path'] },
  { pattern: w('wider (?:path|walk(?:way)?)|wide (?:path|walk(?:way)?)|camino m[aá]s ancho|camino ancho'), features: ['wide_path'] },
  { pattern: cjk('加宽步道|宽步道|加宽'), features: ['wide_path'] },
  { pattern: w('gravel(?: paths?| borders?)?|pebble paths?|grava|gravilla|borde de grava'), features: ['gravel_path'] },
  { pattern: cjk('砾石|碎石|石子路'), features: ['gravel_path'] },
  { pattern: w('(?:garden )?paths?|walkways?|caminos?|senderos?'), features: ['stone_path'] },
  { pattern: cjk('小路|小径|步道|园路'), features: ['stone_path'] },
  { pattern: w('(?:bed |lawn |border )?edging|bordillos?|bordes?|ribetes?'), features: ['stone_edging'] },
  { pattern: cjk('镶边|包边|收边'), features: ['stone_edging'] },
  { pattern: w('boulders?|large rocks?|rock garden|rocas?|peñascos?'), features: ['boulders'] },
  { pattern: cjk('巨石|置石|石头|假山'), features: ['boulders'] },
  { pattern: w('pots?|planters?|containers?|urns?|macetas?|maceteros?|jardineras?'), features: ['planter_pots'] },
  { pattern: cjk('花盆|盆栽|花箱'), features: ['planter_pots'] },
  { pattern: w('play ?(?:area|ground|space|lawn)s?|swings?|zona de juegos?|juegos'), features: ['play_lawn'], constraints: ['kid_friendly'] },
  { pattern: cjk('游乐|玩耍|秋千'), features: ['play_lawn'], constraints: ['kid_friendly'] },
  { pattern: w('lawns?|grass area|turf|c[eé]sped|pasto'), features: ['play_lawn'] },
  { pattern: cjk('草坪|草地'), features: ['play_lawn'] },
  {
    pattern: w(
      'flower ?beds?|flowers?|flowering(?: shrubs?)?|blooms?|blossoms?|colou?rful|colou?r|pollinators?|butterfl(?:y|ies)|bees?|parterres? de flores|flores|flor|en flor|mariposas',
    ),
    features: ['flower_beds'],
  },
  { pattern: cjk('花坛|花境|鲜花|开花|蝴蝶|花'), features: ['flower_beds'] },
  {
    pattern: w(
      'low[- ]maintenance|easy[- ]care|easy to maintain|minimal (?:upkeep|maintenance)|no[- ]mow|little upkeep|bajo mantenimiento|f[aá]cil (?:de )?mantener|poco mantenimiento',
    ),
    constraints: ['low_maintenance'],
  },
  { pattern: cjk('低维护|易打理|省心|好打理|免维护'), constraints: ['low_maintenance'] },
  {
    pattern: w('drought[- ]?(?:tolerant|resistant)?|water[- ]?wise|low[- ]water|xeric|save water|water saving|natives?|sequ[ií]a|poca agua|ahorro de agua'),
    constraints: ['drought_tolerant'],
  },
  { pattern: cjk('耐旱|节水|省水|抗旱'), constraints: ['drought_tolerant'] },
  { pattern: w('pets?|dogs?|cats?|puppy|pet[- ]friendly|mascotas?|perros?|gatos?'), constraints: ['pet_friendly'] },
  { pattern: cjk('宠物|狗|猫'), constraints: ['pet_friendly'] },
  { pattern: w('kids?|child(?:ren)?|family|families|toddlers?|ni[nñ]os|familia|infantil'), constraints: ['kid_friendly'] },
  { pattern: cjk('孩子|儿童|小孩|家庭'), constraints: ['kid_friendly'] },
];

// Objects placed on the ground that a homeowner can name in an edit of a finished design
// (edit/edit-parser.ts): the wish rules that name one of them, and the plants they name.
const EDITABLE: FeatureKind[] = [
  'fire_pit',
  'water_feature',
  'pergola',
  'raised_vegetable_beds',
  'seating_bench',
  'bird_bath',
  'stone_lantern',
  'arbor',
  'boulders',
  'hot_tub',
  'outdoor_kitchen',
  'storage_shed',
  'trampoline',
  'swing_set',
  'hammock',
  'compost_bins',
  'planter_pots',
  'lighting',
];
export const FEATURE_MENTIONS: { pattern: RegExp; feature: FeatureKind }[] = RULES.filter(
  (r) => r.features?.length === 1 && EDITABLE.includes(r.features[0]!),
).map((r) => ({ pattern: r.pattern, feature: r.features![0]! }));
export const PLANT_MENTIONS: readonly { pattern: RegExp; plant: string }[] = PLANT_RULES;

// "Remove the old tree" is the one wish that may take out what already grows there.
const TREE_REMOVAL =
  /\b(?:remove|cut(?: down)?|take (?:out|down)|get rid of|fell|no)\s+(?:the |that |our |my |those |these |all )?(?:old |big |existing |dead |large )*trees?\b|\b(?:quitar|cortar|talar|eliminar|sin)\s+(?:el |los |la |las )?(?:viejo |gran |grande )?[aá]rbol(?:es)?\b|(?:移除|砍掉|砍|去掉|不要)(?:那棵|这棵|老|大)*树/iu;

// A matched feature right after one of these words is something the homeowner does not want.
const NEGATION = /(?:\bno|\bwithout|\bremove|\bget rid of|\bnot|\bsin|\bquitar|不要|无|去掉)\s*(?:a|an|the|any|more|el|la|los|las)?\s*$/iu;

// Fragments made only of these words carry no wish worth keeping as a note.
const FILLER = new Set([
  'a',
  'an',
  'the',
  'and',
  'with',
  'some',
  'more',
  'please',
  'i',
  'want',
  'would',
  'like',
  'add',
  'to',
  'of',
  'for',
  'in',
  'my',
  'our',
  'lined',
  'plants',
  'plant',
  'area',
  'small',
  'evening',
  'dining',
  'shrubs',
  'y',
  'con',
  'un',
  'una',
  'el',
  'la',
  'de',
  'en',
  'me',
  'para',
  'plantas',
  'resistentes',
  'bordeado',
  'arbustos',
  'nocturna',
  'comer',
  'pequeño',
  'gustaría',
  'quiero',
  '和',
  '的',
  '要',
  '我',
  '想',
]);

/** Free text and suggested prompts -> features, constraints and verbatim notes. */
export function parseWishes(text: string): ParsedWishes {
  const features: FeatureKind[] = [];
  const constraints: ConstraintKind[] = [];
  const avoid: FeatureKind[] = [];
  const plants: string[] = [];
  const unsupported: UnsupportedWish[] = [];
  const notes: string[] = [];
  let removeTrees = false;
  const add = <T>(list: T[], items: readonly T[] | undefined) => {
    for (const item of items ?? []) if (!list.includes(item)) list.push(item);
  };

  const fragments = text
    .split(/[,;\n，、；。]|\s+(?:and|y|plus)\s+|和/iu)
    .map((f) => f.trim())
    .filter(Boolean);

  for (const fragment of fragments) {
    let rest = fragment.toLowerCase();
    let matched = false;
    let negated = false;
    const felled = TREE_REMOVAL.exec(rest);
    if (felled) {
      removeTrees = true;
      matched = true;
      rest = `${rest.slice(0, felled.index)} ${rest.slice(felled.index + felled[0].length)}`;
    }
    for (const rule of PLANT_RULES) {
      const m = rule.pattern.exec(rest);
      if (!m) continue;
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
      matched = true;
      add(plants, [rule.plant]);
    }
    for (const rule of RULES) {
      // Every occurrence is consumed, so 'colourful flower beds' leaves nothing behind.
      for (let m = rule.pattern.exec(rest); m; m = rule.pattern.exec(rest)) {
        const before = rest.slice(0, m.index);
        rest = `${before} ${rest.slice(m.index + m[0].length)}`;
        if (NEGATION.test(before)) {
          negated = true;
          add(avoid, rule.features);
          continue;
        }
        matched = true;
        add(features, rule.features);
        add(constraints, rule.constraints);
        add(unsupported, rule.unsupported);
      }
    }
    const leftover = rest.split(/[\s.!?¡¿'"()]+/u).filter((t) => t.length > 1 && !FILLER.has(t));
    if (negated || !matched || leftover.length >= 2) notes.push(fragment);
  }

  // A privacy wish is met by planting, a pet or kid wish by leaving out hazards; both are also
  // features the homeowner should see named.
  if (constraints.includes('privacy')) add(features, ['privacy_hedge']);
  if (features.includes('privacy_hedge')) add(constraints, ['privacy']);
  return { features: features.filter((f) => !avoid.includes(f)), constraints, avoid, plants, unsupported, notes, removeTrees };
}
