import { useCallback, useEffect, useState } from 'react';
import { GALLERY_CHANGED_EVENT, loadStudioState, saveStudioState, type StudioState } from '../../../lib/designs/storage.ts';

/** The studio state, saved on every change so nothing the owner typed is lost on reload. */
export function useStudioState() {
  const [state, setState] = useState<StudioState>(() => loadStudioState());
  useEffect(() => saveStudioState(state), [state]);
  // the gallery rewritten elsewhere (designs saved to the account): take it as stored, keep the rest
  useEffect(() => {
    const reload = () => setState((s) => ({ ...s, gallery: loadStudioState().gallery, favorites: loadStudioState().favorites }));
    window.addEventListener(GALLERY_CHANGED_EVENT, reload);
    return () => window.removeEventListener(GALLERY_CHANGED_EVENT, reload);
  }, []);
  const update = useCallback((patch: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => {
    setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
  }, []);
  return [state, update] as const;
}
