import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseMaskResponse } from '@landscape/contract';
import { useHouseMask } from '../api/get-house-mask.ts';
import { messageFrom } from '../utils/errors.ts';
import {
  UNDO_DEPTH,
  cloneMask,
  keptShare,
  maskFromRgba,
  maskToRgba,
  overlayRgba,
  radiusFor,
  sameMask,
  stamp,
  strokeTo,
  type BrushMode,
  type KeepMask,
} from '../utils/keep-mask.ts';

// House-Lock in step 1: the homeowner's photo with what will be kept exactly as it is tinted over it,
// and a brush to correct it. "Keep" adds to the kept part, "Change" frees a part for the new garden.
// Mouse, pen and touch paint through pointer events; the keyboard moves a brush with the arrow keys
// and paints with Space. The corrected mask travels with generate; an untouched one stays behind
// (the server computes the same one).

/** The kept part's tint and outline: a warm amber that reads over lawns, walls, roofs and sky alike. */
const TINT: [number, number, number, number] = [245, 166, 35, 115];
const EDGE: [number, number, number, number] = [255, 196, 61, 255];
const SIZES = { min: 2, max: 24, initial: 8 };

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

async function decodeMask(url: string): Promise<KeepMask> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(img, 0, 0);
  return maskFromRgba(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}

