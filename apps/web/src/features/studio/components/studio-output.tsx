import type { RefObject } from 'react';
import type { StudioState } from '../../../lib/designs/storage.ts';
import { addToGallery } from '../../../lib/designs/gallery.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { loadPageStrings } from '../../../lib/i18n.ts';
import type { useGeneration } from '../hooks/use-generation.ts';
import { ErrorBanner } from './error-banner.tsx';

// Shown once there are designs: loaded then, not with the form.
// Their strings (the results namespace) are not in the first chunk either: they load beside the code.
const ResultsViewer = lazyComponent(async () => (await Promise.all([import('./results-viewer.tsx'), loadPageStrings()]))[0].ResultsViewer);
const GalleryStrip = lazyComponent(async () => (await Promise.all([import('./gallery-strip.tsx'), loadPageStrings()]))[0].GalleryStrip);
// Shown only once Generate is pressed: not part of what a phone loads before the form is usable.
const ProgressView = lazyComponent(() => import('./progress-view.tsx').then((m) => m.ProgressView));

type Update = (patch: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => void;

interface Props {
  state: StudioState;
  update: Update;
  who: string | null;
  gen: ReturnType<typeof useGeneration>;
  progressRef: RefObject<HTMLDivElement | null>;
  resultsRef: RefObject<HTMLDivElement | null>;
  selected: number;
  onSelect: (i: number) => void;
  fullscreen: boolean;
  onFullscreen: (on: boolean) => void;
  onNewDesign: () => void;
}

/** What a run shows: its error, its live progress, the designs as they come, and the gallery of past runs. */
export function StudioOutput({ state, update, who, gen, progressRef, resultsRef, selected, onSelect, fullscreen, onFullscreen, onNewDesign }: Props) {
  const loading = gen.status === 'loading';
  return (
    <div className="studio-output">
      {gen.errorText && <ErrorBanner message={gen.errorText} onDismiss={gen.dismissError} />}
      <div ref={progressRef}>
        {gen.startedAt !== null && (loading || (gen.status === 'error' && gen.live.length > 0)) && (
          <ProgressView
            startedAt={gen.startedAt}
            address={gen.address}
            live={gen.live}
            endedAt={loading ? null : gen.endedAt}
            designs={Math.max(1, gen.live.filter((l) => l.kind === 'area').length) * Math.max(1, state.selectedStyles.length)}
          />
        )}
      </div>
      <div ref={resultsRef} className="scroll-anchor">
        {state.multiResults.length > 0 && (
          <ResultsViewer
            items={state.multiResults}
            selected={selected}
            onSelect={onSelect}
            favorites={state.favorites}
            onToggleFavorite={(render) =>
              update((s) => ({ favorites: s.favorites.includes(render) ? s.favorites.filter((r) => r !== render) : [...s.favorites, render] }))
            }
            fullscreen={fullscreen}
            onFullscreen={onFullscreen}
            onNewDesign={onNewDesign}
            onEdited={(made, from) =>
              update((s) => ({
                gallery: addToGallery(s.gallery, [
                  {
                    address: made.address,
                    style: made.style,
                    render: made.render,
                    timestamp: made.timestamp,
                    ...(who ? { owner: who } : {}),
                    ...(made.house?.source === 'drawn' ? { example: true } : {}),
                    ...(made.designId ? { designId: made.designId } : {}),
                    ...(from.designId ? { editedFrom: from.designId } : {}),
                  },
                ]),
              }))
            }
          />
        )}
      </div>
      {state.gallery.length > 0 && <GalleryStrip entries={state.gallery} />}
    </div>
  );
}
