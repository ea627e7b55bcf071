import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditDesignResponse } from '@landscape/contract';
import { editDesign } from '../../lib/edit/edit-design.ts';
import { studioLocale } from '../../lib/language.ts';
import { ApiError } from '../../lib/api-client.ts';

// What "Change just this" says of its request: sending it (one at a time, the last one asked wins), and
// what came back — the new design, the plain sentences of a refusal, or why it failed.

export type EditStatus =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'refused'; sentences: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; n: number; notChanged: string[] };

interface Request {
  designId: string;
  claimToken: string | null;
  /** The number the next edit will have in the chain (1 for the first). */
  nextNumber: number;
  onEdited: (answer: EditDesignResponse, instruction: string) => void;
}

export function useEditRequest({ designId, claimToken, nextNumber, onEdited }: Request) {
  const { t } = useTranslation('edit');
  const [status, setStatus] = useState<EditStatus>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // the design made by the last edit: while it is the one shown, "Edit n is ready" stays; another one shown
  // (an earlier step gone back to) clears what was said about it
  const made = useRef<string | null>(null);
  useEffect(() => {
    if (designId !== made.current) setStatus((st) => (st.kind === 'working' ? st : { kind: 'idle' }));
  }, [designId]);
  useEffect(() => () => abort.current?.abort(), []);

  /** Sends the instruction (with the region, if any); true when a new design was made. */
  const send = async (instruction: string, region: Blob | null): Promise<boolean> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'working' });
    try {
      const out = await editDesign({ designId, instruction, region, locale: studioLocale(), claimToken, signal: controller.signal });
      if (out.kind === 'refused') {
        setStatus({ kind: 'refused', sentences: out.sentences });
        return false;
      }
      made.current = out.answer.data?.design_id ?? null;
      setStatus({ kind: 'done', n: nextNumber, notChanged: out.notChanged });
      onEdited(out.answer, instruction);
      return true;
    } catch (err) {
      if (!controller.signal.aborted) setStatus({ kind: 'failed', message: err instanceof ApiError && err.detail ? err.detail : t('failed') });
      return false;
    }
  };
  return { status, send };
}