function encodeMask(mask: KeepMask): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = mask.width;
  canvas.height = mask.height;
  canvas.getContext('2d')!.putImageData(new ImageData(maskToRgba(mask), mask.width, mask.height), 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

interface BrushProps {
  data: HouseMaskResponse;
  areaName: string;
  onChange: (mask: Blob | null) => void;
  idBase: string;
}

function Brush({ data, areaName, onChange, idBase }: BrushProps) {
  const { t } = useTranslation('studio');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const original = useRef<KeepMask | null>(null);
  const mask = useRef<KeepMask | null>(null);
  const history = useRef<KeepMask[]>([]);
  const last = useRef<{ x: number; y: number } | null>(null);
  const painting = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<BrushMode>('keep');
  const [size, setSize] = useState(SIZES.initial);
  const [cursor, setCursor] = useState<{ x: number; y: number; visible: boolean }>({ x: 0.5, y: 0.5, visible: false });
  const [state, setState] = useState({ share: 0, undo: 0, edited: false });

  const draw = useCallback(() => {
    const m = mask.current;
    const canvas = canvasRef.current;
    if (!m || !canvas) return;
    canvas.getContext('2d')!.putImageData(new ImageData(overlayRgba(m, TINT, EDGE), m.width, m.height), 0, 0);
  }, []);

  const settle = useCallback(() => {
    const m = mask.current;
    const o = original.current;
    if (!m || !o) return;
    const edited = !sameMask(m, o);
    setState({ share: keptShare(m), undo: history.current.length, edited });
    if (!edited) onChangeRef.current(null);
    else void encodeMask(m).then((blob) => onChangeRef.current(blob));
  }, []);

  useEffect(() => {
    let live = true;
    void decodeMask(data.mask).then((m) => {
      if (!live) return;
      original.current = m;
      mask.current = cloneMask(m);
      history.current = [];
      setReady(true);
      setState({ share: keptShare(m), undo: 0, edited: false });
    });
    return () => {
      live = false;
    };
  }, [data.mask]);

  useEffect(() => {
    if (ready) draw();
  }, [ready, draw]);

  const radius = () => (mask.current ? radiusFor(mask.current, size) : 1);

  const begin = () => {
    if (!mask.current) return;
    history.current = [...history.current.slice(-(UNDO_DEPTH - 1)), cloneMask(mask.current)];
    painting.current = true;
  };
  const paintAt = (p: { x: number; y: number }) => {
    const m = mask.current;
    if (!m) return;
    const at = { x: p.x * m.width, y: p.y * m.height };
    const changed = last.current ? strokeTo(m, last.current, at, radius(), mode) : stamp(m, at.x, at.y, radius(), mode);
    last.current = at;
    if (changed) draw();
  };
  const end = () => {
    if (!painting.current) return;
    painting.current = false;
    last.current = null;
    // a stroke that changed nothing leaves no step to undo
    const before = history.current[history.current.length - 1];
    if (before && mask.current && sameMask(before, mask.current)) history.current = history.current.slice(0, -1);
    settle();
  };

  const undo = () => {
    const prev = history.current[history.current.length - 1];
    if (!prev) return;
    history.current = history.current.slice(0, -1);
    mask.current = prev;
    draw();
    settle();
  };
  const reset = () => {
    if (!original.current || !mask.current) return;
    history.current = [...history.current.slice(-(UNDO_DEPTH - 1)), cloneMask(mask.current)];
    mask.current = cloneMask(original.current);
    draw();
    settle();
  };

  const relative = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)), y: Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)) };
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser no longer tracks (lifted already): the stroke ends on pointerup anyway
    }
    e.currentTarget.focus({ preventScroll: true });
    const p = relative(e);
    setCursor({ ...p, visible: true });
    begin();
    paintAt(p);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = relative(e);
    setCursor({ ...p, visible: true });
    if (painting.current) paintAt(p);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const m = mask.current;
    if (!m) return;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      undo();
      return;
    }
    // one step is half the brush (four with Shift), in mask pixels
    const step = (e.shiftKey ? 4 : 1) * Math.max(1, radius() / 2);
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      const next = { x: Math.min(1, Math.max(0, cursor.x + (move[0] * step) / m.width)), y: Math.min(1, Math.max(0, cursor.y + (move[1] * step) / m.height)) };
      setCursor({ ...next, visible: true });
      if (painting.current) paintAt(next);
      return;
    }
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (e.repeat) return;
      setCursor((c) => ({ ...c, visible: true }));
      begin();
      paintAt(cursor);
      // Enter paints one dab; Space paints while held, as the arrow keys move the brush
      if (e.key === 'Enter') end();
      return;
    }
    if (e.key === '[' || e.key === ']') {
      e.preventDefault();
      setSize((s) => Math.min(SIZES.max, Math.max(SIZES.min, s + (e.key === ']' ? 2 : -2))));
    }
  };
  const onKeyUp = (e: KeyboardEvent<HTMLCanvasElement>) => {
    if (e.key === ' ') end();
  };

  const aspect = `${data.width} / ${data.height}`;
  const ring = mask.current ? (radiusFor(mask.current, size) * 2) / mask.current.width : 0;
  const helpId = `${idBase}-help`;
  const leadId = `${idBase}-lead`;
  return (
    <>
      <p id={leadId} className="keep-mask__lead">
        <span className="keep-mask__swatch" aria-hidden="true" /> {t('form.keep.lead')}
      </p>
      <div className="keep-mask__body">
        <div className="keep-mask__stage" style={{ aspectRatio: aspect }}>
          <img src={data.photo} alt="" className="keep-mask__photo" draggable={false} />
          <canvas
            ref={canvasRef}
            className="keep-mask__canvas"
            width={mask.current?.width ?? 1}
            height={mask.current?.height ?? 1}
            role="application"
            aria-roledescription={t('form.keep.canvasRole')}
            aria-label={t('form.keep.canvas', { area: areaName })}
            aria-describedby={`${leadId} ${helpId}`}
            tabIndex={0}
            data-testid="keep-mask-canvas"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={end}
            onPointerCancel={end}
            onPointerLeave={(e) => {
              if (!painting.current) setCursor((c) => ({ ...c, visible: false }));
              else if (!e.currentTarget.hasPointerCapture(e.pointerId)) end();
            }}
            onKeyDown={onKeyDown}
            onKeyUp={onKeyUp}
            onFocus={() => setCursor((c) => ({ ...c, visible: true }))}
            onBlur={() => {
              end();
              setCursor((c) => ({ ...c, visible: false }));
            }}
          />
          {cursor.visible && (
            <span className={`keep-mask__cursor keep-mask__cursor--${mode}`} aria-hidden="true" style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%`, width: `${ring * 100}%` }} />
          )}
        </div>
        <div className="keep-mask__panel">
          <div className="keep-mask__tools">
            <fieldset className="keep-mask__modes">
              <legend className="keep-mask__label">{t('form.keep.mode')}</legend>
              <div className="keep-mask__choices">
                {(['keep', 'change'] as const).map((m) => (
                  <label key={m} className={`keep-mask__mode keep-mask__mode--${m}${mode === m ? ' is-on' : ''}`}>
                    <input type="radio" name={`${idBase}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
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
                onChange={(e) => setSize(Number(e.currentTarget.value))}
              />
            </label>
            <div className="keep-mask__actions">
              <button type="button" className="st-btn st-btn--ghost" onClick={undo} disabled={state.undo === 0}>
                {t('form.keep.undo')}
              </button>
              <button type="button" className="st-btn st-btn--ghost" onClick={reset} disabled={!state.edited}>
                {t('form.keep.reset')}
              </button>
            </div>
          </div>
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
