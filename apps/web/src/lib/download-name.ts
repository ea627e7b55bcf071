// Download file names: landscape_{style}_{area}_{timestamp}.png (product §9's pattern plus the area, so
// "Download all" of one style in several areas gives distinct, readable names).

const safe = (s: string, fallback: string) => s.replace(/[^a-z0-9_-]+/gi, '_') || fallback;

export function downloadFileName(style: string, area: string, timestamp: number): string {
  return `landscape_${safe(style, 'design')}_${safe(area, 'yard')}_${Math.trunc(timestamp)}.png`;
}

/** The area of a stored render (`generations/<id>/<area>/<style>.png`); 'yard' for anything else. */
export function areaOfImage(path: string): string {
  return /(?:^|\/)generations\/[^/]+\/([a-z_]+)\//.exec(path)?.[1] ?? 'yard';
}
