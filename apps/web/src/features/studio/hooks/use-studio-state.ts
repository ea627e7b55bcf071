import { useCallback, useEffect, useState } from 'react';
import { loadStudioState, saveStudioState, type StudioState } from '../utils/storage.ts';

/** The studio state, saved on every change so nothing the owner typed is lost on reload. */
export function useStudioState() {
  const [state, setState] = useState<StudioState>(() => loadStudioState());
  useEffect(() => saveStudioState(state), [state]);
  const update = useCallback((patch: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => {
    setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
  }, []);
  return [state, update] as const;
}
