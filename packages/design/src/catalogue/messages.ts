import type { SunExposure } from '../types.ts';

// Every sentence the design engine says about a site, a plant choice or a wish lives here, keyed and
// templated, so another language is added as data (a second table with the same keys), never by
// editing the code that builds plans.

export const MESSAGES = {
  'address.invalid': 'Address validation failed',
  'address.hint': 'add the city or ZIP code',
  'site.headline': 'Zone {zone} · {place}',
  'site.headlineNoZone': 'Zone unknown · {place}',
  'site.headlineUnplaced': 'Climate unknown',
  'site.zoneCaveat': 'USDA 2012 map: the 2023 map may put this place half a zone warmer',
  'site.zoneUnknownAbroad': 'No USDA zone outside the U.S.: plants are kept to the most tolerant of the style',
  'site.unplaced': 'This address could not be placed offline, so its climate and sun are unknown: plants are kept to the most tolerant of the style',
  'site.facingAssumed': 'The front of the house is assumed to face south; sun hours follow from that',
  'site.facingMeasured': 'The front of the house faces {direction} (from Street View)',
  'site.sun': '{area}: {exposure}, {solstice} h of direct sun at midsummer and {equinox} h at the equinox',
  'plant.reason': 'Zone {min}–{max} · {sun} · {water} water',
  'wish.sunTooLow': '{plant} wants {need} h of sun; this {area} gets {hours} h — {substitute} instead',
  'wish.sunTooHigh': '{plant} wants shade; this {area} gets {hours} h of sun — {substitute} instead',
  'wish.zone': '{plant} is hardy in zones {min}–{max}; this garden is zone {zone} — {substitute} instead',
  'wish.zoneUnknown': '{plant} needs a known climate (zones {min}–{max}); the zone here is unknown — {substitute} instead',
  'wish.water': '{plant} needs regular water; the garden is drought tolerant — {substitute} instead',
  'wish.pets': '{plant} is toxic to pets — {substitute} instead',
  'wish.kids': '{plant} is spiny — {substitute} instead',
  'wish.dryClimate': '{plant} needs regular water this dry climate cannot spare — {substitute} instead',
  'wish.heat': '{plant} does not take summers this hot — {substitute} instead',
  'climate.hotDry': 'Hot and dry: low-water plants, no lawn',
  'climate.hotDryLawn': 'Hot and dry: low-water plants and a small lawn, as asked',
  'climate.coldDry': 'Dry, with cold winters: low-water, hardy plants, no lawn',
  'climate.coldDryLawn': 'Dry, with cold winters: low-water, hardy plants and a small lawn, as asked',
  'climate.drySummer': 'Dry summers: plants that need little water once established',
  'climate.hotHumid': 'Hot, humid summers: plants that take the heat',
  'climate.mildMoist': 'Mild and moist: plants that like cool summers do well',
  'climate.coldWinter': 'Cold winters: plants hardy to zone {zone}',
  'climate.tropical': 'Tropical heat: frost-free, heat-loving plants',
  'climate.lookAlikeZone': '{style} look, hardy to zone {zone}: {plants}',
  'climate.lookAlike': '{style} look for this climate: {plants}',
  'climate.nativeLook': '{style} look with {natives} natives: {plants}',
  'climate.styleChanged': 'Few {style} plants thrive here: {kept} of its {total} signature plants are kept; the look comes from {plants}',
  'climate.palms': 'Palms in every area: {plants}',
  'climate.nothingThrives': 'No {style} plant thrives in this spot here, so it is left to its ground and paving',
  'climate.nothingThrivesZone': 'No {style} plant thrives in this spot in zone {zone}, so it is left to its ground and paving',
  'plan.mossSun': 'Moss needs shade; this {area} gets {hours} h of sun, so the beds are gravel',
  'wish.summer': '{plant} does not thrive in summers like these — {substitute} instead',
  'wish.invasive': '{plant} is invasive or regulated in {state} — {substitute} instead',
  'wish.notIncluded': "Not included: {wish} — we can't draw it yet",
  'wish.notIncludedNoRoom': 'Not included: {wish} — no room in this {area}',
  'wish.noSubstitute': 'nothing else fits, so it is left out',
  'wish.vegetablesShade': 'Vegetables want 6 h of sun; this {area} gets {hours} h — leafy greens and herbs suit these beds',
  'wish.lawnDrought': 'A lawn needs regular watering; the garden is drought tolerant — a creeping thyme play area instead',
  'wish.noRoom': 'No room for the {feature} in this {area}',
  'wish.noWaterFeature': 'No water feature: it needs weekly care, and the garden is low maintenance',
  'plan.lowMaintenance': 'Low maintenance: lawn {lawn} % of the planted area, drip-irrigated beds, {species} species',
  'plan.drought': 'Drought tolerant: low-water plants only and no lawn',
  'plan.treeKept': 'The existing tree is kept',
  'plan.treesKept': 'The {count} existing trees are kept',
  'plan.treeRemoved': 'The existing tree is removed, as asked',
  // Edits of a finished design (edit/apply-edit.ts, product §10): what could not be changed, and why.
  'edit.couldNot': "I couldn't change: “{what}” — {why}",
  'edit.why.unknown': "I didn't understand what to change",
  // Worded so that a mass noun (lawn) and a plural (flowers) both read right: never "there is no flowers".
  'edit.why.none': 'the marked area has no {target}',
  'edit.why.noneHere': 'this design has no {target}',
  'edit.why.noRoom': 'there is no room for {target} in the marked area',
  'edit.why.noRoomHere': 'there is no room for {target} in this {area}',
  'edit.why.same': 'it is already {target}',
  'edit.why.cannot': "I can't make that change to {target} yet",
  'edit.word.lawn': 'lawn',
  'edit.word.gravel': 'gravel',
  'edit.word.mulch': 'mulch',
  'edit.word.pavers': 'pavers',
  'edit.word.flagstone': 'stone',
  'edit.word.brick': 'brick',
  'edit.word.dg': 'decomposed granite',
  'edit.word.pebbles': 'river rock',
  'edit.word.meadow': 'meadow',
  'edit.word.groundcover': 'groundcover',
  'edit.word.path': 'path',
  'edit.word.bed': 'planting bed',
  'edit.word.patio': 'patio',
  'edit.word.tree': 'trees',
  'edit.word.shrub': 'shrubs',
  'edit.word.flower': 'flowers',
  // What the offline restyle of a photo read in it before designing (photo-fit.ts).
  'photo.scene.lawn': 'A lawn in front of the house: the lawn is redesigned in the style',
  'photo.scene.meadow': 'An open meadow or field: a no-mow meadow instead of sod lawn',
  'photo.scene.forest': 'Shade under existing trees on a forest floor: woodland plants that take shade, and no lawn',
  'photo.scene.dry': 'Dry, patchy ground: a no-mow meadow instead of sod lawn',
  'photo.scene.gravel': 'Gravel ground: gravel instead of sod lawn',
  'photo.scene.snow': 'Snow-covered ground: a no-mow meadow instead of sod lawn (what lies under the snow cannot be seen)',
  'photo.scene.paving': 'Hard paving only (a lane, a walkway or a deck): the paving stays, with planted containers along its edges',
  'photo.scene.shade': 'Shade under existing trees: plants that take shade',
  // The offline restyle of a photo (core uploads/photo-restyle.ts) that found no ground it could redesign.
  'photo.nothingToRedesign':
    'Nothing in this photo could be redesigned: no lawn, beds, gravel or bare ground was found in front of the house. Try a photo that shows more of the yard. This design was not counted.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** A message ready to show, with its key and values kept so it can be said again in another language. */
export interface Message {
  key: MessageKey;
  params: MessageParams;
  text: string;
}

export function say(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function message(key: MessageKey, params: MessageParams = {}): Message {
  return { key, params, text: say(key, params) };
}

export const EXPOSURE_WORDS: Record<SunExposure, string> = {
  full_sun: 'full sun',
  part_shade: 'part shade',
  shade: 'shade',
};

export const COMPASS_WORDS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** 'south' for 180°, 'north-east' for 40°. */
export const compassWord = (degrees: number): string => COMPASS_WORDS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8];
