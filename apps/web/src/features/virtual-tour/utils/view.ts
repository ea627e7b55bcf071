export interface View {
  /** degrees, any value; wraps around */
  yaw: number;
  /** degrees, up is positive */
  pitch: number;
  /** horizontal field of view, degrees */
  fov: number;
}

/** Keeps the view inside the sphere: yaw wrapped to [0, 360), pitch so the view never flips over a pole, fov within limits. */
export function clampView(v: View, minFov: number, maxFov: number): View {
  const fov = Math.min(maxFov, Math.max(minFov, v.fov));
  const maxPitch = 90 - fov / 4;
  return { yaw: ((v.yaw % 360) + 360) % 360, pitch: Math.min(maxPitch, Math.max(-maxPitch, v.pitch)), fov };
}

/** The compass word for a yaw, keyed for i18n: which view of the property is in front. */
export function facing(yaw: number, views: { area: string; yaw: number }[]): string | null {
  if (!views.length) return null;
  const d = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return views.reduce((best, v) => (d(yaw, v.yaw) < d(yaw, best.yaw) ? v : best)).area;
}
