// The design engine: style catalogue, wish parser, scene, plan builder, renderers, prompt and
// analysis. Pure and offline: no network, no environment reads.

export { STYLE_CATALOGUE, STYLE_LIST, styleById } from './catalogue/style-catalogue.ts';
export { PLANT_LIBRARY } from './catalogue/plant-library.ts';
export { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
export { parseWishes } from './wish-parser.ts';
export { sceneFromAddress } from './scene.ts';
export {
  buildPlan,
  planAsDrawn,
  planForPhoto,
  reasonFor,
  type DrawnParts,
  AREA_LABELS,
  FEATURE_LABELS,
  LOW_MAINTENANCE_LAWN_SHARE,
  type BuildPlanInput,
} from './plan-builder.ts';
export { selectPlants, plantReason, siteFit, fitsSun, fitsZone, LOW_MAINTENANCE_SPECIES, type SiteFit } from './plant-selection.ts';
export { resolveSite, checkAddress, siteHeadline, type AddressCheck, type Geocoded } from './site/site.ts';
export { loadPlaceTables, placeColumns, usePlaceColumns } from './site/locate.ts';
export type { PlaceColumns } from './site/place-tables.ts';
export { MESSAGES, say, type MessageKey } from './catalogue/messages.ts';
export {
  DESIGN_LANGUAGES,
  DESIGN_LOCALES,
  designLanguage,
  designLocale,
  titleText,
  translateNote,
  plantName,
  sizeText,
  materialName,
  materialNamed,
  sourceText,
  type DesignLanguage,
  type DesignLocale,
  type UnitSystem,
} from './catalogue/languages/index.ts';
export { summarizePlan } from './summary.ts';
export { takesShade, type PhotoScene } from './photo-fit.ts';
export { CONTAINER_M, growsInPot, potPlant } from './photo-containers.ts';
export { growthAges, maturityYears, planAt, sizeAt, GROWTH_STAGE_AGES } from './growth/growth.ts';
export { growthProfile, type GrowthProfile, type GrowthRate } from './growth/growth-rates.ts';
export { upkeepOf, LITRES_PER_GALLON, type Upkeep, type CareTask } from './upkeep/upkeep.ts';
export { HERO_SAMPLES, SAMPLE_ADDRESS, SAMPLE_SEED } from './samples.ts';
export { buildPrompt } from './prompt-builder.ts';
export { analyzeImage, hsv, hsvInto, measurePixels, type PixelStats } from './analysis.ts';
export { reviewDesign, reviewFacts, designRating, type ReviewedDesign } from './review.ts';
export { angleFor, type ViewAngle } from './renderer/camera.ts';
export { renderOriginal, renderDesign, photoFeatures, FEATURE_HEIGHT_M } from './renderer/perspective.ts';
export { levelCamera, type LevelCamera, type PhotoGround } from './renderer/level-camera.ts';
export { renderPlanView } from './renderer/plan-view.ts';
export { renderPanorama, panoramaYaw, panoramaViewpoint } from './renderer/panorama.ts';
export { keepMaskPixels, renderKeepMask, type KeepMask } from './renderer/keep-mask.ts';
export type { RenderOptions } from './renderer/raster.ts';
export { parseEdit, type EditOp, type EditTarget, type ParsedEdit } from './edit/edit-parser.ts';
export { applyEdit, materialFor, type EditOutcome, type EditRegion, type Refusal } from './edit/apply-edit.ts';
export { editDesign, regionOf, type EditDesignInput, type EditedDesign } from './edit/edit-design.ts';
export type * from './types.ts';
export { plantSprite, drawnSize, foliageEllipse } from './renderer/plant-sprites.ts';
export { createRng, type Rng } from './random.ts';
export { planPhases, phaseItems, type BuiltAfter, type Phase, type PhaseItem, type PhaseStep, type PhasesOutcome } from './phases/phases.ts';
export { planFrame, planNorth, planOrientation, PLAN_VIEW_UNITS } from './renderer/plan-frame.ts';
export { takeOff, PLANTING_DEPTH, type TakeOff, type TakeOffMaterial, type TakeOffPlant } from './takeoff/takeoff.ts';
export { planAfterPhase } from './phases/phase-plan.ts';
export {
  planMeasures,
  symbolRadiusM,
  stripWidthM,
  type PlanMeasures,
  type PlanDimension,
  type PathWidth,
  type ExistingItem,
} from './takeoff/plan-dimensions.ts';
export { hydrozones, bedWater, type Hydrozone, type HydrozoneId } from './takeoff/hydrozones.ts';
