import { useCallback, useRef, useState } from 'react';
import type { StudioState } from '../../../lib/designs/storage.ts';
import { addToGallery } from '../../../lib/designs/gallery.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';

type Update = (patch: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => void;

/** Smooth scrolling unless the owner asked the system for less motion. */
export const scrollBehavior = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Where a run's designs go as they come: each shows as soon as it is finished, the gallery takes the run once
 * it is over, and the design being looked at stays in view when the finished run is put in its order.
 */
export function useRunResults(update: Update, who: string | null, items: readonly ResultItem[]) {
  const [selected, setSelected] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  /** Designs of the current run already on screen: the first one of a run takes the viewer over from the last run's. */
  const onScreen = useRef(0);
  /** The design being looked at: it stays in view when the finished run is put in the order chosen. */
  const viewed = useRef<string | null>(null);
  viewed.current = items[selected]?.id ?? null;
  const onResults = useCallback(
    (next: ResultItem[], done: boolean) => {
      update((s) =>
        done
          ? {
              multiResults: next,
              gallery: addToGallery(
                s.gallery,
                next.map((i) => ({
                  address: i.address,
                  style: i.style,
                  render: i.render,
                  timestamp: i.timestamp,
                  ...(who ? { owner: who } : {}),
                  ...(i.house?.source === 'drawn' ? { example: true } : {}),
                  ...(i.designId ? { designId: i.designId } : {}),
                })),
              ),
            }
          : { multiResults: next },
      );
      if (onScreen.current === 0) setSelected(0);
      else if (done)
        setSelected(
          Math.max(
            0,
            next.findIndex((i) => i.id === viewed.current),
          ),
        );
      onScreen.current = done ? 0 : next.length;
      if (done) requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
    },
    [update, who],
  );
  return { onResults, selected, setSelected, resultsRef };
}
