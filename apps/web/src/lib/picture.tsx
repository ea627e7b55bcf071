import type { HeroSample } from '@landscape/contract';
import { staticUrl } from './api-client.ts';

/** What an <img> needs to pick the right size: WebP previews with their widths, and the intrinsic size. */
export interface Picture {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** The before or after picture of a hero sample: its WebP previews when the server made them, else the PNG. */
export function samplePicture(sample: HeroSample, which: 'before' | 'after'): Picture {
  const p = sample.previews;
  if (!p) return { src: staticUrl(sample[which]) };
  const small = which === 'before' ? p.beforeSmall : p.afterSmall;
  return {
    src: staticUrl(p[which]),
    srcSet: `${staticUrl(small)} ${Math.round(p.width / 2)}w, ${staticUrl(p[which])} ${p.width}w`,
    width: p.width,
    height: p.height,
  };
}
