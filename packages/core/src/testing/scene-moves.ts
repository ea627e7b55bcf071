import sharp from 'sharp';

// How image-edit models hand a scene back: moved, rescaled, re-framed or in another aspect ratio,
// with the house itself untouched. For the fake Gemini server and House-Lock's registration tests.

export type SceneMove =
  /** the scene moved by (dx, dy) pixels, the uncovered edge filled by repeating the border */
  | { kind: 'shift'; dx: number; dy: number }
  /** the scene drawn `factor` times its size about the centre, on a canvas of the same size */
  | { kind: 'scale'; factor: number }
  /** the middle of the picture cut to a 4:3 landscape (for a square picture: a band off the top and bottom) */
  | { kind: 'crop43' }
  /** the whole picture answered at another aspect (stretched to `width` × `height`) */
  | { kind: 'aspect'; width: number; height: number };

export async function moveScene(image: Buffer, move: SceneMove): Promise<Buffer> {
  const m = await sharp(image).metadata();
  const w = m.width!;
  const h = m.height!;
  switch (move.kind) {
    case 'shift': {
      const pad = Math.max(Math.abs(move.dx), Math.abs(move.dy));
      const grown = await sharp(image).extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'copy' }).png().toBuffer();
      return sharp(grown)
        .extract({ left: pad - move.dx, top: pad - move.dy, width: w, height: h })
        .png()
        .toBuffer();
    }
    case 'scale': {
      const sw = Math.round(w * move.factor);
      const sh = Math.round(h * move.factor);
      const scaled = await sharp(image).resize(sw, sh, { fit: 'fill' }).png().toBuffer();
      if (move.factor >= 1)
        return sharp(scaled)
          .extract({ left: Math.round((sw - w) / 2), top: Math.round((sh - h) / 2), width: w, height: h })
          .png()
          .toBuffer();
      const left = Math.floor((w - sw) / 2);
      const top = Math.floor((h - sh) / 2);
      return sharp(scaled)
        .extend({ left, top, right: w - sw - left, bottom: h - sh - top, extendWith: 'copy' })
        .png()
        .toBuffer();
    }
    case 'crop43': {
      const cw = Math.min(w, Math.round((h * 4) / 3));
      const ch = Math.round((cw * 3) / 4);
      return sharp(image)
        .extract({ left: Math.round((w - cw) / 2), top: Math.round((h - ch) / 2), width: cw, height: ch })
        .png()
        .toBuffer();
    }
    case 'aspect':
      return sharp(image).resize(move.width, move.height, { fit: 'fill' }).png().toBuffer();
  }
}
