// Where the toasts show: the first of their places where they sit over no control (issue 51: "Your 3 designs
// are ready" sat on the viewer's previous/next, favourite and fullscreen buttons for 4 s on phones). A place
// is tried by putting the toaster there and measuring it against every visible, enabled control; when every
// place touches one, the place covering the fewest controls' centres (what a tap hits) is kept.

const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=slider], [role=checkbox], [role=radio], [role=switch], [tabindex]:not([tabindex="-1"])';

/** Phones (one column): at the bottom, or at the top under the header. Wider: also the right-hand corners. */
export const PLACES_NARROW = ['bottom', 'top'] as const;
export const PLACES_WIDE = ['bottom', 'top', 'bottom-end', 'top-end'] as const;
export type ToastPlace = (typeof PLACES_WIDE)[number];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The boxes of the visible, enabled controls in the viewport, outside `except`. */
export function controlBoxes(except: Element): Box[] {
  const boxes: Box[] = [];
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (except.contains(el) || (el as HTMLInputElement).disabled || el.closest('[inert], [aria-hidden=true]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 4 || r.height < 4 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
    if (typeof (el as HTMLElement).checkVisibility === 'function' && !(el as HTMLElement).checkVisibility({ visibilityProperty: true })) continue;
    boxes.push(r);
  }
  return boxes;
}

/** How badly a toaster box sits on controls: [controls whose centre it covers, controls it touches]. */
export function coverage(toaster: Box, controls: Box[]): [number, number] {
  let centres = 0;
  let touched = 0;
  for (const c of controls) {
    if (c.right <= toaster.left || c.left >= toaster.right || c.bottom <= toaster.top || c.top >= toaster.bottom) continue;
    touched++;
    const x = (c.left + c.right) / 2;
    const y = (c.top + c.bottom) / 2;
    if (x >= toaster.left && x <= toaster.right && y >= toaster.top && y <= toaster.bottom) centres++;
  }
  return [centres, touched];
}

/** The first place that touches no control, else the one covering the fewest centres (then the fewest controls). */
export function choosePlace<P extends string>(places: readonly P[], measure: (place: P) => [number, number]): P {
  let best = places[0]!;
  let bestScore: [number, number] = [Infinity, Infinity];
  for (const place of places) {
    const score = measure(place);
    if (score[1] === 0) return place;
    if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) [best, bestScore] = [place, score];
  }
  return best;
}

/**
 * How far to slide a toaster box along the screen (down from the top place, up from the bottom one) until it
 * touches no control, by steps past the controls in its way; null when that would take it beyond `limit` px.
 */
export function slideClear(box: Box, controls: Box[], direction: 1 | -1, limit: number): number | null {
  let shift = 0;
  for (let step = 0; step < 8 && Math.abs(shift) <= limit; step++) {
    const at = { ...box, top: box.top + shift, bottom: box.bottom + shift };
    const hit = controls.filter((c) => !(c.right <= at.left || c.left >= at.right || c.bottom <= at.top || c.top >= at.bottom));
    if (!hit.length) return shift;
    shift = direction > 0 ? Math.max(...hit.map((c) => c.bottom)) + 8 - box.top : Math.min(...hit.map((c) => c.top)) - 8 - box.bottom;
  }
  return null;
}
