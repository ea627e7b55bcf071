// The tab's own signs of a run (issue 51): "2/4 · Landscape Studio" and a favicon with a progress ring while it
// runs, and "Done" in the title when it finished while the tab was in the background, until the tab is seen.
// Pure helpers here (tested); the hook that applies them is use-tab-progress.ts.

export interface TabProgress {
  done: number;
  total: number;
}

/** The title while a run goes on, or once it finished unseen. */
export function progressTitle(base: string, state: { progress: TabProgress | null; doneLabel: string | null }): string {
  if (state.doneLabel) return `✓ ${state.doneLabel} · ${base}`;
  if (state.progress && state.progress.total > 0) return `${Math.min(state.progress.done, state.progress.total)}/${state.progress.total} · ${base}`;
  return base;
}

/** The share of the ring to draw: a sliver from the start so a run that has begun shows it has. */
export function ringFraction(p: TabProgress): number {
  if (p.total <= 0) return 0;
  return Math.max(0.08, Math.min(1, p.done / p.total));
}

/** The favicon with a ring drawn round it on a canvas (a PNG data URL), or null where canvas is unavailable. */
export function drawRingedFavicon(icon: CanvasImageSource | null, fraction: number, finished: boolean, size = 64): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const line = size * 0.12;
  const r = size / 2 - line / 2;
  if (icon) ctx.drawImage(icon, line * 1.25, line * 1.25, size - line * 2.5, size - line * 2.5);
  ctx.lineWidth = line;
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(47, 107, 59, 0.25)';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, r, 0, Math.PI * 2);
  ctx.stroke();
  // amber while it runs, the leaf's light green once done: both stand out from the icon's dark green
  ctx.strokeStyle = finished ? '#7cc46a' : '#e0a526';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * fraction);
  ctx.stroke();
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
