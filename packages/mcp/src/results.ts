import type { DesignImage, DesignSummary, DesignWords, Language, ProgressResponse, SavedGeneration } from '@landscape/contract';
import type { StudioClient } from './studio-client.ts';
import type { DesignOut, DesignResult } from './schemas.ts';

/** The address of a finished design as an MCP resource (resources.ts reads it). */
export const designResourceUri = (requestId: string, designId: string) => `landscape://design/${encodeURIComponent(requestId)}/${encodeURIComponent(designId)}`;
/** The landscaper's pack of a design as a resource, with its phases within a budget when one is given. */
export const packResourceUri = (designId: string, budget?: number) =>
  `landscape://pack/${encodeURIComponent(designId)}${budget === undefined ? '' : `/phases/${budget}`}`;

/** A design's words in the reader's language: its translation when it has one, else as it was written. */
export function wordsIn(summary: DesignSummary, language: Language | undefined): DesignWords {
  const translated = language && summary.locale !== language ? summary.translations?.[language] : undefined;
  return translated ?? summary;
}

/** What a drawn design says and shows, with its pictures as addresses on the studio. */
export function describeImage(studio: StudioClient, requestId: string, img: DesignImage, language?: Language): Partial<DesignOut> {
  const out: Partial<DesignOut> = {
    ...(img.id ? { id: img.id, resource: designResourceUri(requestId, img.id) } : {}),
    image_url: studio.fileUrl(img.image),
    plan_url: img.plan ? studio.fileUrl(img.plan) : null,
    before_url: studio.fileUrl(img.original),
    example_house: img.example_house === true,
  };
  if (!img.design) return out;
  const words = wordsIn(img.design, language);
  return {
    ...out,
    title: words.title,
    features: words.features,
    materials: words.materials,
    plants: words.plants.map((p) => ({ number: p.number, common: p.common, botanical: p.botanical, quantity: p.quantity, size: p.size, reason: p.reason })),
    cost: words.cost,
    not_included: (words.not_included ?? []).map((n) => n.text),
    ...(words.site ? { site: { headline: words.site.headline, zone: words.site.zone, climate: words.site.climate, exposure: words.site.exposure } } : {}),
  };
}

/** A request's progress as the tools answer it: one entry per area and style, drawn ones with their pictures and words. */
export function designResult(studio: StudioClient, progress: ProgressResponse, language?: Language): DesignResult {
  const designs: DesignOut[] = [];
  for (const [area, state] of Object.entries(progress.areas)) {
    if (!state) continue;
    for (const style of progress.styles) {
      const styleState = state.styles[style] ?? { status: state.status, error: state.error };
      const img = state.images.find((i) => i.style === style);
      designs.push({
        area: area as DesignOut['area'],
        style,
        status: styleState.status,
        error: styleState.error,
        ...(img ? describeImage(studio, progress.request_id, img, language) : {}),
      });
    }
  }
  const { request_id, status, address, created_at } = progress;
  const count = (s: string) => designs.filter((d) => d.status === s).length;
  return { request_id, status, address, total: designs.length, completed: count('completed'), failed: count('failed'), created_at, designs };
}

/** One line per design for the tool's text answer (assistants that read no structured content). */
export function resultText(result: DesignResult): string {
  const head = `Design request ${result.request_id} for ${result.address}: ${result.status}, ${result.completed} of ${result.total} designs ready${result.failed ? `, ${result.failed} failed` : ''}.`;
  const lines = result.designs.map((d) => {
    if (d.status !== 'completed') return `- ${d.area}, ${d.style}: ${d.status}${d.error ? ` (${d.error})` : ''}`;
    const cost = d.cost ? `, ${d.cost.currency} ${d.cost.low}–${d.cost.high}` : '';
    const plants = d.plants ? `, ${d.plants.reduce((n, p) => n + p.quantity, 0)} plants` : '';
    const missing = d.not_included?.length ? `; ${d.not_included.join('; ')}` : '';
    const example = d.example_house ? ' (drawn on an example house, not a photo of the property)' : '';
    return `- ${d.area}, ${d.style}: “${d.title ?? ''}”${cost}${plants}${example}. Design id ${d.id}; picture ${d.image_url}; plan ${d.plan_url ?? 'none'}${missing}`;
  });
  return [head, ...lines].join('\n');
}

/** My Designs, newest first, each request with its designs. */
export function savedRequests(studio: StudioClient, generations: SavedGeneration[]) {
  return generations.map((g) => ({
    request_id: g.id,
    address: g.address,
    status: g.status,
    created_at: g.created_at,
    designs: g.images.map((img) => ({
      area: img.area,
      style: img.style,
      status: 'completed' as const,
      ...(img.id ? { id: img.id, resource: designResourceUri(g.id, img.id) } : {}),
      image_url: studio.fileUrl(img.image),
      ...(img.design ? { title: img.design.title } : {}),
    })),
  }));
}
