import { describe, expect, it } from 'vitest';
import { initialRenderState, renderReducer, type RenderState } from './render-status.ts';

const loading: RenderState = { status: 'loading', error: null };

describe('render status (product §4)', () => {
  it('starts idle', () => {
    expect(initialRenderState).toEqual({ status: 'idle', error: null });
  });

  it('becomes loading when generation starts and clears the error', () => {
    const failed: RenderState = { status: 'error', error: { text: 'boom' } };
    expect(renderReducer(failed, { type: 'start' })).toEqual(loading);
  });

  it('becomes success when at least one area completed', () => {
    expect(renderReducer(loading, { type: 'finish', completed: 1 })).toEqual({ status: 'success', error: null });
  });

  it("becomes error with 'Failed to generate design' when none completed", () => {
    expect(renderReducer(loading, { type: 'finish', completed: 0 })).toEqual({ status: 'error', error: { key: 'errors.failedToGenerate' } });
  });

  it('keeps a specific reason when none completed and one is given', () => {
    expect(renderReducer(loading, { type: 'finish', completed: 0, error: { text: 'Quota exceeded' } }).error).toEqual({ text: 'Quota exceeded' });
  });

  it('setting an error forces the status to error', () => {
    for (const status of ['idle', 'loading', 'success'] as const) {
      expect(renderReducer({ status, error: null }, { type: 'error', error: { key: 'x' } }).status).toBe('error');
    }
  });

  it('times out only while still loading', () => {
    expect(renderReducer(loading, { type: 'timeout' })).toEqual({ status: 'error', error: { key: 'errors.timedOut' } });
    const done: RenderState = { status: 'success', error: null };
    expect(renderReducer(done, { type: 'timeout' })).toBe(done);
  });

  it('dismissing an error banner returns to idle', () => {
    expect(renderReducer({ status: 'error', error: { key: 'x' } }, { type: 'dismiss' })).toEqual({ status: 'idle', error: null });
  });
});
