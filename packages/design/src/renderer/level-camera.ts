// The camera of a homeowner's photo as the offline restyle models it (core pixels/uploads/photo-restyle.ts):
// level, at eye height over flat ground, looking straight ahead. One place for its projection between
// picture rows and columns and ground metres, for the restyle's ground, bed, plants and features alike.

/** The ground plane of a homeowner's photo, as the offline restyle estimates it. */
export interface PhotoGround {
  width: number;
  height: number;
  /** Row of the horizon, pixels from the top (above 0 when the camera looks down steeply). */
  horizon: number;
  /** Focal length, pixels. */
  focal: number;
  /** Camera height over the ground, metres. */
  eye: number;
}

/** The nearest a row is taken to be to the horizon, pixels: rows at or above it read as this far below it. */
const NEAR_HORIZON_PX = 2;

export interface LevelCamera {
  /** How far away the ground seen at row `y` is, metres. */
  depthAt(y: number): number;
  /** The row at which ground `depth` metres away is seen. */
  rowAt(depth: number): number;
  /** How far across the picture the ground seen at pixel (x, y) is, metres from the camera's axis. */
  acrossAt(x: number, y: number): number;
  /** The ground point seen at pixel (x, y): metres across the picture (x) and away from the camera (y). */
  toGround(x: number, y: number): { x: number; y: number };
  /** The pixel at which ground point (gx across, gz away), metres, is seen. */
  toScreen(gx: number, gz: number): { x: number; y: number };
  /** Pixels per metre of something standing on the ground at row `y` (0 at and above the horizon). */
  pixelsPerMetre(y: number): number;
  /** Metres of ground one pixel at row `y` covers, along its longer axis (the depth, or across). */
  metresPerPixel(y: number): number;
}

export function levelCamera(ground: PhotoGround): LevelCamera {
  const { horizon, focal, eye } = ground;
  const mid = ground.width / 2;
  const below = (y: number) => Math.max(NEAR_HORIZON_PX, y - horizon);
  return {
    depthAt: (y) => (eye * focal) / below(y),
    rowAt: (depth) => horizon + (eye * focal) / depth,
    acrossAt: (x, y) => ((x - mid) * eye) / below(y),
    toGround: (x, y) => ({ x: ((x - mid) * eye) / below(y), y: (eye * focal) / below(y) }),
    toScreen: (gx, gz) => ({ x: mid + (focal * gx) / gz, y: horizon + (focal * eye) / gz }),
    pixelsPerMetre: (y) => Math.max(0, y - horizon) / eye,
    metresPerPixel: (y) => {
      const dy = below(y);
      return Math.max((eye * focal) / (dy * dy), eye / dy);
    },
  };
}
