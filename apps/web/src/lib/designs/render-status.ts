// The render status machine of product §4: idle -> loading -> success | error.
// Messages are either a translation key of the studio namespace or a text the server wrote.

export type RenderStatus = 'idle' | 'loading' | 'success' | 'error';

export type StudioMessage = { key: string; values?: Record<string, string | number> } | { text: string };

export interface RenderState {
  status: RenderStatus;
  error: StudioMessage | null;
}

export type RenderAction =
  | { type: 'start' }
  /** A job ended: success when at least one area completed, otherwise 'Failed to generate design'. */
  | { type: 'finish'; completed: number; error?: StudioMessage }
  | { type: 'error'; error: StudioMessage }
  /** The 5-minute overall timeout: only acts while still loading. */
  | { type: 'timeout' }
  | { type: 'dismiss' }
  | { type: 'reset' };

export const initialRenderState: RenderState = { status: 'idle', error: null };

export const FAILED_TO_GENERATE: StudioMessage = { key: 'errors.failedToGenerate' };
export const TIMED_OUT: StudioMessage = { key: 'errors.timedOut' };

export function renderReducer(state: RenderState, action: RenderAction): RenderState {
  switch (action.type) {
    case 'start':
      return { status: 'loading', error: null };
    case 'finish':
      return action.completed > 0 ? { status: 'success', error: null } : { status: 'error', error: action.error ?? FAILED_TO_GENERATE };
    case 'error':
      return { status: 'error', error: action.error };
    case 'timeout':
      return state.status === 'loading' ? { status: 'error', error: TIMED_OUT } : state;
    case 'dismiss':
      // Dismissing the banner leaves the studio ready for another try.
      return state.status === 'error' ? { status: 'idle', error: null } : { ...state, error: null };
    case 'reset':
      return initialRenderState;
  }
}
