import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EDIT_INSTRUCTION_MAX } from '@landscape/contract/constants';
import type { DesignSummary, EditDesignResponse } from '@landscape/contract';
import { RegionBrush } from './region-brush.tsx';
import { EditIdeas } from './edit-ideas.tsx';
import { EditStatusView } from './edit-status.tsx';
import { useEditRequest } from './use-edit-request.ts';
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

interface FieldProps {
  id: string;
  field: RefObject<HTMLTextAreaElement | null>;
  text: string;
  invalid: boolean;
  onText: (text: string) => void;
  onSubmit: () => void;
}

/** The instruction: a labelled field with its hint, its count of characters and, when empty on sending, why. */
function InstructionField({ id, field, text, invalid, onText, onSubmit }: FieldProps) {
  const { t } = useTranslation('edit');
  return (
    <>
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
        onChange={(e) => onText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('instructionHint', { max: EDIT_INSTRUCTION_MAX })}
      </p>
      <p id={`${id}-count`} className="field-hint edit-panel__count">
        {t('counter', { count: [...text].length, max: EDIT_INSTRUCTION_MAX })}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="edit-panel__invalid" role="alert">
          {t('empty')}
        </p>
      )}
    </>
  );
}

/** Where: a region brushed on the picture, behind a button that shows it. */
function RegionChooser({
  id,
  image,
  show,
  onShow,
  onChange,
}: {
  id: string;
  image: string;
  show: boolean;
  onShow: () => void;
  onChange: (b: Blob | null) => void;
}) {
  const { t } = useTranslation('edit');
  return (
    <div className="edit-panel__group">
      <button
        type="button"
        className="st-btn st-btn--ghost edit-panel__where"
        aria-expanded={show}
        aria-controls={`${id}-region`}
        onClick={onShow}
        data-testid="edit-region-toggle"
      >
        {t('region.title')}
      </button>
      <div id={`${id}-region`} hidden={!show}>
        {show && <RegionBrush image={image} onChange={onChange} />}
      </div>
    </div>
  );
}

export function EditPanel({ designId, image, style, design, claimToken, nextNumber, onEdited, onClose }: Props) {
  const { t, ready } = useTranslation('edit');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [region, setRegion] = useState<Blob | null>(null);
  const [showRegion, setShowRegion] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const { status, send } = useEditRequest({ designId, claimToken, nextNumber, onEdited });
  useEffect(() => {
    if (ready) field.current?.focus();
  }, [ready]);

  if (!ready) return null;
  const working = status.kind === 'working';
  const use = (value: string) => {
    setText(value.slice(0, EDIT_INSTRUCTION_MAX));
    setInvalid(false);
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
    if (await send(instruction, showRegion ? region : null)) setText('');
  };

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
        <InstructionField
          id={id}
          field={field}
          text={text}
          invalid={invalid}
          onText={(value) => {
            setText(value);
            setInvalid(false);
          }}
          onSubmit={() => void submit()}
        />
        <EditIdeas style={style} design={design} onUse={use} />
        <RegionChooser id={id} image={image} show={showRegion} onShow={() => setShowRegion((v) => !v)} onChange={setRegion} />
        <div className="edit-panel__submit">
          <button type="submit" className="st-btn st-btn--primary" disabled={working} aria-disabled={working} data-testid="edit-submit">
            {working && <span className="edit-panel__spinner" aria-hidden="true" />}
            {working ? t('working') : t('submit')}
          </button>
        </div>
      </form>
      <EditStatusView status={status} />
    </section>
  );
}
