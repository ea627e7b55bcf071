import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDIT_INSTRUCTION_MAX } from '@landscape/contract/constants';
import type { DesignSummary, EditDesignResponse } from '@landscape/contract';
import { editDesign } from '../../lib/edit/edit-design.ts';
import { suggestionsFor } from '../../lib/edit/edit-suggestions.ts';
import { designIn } from '../../lib/designs/words.ts';
import { studioLocale } from '../../lib/language.ts';
import { ApiError } from '../../lib/api-client.ts';
import { RegionBrush } from './region-brush.tsx';
import './edit.css';

// "Change just this" (product §10): what to change — typed, picked from the style's suggestions or from
// the plan's plants and features — and, optionally, where (a region brushed on the render). Sent to
// POST /api/designs/{id}/edit; the new design goes to the viewer's edit chain, a refusal is said plainly.

interface Props {
  designId: string;
  /** The design's picture (its URL), on which the region is brushed. */
  image: string;
  style: string;
  design: DesignSummary | null;
  claimToken: string | null;
  /** The number the next edit will have in the chain (1 for the first). */
  nextNumber: number;
  onEdited: (answer: EditDesignResponse, instruction: string) => void;
  onClose: () => void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'refused'; sentences: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; n: number; notChanged: string[] };

export function EditPanel({ designId, image, style, design, claimToken, nextNumber, onEdited, onClose }: Props) {
  const { t, ready } = useTranslation('edit');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [region, setRegion] = useState<Blob | null>(null);
  const [showRegion, setShowRegion] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [invalid, setInvalid] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // the design made by the last edit: while it is the one shown, "Edit n is ready" stays; another one shown
  // (an earlier step gone back to) clears what was said about it
  const made = useRef<string | null>(null);
  useEffect(() => {
    if (designId !== made.current) setStatus((st) => (st.kind === 'working' ? st : { kind: 'idle' }));
  }, [designId]);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (ready) field.current?.focus();
  }, [ready]);

  if (!ready) return null;
  const working = status.kind === 'working';
  // the names in the studio's language: the instruction is read in it
  const words = design ? designIn(design, studioLocale()) : null;
  const names = words ? [...words.plants.map((p) => p.common), ...words.features] : [];
  const legend = [...new Set(names.filter(Boolean))].slice(0, 12);

  const use = (value: string) => {
    setText(value.slice(0, EDIT_INSTRUCTION_MAX));
    setInvalid(false);
    setPicked(null);
    const el = field.current;
    if (el) {
      el.focus();
      requestAnimationFrame(() => el.setSelectionRange(el.value.length, el.value.length));
    }
  };

  const submit = async () => {
    const instruction = text.trim();
    if (!instruction) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'working' });
    try {
      const out = await editDesign({
        designId,
        instruction,
        region: showRegion ? region : null,
        locale: studioLocale(),
        claimToken,
        signal: controller.signal,
      });
      if (out.kind === 'refused') {
        setStatus({ kind: 'refused', sentences: out.sentences });
        return;
      }
      made.current = out.answer.data?.design_id ?? null;
      setStatus({ kind: 'done', n: nextNumber, notChanged: out.notChanged });
      setText('');
      onEdited(out.answer, instruction);
    } catch (err) {
      if (controller.signal.aborted) return;
      setStatus({ kind: 'failed', message: err instanceof ApiError && err.detail ? err.detail : t('failed') });
    }
  };

  const count = [...text].length;
  return (
    <section className="edit-panel" aria-labelledby={`${id}-title`} data-testid="edit-panel">
      <header className="edit-panel__head">
        <h3 id={`${id}-title`} className="edit-panel__title">
          {t('title')}
        </h3>
        <button type="button" className="st-btn st-btn--ghost edit-panel__close" onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <p className="edit-panel__lead">{t('lead')}</p>
      <form
        className="edit-panel__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="edit-panel__label" htmlFor={`${id}-text`}>
          {t('instruction')}
        </label>
        <textarea
          ref={field}
          id={`${id}-text`}
          className="edit-panel__text"
          rows={2}
          maxLength={EDIT_INSTRUCTION_MAX}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint ${id}-count${invalid ? ` ${id}-error` : ''}`}
          data-testid="edit-instruction"
          onChange={(e) => {
            setText(e.currentTarget.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('instructionHint', { max: EDIT_INSTRUCTION_MAX })}
        </p>
        <p id={`${id}-count`} className="field-hint edit-panel__count">
          {t('counter', { count, max: EDIT_INSTRUCTION_MAX })}
        </p>
        {invalid && (
          <p id={`${id}-error`} className="edit-panel__invalid" role="alert">
            {t('empty')}
          </p>
        )}

        <div className="edit-panel__group" role="group" aria-labelledby={`${id}-ideas`}>
          <p id={`${id}-ideas`} className="edit-panel__label">
            {t('suggestionsTitle')}
          </p>
          <ul className="edit-panel__chips">
            {suggestionsFor(style).map((s) => (
              <li key={s}>
                <button type="button" className="edit-chip" onClick={() => use(t(`suggest.${s}`))} data-testid="edit-suggestion">
                  {t(`suggest.${s}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>

        {legend.length > 0 && (
          <div className="edit-panel__group" role="group" aria-labelledby={`${id}-legend`}>
            <p id={`${id}-legend`} className="edit-panel__label">
              {t('legendTitle')}
            </p>
            <ul className="edit-panel__chips">
              {legend.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className={`edit-chip edit-chip--legend${picked === name ? ' is-on' : ''}`}
                    aria-expanded={picked === name}
                    onClick={() => setPicked(picked === name ? null : name)}
                  >
                    {name}
                  </button>
                </li>
              ))}
            </ul>
            {picked && (
              <div className="edit-panel__pick" data-testid="edit-legend-actions">
                <button type="button" className="st-btn st-btn--ghost" onClick={() => use(t('removeText', { name: picked }))}>
                  {t('legendRemove', { name: picked })}
                </button>
                <button type="button" className="st-btn st-btn--ghost" onClick={() => use(t('replaceText', { name: picked }))}>
                  {t('legendReplace', { name: picked })}
                </button>
              </div>
            )}
          </div>
        )}

        <div className="edit-panel__group">
          <button
            type="button"
            className="st-btn st-btn--ghost edit-panel__where"
            aria-expanded={showRegion}
            aria-controls={`${id}-region`}
            onClick={() => setShowRegion((v) => !v)}
            data-testid="edit-region-toggle"
          >
            {t('region.title')}
          </button>
          <div id={`${id}-region`} hidden={!showRegion}>
            {showRegion && <RegionBrush image={image} onChange={setRegion} />}
          </div>
        </div>

        <div className="edit-panel__submit">
          <button type="submit" className="st-btn st-btn--primary" disabled={working} aria-disabled={working} data-testid="edit-submit">
            {working && <span className="edit-panel__spinner" aria-hidden="true" />}
            {working ? t('working') : t('submit')}
          </button>
        </div>
      </form>

      <div className="edit-panel__status" role="status" aria-live="polite" data-testid="edit-status" data-kind={status.kind}>
        {status.kind === 'working' && <p>{t('working')}</p>}
        {status.kind === 'done' && (
          <>
            <p>{t('done', { n: status.n })}</p>
            {status.notChanged.length > 0 && (
              <div className="edit-panel__partial" data-testid="edit-not-changed">
                <p>{t('partialTitle')}</p>
                <ul>
                  {status.notChanged.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
      {status.kind === 'refused' && (
        <div className="edit-panel__refused" role="alert" data-testid="edit-refused">
          <p className="edit-panel__refused-title">{t('refusedTitle')}</p>
          {status.sentences.map((s) => (
            <p key={s}>{s}</p>
          ))}
          <p className="field-hint">{t('refusedNote')}</p>
        </div>
      )}
      {status.kind === 'failed' && (
        <p className="edit-panel__refused" role="alert" data-testid="edit-failed">
          {status.message}
        </p>
      )}
    </section>
  );
}
