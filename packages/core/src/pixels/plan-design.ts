import type { AreaId, DesignSummary } from '@landscape/contract';
import { STYLE_CATALOGUE, buildPlan, buildPrompt, summarizePlan, type DesignPlan, type Scene, type Site } from '@landscape/design';
import type { ResolvedStyle } from '../domain/style.ts';

// The one place a design is planned: every render (studio areas, POST /api/generate, photos, tour views,
// previews) gets its plan, its prompt and its summary here, so what the design engine learns about a
// property (its site, its wishes) reaches every path at once. Runs in the render pool: plans are CPU work.

export interface DesignBrief {
  area: AreaId;
  style: ResolvedStyle;
  wishes: string;
  seed: number;
  /**
   * The lot the plan is laid out on: the property's scene (sceneFromAddress of its address, or of a photo's
   * stand-in), made where the brief is written, so a render thread never loads the address tables.
   */
  scene: Scene;
  /** An address's scene is described to the image model; a photo shows the model everything itself. */
  imagery: 'address' | 'photo';
  /** Photos: how much of what was photographed the model must keep. */
  preservation?: Preservation;
  /** The property's climate and sun (resolveSite, plain data); none for photos, samples and previews. */
  site?: Site | null;
  /** The homeowner's language ('en', 'es', 'zh'): the summary and the plan view are written in it. */
  locale?: string | null;
}

export type Preservation = 'strict' | 'balanced';

export interface PlannedDesign {
  plan: DesignPlan;
  scene: Scene;
  prompt: string;
  summary: DesignSummary;
}

const PRESERVE_WORDS: Record<Preservation, string> = {
  strict: 'Change only the ground surfaces and plantings; every building, window, fence, car and the camera stay exactly as photographed.',
  balanced: 'Keep the buildings and the camera as photographed; the garden may be reshaped freely.',
};

export function planDesign(brief: DesignBrief): PlannedDesign {
  const { scene } = brief;
  const plan = buildPlan({
    area: brief.area,
    style: brief.style.drawAs,
    wishes: brief.wishes,
    scene,
    seed: brief.seed,
    site: brief.site,
    locale: brief.locale,
  });
  const base = promptForStyle(brief.imagery === 'address' ? buildPrompt(plan, scene) : buildPrompt(plan), brief.style);
  const prompt = brief.imagery === 'photo' ? `${base}\n${PRESERVE_WORDS[brief.preservation ?? 'strict']}` : base;
  return { plan, scene, prompt, summary: summarizePlan(plan) };
}

/**
 * The plan's prompt in the admin's words: the style's own name, description and prompt notes
 * replace the catalogue wording of the base style the plan was drawn from.
 */
export function promptForStyle(prompt: string, style: ResolvedStyle): string {
  const base = STYLE_CATALOGUE[style.drawAs];
  const lines = prompt.split('\n');
  lines[0] = lines[0]!.replace(`${base.name} style: ${base.description}`, `${style.name} style: ${style.description}`);
  const notes = style.promptNotes.trim();
  if (notes) lines.splice(1, 0, `Style notes: ${notes}`);
  return lines.join('\n');
}
