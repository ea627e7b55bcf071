import type { BuiltPicture } from 'virtual:studio-pictures';

/** What an <img> (or a <picture>) needs to pick the right file: candidates with their widths, and the intrinsic size. */
export interface Picture {
  src: string;
  /** WebP (or PNG) candidates. */
  srcSet?: string;
  /** AVIF candidates, offered first in a <picture> when present. */
  avifSet?: string;
  width?: number;
  height?: number;
}

/** A picture drawn at build time (virtual:studio-pictures): AVIF first, WebP beside it. */
export function builtPicture(p: BuiltPicture): Picture {
  return { src: p.src, srcSet: p.webp, avifSet: p.avif, width: p.width, height: p.height };
}

interface ImgProps extends Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  picture: Picture;
  sizes: string;
}

/** An image from a Picture: a <picture> with an AVIF <source> when it has one, else a plain <img> with its srcset. */
export function PictureImg({ picture: p, sizes, ...img }: ImgProps) {
  const props = { ...img, src: p.src, srcSet: p.srcSet, sizes: p.srcSet ? sizes : undefined, width: p.width, height: p.height };
  if (!p.avifSet) return <img {...props} />;
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={p.avifSet} sizes={sizes} />
      {p.srcSet ? <source type="image/webp" srcSet={p.srcSet} sizes={sizes} /> : null}
      <img {...props} />
    </picture>
  );
}
