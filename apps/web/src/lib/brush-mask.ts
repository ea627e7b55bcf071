// A mask the studio's brush paints: one byte a pixel (1 painted, 0 not) at the size of the picture it
// covers, with an undo history of whole snapshots (a mask of a phone photo is at most 768 × 768 bytes,
// so twenty snapshots are a few megabytes at worst). House-Lock's keep mask (1: keep) and an edit's region
// (1: may change) are both such masks.

export type BrushMode = 'keep' | 'change';

export interface KeepMask {
  width: number;
  height: number;
  /** 1: keep exactly as it is, 0: the redesign may change it. */
  data: Uint8Array;
}

export const UNDO_DEPTH = 20;

/** The mask from RGBA pixels (a decoded PNG): the brighter half keeps. */
export function maskFromRgba(rgba: Uint8ClampedArray, width: number, height: number): KeepMask {
  const data = new Uint8Array(width * height);
  for (let p = 0; p < data.length; p++) data[p] = rgba[p * 4]! > 127 && rgba[p * 4 + 3]! > 127 ? 1 : 0;
  return { width, height, data };
}

/** Opaque black-and-white RGBA, as the mask travels to the server (a PNG, white: keep). */
export function maskToRgba(mask: KeepMask): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(mask.width * mask.height * 4);
  for (let p = 0; p < mask.data.length; p++) {
    const v = mask.data[p] ? 255 : 0;
    out[p * 4] = v;
    out[p * 4 + 1] = v;
    out[p * 4 + 2] = v;
    out[p * 4 + 3] = 255;
  }
  return out;
}

/**
 * The overlay drawn over the photo: the kept part tinted, with a solid outline where it meets the part
 * that may change (so the edge reads on any photo), and the rest clear.
 */
export function overlayRgba(mask: KeepMask, tint: [number, number, number, number], edge: [number, number, number, number]): Uint8ClampedArray<ArrayBuffer> {
  const { width: w, height: h, data } = mask;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!data[p]) continue;
      const border = (x > 0 && !data[p - 1]) || (x < w - 1 && !data[p + 1]) || (y > 0 && !data[p - w]) || (y < h - 1 && !data[p + w]);
      out.set(border ? edge : tint, p * 4);
    }
  return out;
}

/** Paints a disc of `radius` mask pixels at (x, y). Answers whether any pixel changed. */
export function stamp(mask: KeepMask, x: number, y: number, radius: number, mode: BrushMode): boolean {
  const value = mode === 'keep' ? 1 : 0;
  const r = Math.max(0.5, radius);
  const r2 = r * r;
  let changed = false;
  const y0 = Math.max(0, Math.floor(y - r));
  const y1 = Math.min(mask.height - 1, Math.ceil(y + r));
  const x0 = Math.max(0, Math.floor(x - r));
  const x1 = Math.min(mask.width - 1, Math.ceil(x + r));
  for (let py = y0; py <= y1; py++) {
    const dy = py + 0.5 - y;
    for (let px = x0; px <= x1; px++) {
      const dx = px + 0.5 - x;
      if (dx * dx + dy * dy > r2) continue;
      const i = py * mask.width + px;
      if (mask.data[i] !== value) {
        mask.data[i] = value;
        changed = true;
      }
    }
  }
  return changed;
}

/** Paints a stroke from one point to the next with discs close enough to leave no gaps. */
export function strokeTo(mask: KeepMask, from: { x: number; y: number }, to: { x: number; y: number }, radius: number, mode: BrushMode): boolean {
  const dist = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(dist / Math.max(0.5, radius / 2)));
  let changed = false;
  for (let s = 1; s <= steps; s++)
    changed = stamp(mask, from.x + ((to.x - from.x) * s) / steps, from.y + ((to.y - from.y) * s) / steps, radius, mode) || changed;
  return changed;
}

/** Share of the picture kept, 0..1. */
export function keptShare(mask: KeepMask): number {
  let n = 0;
  for (let p = 0; p < mask.data.length; p++) n += mask.data[p]!;
  return mask.data.length ? n / mask.data.length : 0;
}

export function cloneMask(mask: KeepMask): KeepMask {
  return { width: mask.width, height: mask.height, data: mask.data.slice() };
}

export function sameMask(a: KeepMask, b: KeepMask): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let p = 0; p < a.data.length; p++) if (a.data[p] !== b.data[p]) return false;
  return true;
}

/** Brush radius in mask pixels for a brush size in percent of the mask's shorter side. */
export function radiusFor(mask: Pick<KeepMask, 'width' | 'height'>, sizePercent: number): number {
  return Math.max(1, (Math.min(mask.width, mask.height) * sizePercent) / 100 / 2);
}

/** A mask with nothing painted yet (an edit's region before the homeowner marks one). */
export function emptyMask(width: number, height: number): KeepMask {
  return { width, height, data: new Uint8Array(width * height) };
}

/** The mask's painted part (or any mask from a picture) decoded from an image URL, in the browser. */
export async function decodeMask(url: string): Promise<KeepMask> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(img, 0, 0);
  return maskFromRgba(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}

/** The mask as it travels to the server: a black-and-white PNG (white: painted). */
export function encodeMask(mask: KeepMask): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = mask.width;
  canvas.height = mask.height;
  canvas.getContext('2d')!.putImageData(new ImageData(maskToRgba(mask), mask.width, mask.height), 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * The steps a brush can take back: the mask as it was before each change, at most UNDO_DEPTH of them. A
 * stroke that changed nothing leaves no step.
 */
export class MaskHistory {
  private steps: KeepMask[] = [];

  get size(): number {
    return this.steps.length;
  }

  clear(): void {
    this.steps = [];
  }

  /** Before a change: remembers the mask as it is. */
  push(mask: KeepMask): void {
    this.steps = [...this.steps.slice(-(UNDO_DEPTH - 1)), cloneMask(mask)];
  }

  /** After a stroke: forgets the step it pushed when the mask is as it was. */
  settle(mask: KeepMask): void {
    const before = this.steps[this.steps.length - 1];
    if (before && sameMask(before, mask)) this.steps = this.steps.slice(0, -1);
  }

  /** The mask before the last change (taken off the history), or null when there is none. */
  undo(): KeepMask | null {
    const prev = this.steps[this.steps.length - 1];
    if (!prev) return null;
    this.steps = this.steps.slice(0, -1);
    return prev;
  }
}
