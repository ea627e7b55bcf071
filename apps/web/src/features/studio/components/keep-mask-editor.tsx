import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseMaskResponse } from '@landscape/contract';
import { useHouseMask } from '../api/get-house-mask.ts';
import { messageFrom } from '../utils/errors.ts';
import { BRUSH_SIZES, BrushCanvas, type Rgba } from '../../../components/ui/brush-canvas.tsx';
import { MaskHistory, cloneMask, decodeMask, encodeMask, keptShare, sameMask, type BrushMode, type KeepMask } from '../../../lib/brush-mask.ts';

// House-Lock in step 1: the homeowner's photo with what will be kept exactly as it is tinted over it,
// and a brush to correct it. "Keep" adds to the kept part, "Change" frees a part for the new garden.
// Mouse, pen and touch paint through pointer events; the keyboard moves a brush with the arrow keys
// and paints with Space. The corrected mask travels with generate; an untouched one stays behind
// (the server computes the same one).

/** The kept part's tint and outline: a warm amber that reads over lawns, walls, roofs and sky alike. */
const TINT: Rgba = [245, 166, 35, 115];
const EDGE: Rgba = [255, 196, 61, 255];
const SIZES = BRUSH_SIZES;

interface Props {
  photo: File;
  /** The area's name, as the canvas is announced. */
  areaName: string;
  /** The corrected mask (PNG, white: keep), or null while it is the computed one. */
  onChange: (mask: Blob | null) => void;
}

export function KeepMaskEditor({ photo, areaName, onChange }: Props) {
  const { t } = useTranslation('studio');
  const query = useHouseMask(photo);
  const id = useId();
  return (
    <section className="keep-mask" aria-labelledby={`${id}-title`} data-testid="keep-mask">
      <h3 id={`${id}-title`} className="keep-mask__title">
        {t('form.keep.title', { area: areaName })}
      </h3>
      {query.isPending && (
        <p className="keep-mask__status" role="status">
          <span className="keep-mask__spinner" aria-hidden="true" /> {t('form.keep.loading')}
        </p>
      )}
      {query.isError && (
        <div className="keep-mask__error" role="alert">
          <p>{describe(t, messageFrom(query.error, 'form.keep.failed'))}</p>
          <button type="button" className="st-btn st-btn--ghost" onClick={() => void query.refetch()}>
            {t('form.keep.retry')}
          </button>
        </div>
      )}
      {query.data && <Brush key={query.data.mask.length} data={query.data} areaName={areaName} onChange={onChange} idBase={id} />}
    </section>
  );
}

function describe(t: (k: string, v?: Record<string, string | number>) => string, m: ReturnType<typeof messageFrom>): string {
  return 'text' in m ? m.text : t(m.key, m.values);
}

interface BrushProps {
  data: HouseMaskResponse;
  areaName: string;
  onChange: (mask: Blob | null) => void;
  idBase: string;
}

