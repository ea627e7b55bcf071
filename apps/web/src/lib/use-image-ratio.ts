import { useEffect, useState } from 'react';

/**
 * The width / height of the picture at `src` once it has loaded (the browser's cache serves the <img>
 * that shows it), so a frame can take the picture's own shape instead of cropping it. While another
 * picture loads, the last known ratio stays, so the frame does not jump; null before the first.
 */
export function useImageRatio(src: string | undefined): number | null {
  const [ratio, setRatio] = useState<number | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const img = new Image();
    img.onload = () => {
      if (live && img.naturalWidth > 0 && img.naturalHeight > 0) setRatio(img.naturalWidth / img.naturalHeight);
    };
    img.src = src;
    return () => {
      live = false;
      img.onload = null;
    };
  }, [src]);
  return ratio;
}