function Brush({ data, areaName, onChange, idBase }: BrushProps) {
  const { t } = useTranslation('studio');
  const original = useRef<KeepMask | null>(null);
  const mask = useRef<KeepMask | null>(null);
  const history = useRef(new MaskHistory());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [version, setVersion] = useState(0);
  const [mode, setMode] = useState<BrushMode>('keep');
  const [size, setSize] = useState<number>(SIZES.initial);
  const [state, setState] = useState({ share: 0, undo: 0, edited: false });

  const settle = useCallback(() => {
    const m = mask.current;
    const o = original.current;
    if (!m || !o) return;
    const edited = !sameMask(m, o);
    setState({ share: keptShare(m), undo: history.current.size, edited });
    if (!edited) onChangeRef.current(null);
    else void encodeMask(m).then((blob) => onChangeRef.current(blob));
  }, []);

  useDecodedMask(data.mask, (m) => {
    original.current = m;
    mask.current = cloneMask(m);
    history.current.clear();
    setVersion((v) => v + 1);
    setState({ share: keptShare(m), undo: 0, edited: false });
  });

  const begin = () => {
    if (mask.current) history.current.push(mask.current);
  };
  const end = () => {
    if (mask.current) history.current.settle(mask.current);
    settle();
  };

  const undo = () => {
    const prev = history.current.undo();
    if (!prev) return;
    mask.current = prev;
    setVersion((v) => v + 1);
    settle();
  };
  const reset = () => {
    if (!original.current || !mask.current) return;
    history.current.push(mask.current);
    mask.current = cloneMask(original.current);
    setVersion((v) => v + 1);
    settle();
  };

  const helpId = `${idBase}-help`;
  const leadId = `${idBase}-lead`;
  return (
    <>
      <p id={leadId} className="keep-mask__lead">
        <span className="keep-mask__swatch" aria-hidden="true" /> {t('form.keep.lead')}
      </p>
      <div className="keep-mask__body">
        <BrushCanvas
          image={data.photo}
          width={data.width}
          height={data.height}
          mask={mask}
          version={version}
          mode={mode}
          size={size}
          onSize={setSize}
          tint={TINT}
          edge={EDGE}
          onStrokeStart={begin}
          onStrokeEnd={end}
          onUndo={undo}
          label={t('form.keep.canvas', { area: areaName })}
          roleDescription={t('form.keep.canvasRole')}
          describedBy={`${leadId} ${helpId}`}
          testId="keep-mask-canvas"
        />
        <div className="keep-mask__panel">
          <KeepTools
            name={`${idBase}-mode`}
            mode={mode}
            onMode={setMode}
            size={size}
            onSize={setSize}
            onUndo={undo}
            canUndo={state.undo > 0}
            onReset={reset}
            edited={state.edited}
          />
          <p className="keep-mask__share" aria-live="polite" data-testid="keep-mask-share">
            {t('form.keep.share', { percent: Math.round(state.share * 100) })} {state.edited ? t('form.keep.edited') : t('form.keep.suggested')}
          </p>
          <p id={helpId} className="field-hint keep-mask__help">
            {t('form.keep.help')}
          </p>
        </div>
      </div>
    </>
  );
}

/** The brush's tools: keep or change, its size, undo and back to the suggested mask. */
function KeepTools(p: {
  name: string;
  mode: BrushMode;
  onMode: (m: BrushMode) => void;
  size: number;
  onSize: (n: number) => void;
  onUndo: () => void;
  canUndo: boolean;
  onReset: () => void;
  edited: boolean;
}) {
  const { t } = useTranslation('studio');
  const { name, mode, onMode, size, onSize, onUndo, canUndo, onReset, edited } = p;
  return (
    <div className="keep-mask__tools">
      <fieldset className="keep-mask__modes">
        <legend className="keep-mask__label">{t('form.keep.mode')}</legend>
        <div className="keep-mask__choices">
          {(['keep', 'change'] as const).map((m) => (
            <label key={m} className={`keep-mask__mode keep-mask__mode--${m}${mode === m ? ' is-on' : ''}`}>
              <input type="radio" name={name} value={m} checked={mode === m} onChange={() => onMode(m)} />
              <span className={`keep-mask__dot keep-mask__dot--${m}`} aria-hidden="true" />
              {t(`form.keep.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="keep-mask__size">
        <span className="keep-mask__label">{t('form.keep.size')}</span>
        <input
          type="range"
          min={SIZES.min}
          max={SIZES.max}
          step={1}
          value={size}
          aria-valuetext={t('form.keep.sizeValue', { n: size })}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
        />
      </label>
      <div className="keep-mask__actions">
        <button type="button" className="st-btn st-btn--ghost" onClick={onUndo} disabled={!canUndo}>
          {t('form.keep.undo')}
        </button>
        <button type="button" className="st-btn st-btn--ghost" onClick={onReset} disabled={!edited}>
          {t('form.keep.reset')}
        </button>
      </div>
    </div>
  );
}

/** The suggested mask decoded from its PNG, handed to `onLoad` once for each new one. */
function useDecodedMask(src: string, onLoad: (m: KeepMask) => void) {
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  useEffect(() => {
    let live = true;
    void decodeMask(src).then((m) => {
      if (live) onLoadRef.current(m);
    });
    return () => {
      live = false;
    };
  }, [src]);
}
