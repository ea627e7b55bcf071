import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRUSH_SIZES, BrushCanvas, type Rgba } from '../ui/brush-canvas.tsx';
import { MaskHistory, emptyMask, keptShare, maskToRgba, type BrushMode, type KeepMask } from '../../lib/brush-mask.ts';

// The region an edit may change, brushed on the design's picture with the studio's brush: painted
// (white) may change, the rest stays pixel for pixel. It is painted at a few hundred pixels and sent
// scaled to the picture's own size, as the server asks.

const TINT: Rgba = [56, 189, 248, 110];
const EDGE: Rgba = [14, 116, 144, 255];
/** The longer side the region is painted at (the server gets it at the picture's size). */
const PAINT_SIDE = 384;

interface Props {
  image: string;
  /** The region as a PNG of the picture's size (white: may change), or null when nothing is marked. */
  onChange: (region: Blob | null) => void;
}

export function RegionBrush({ image, onChange }: Props) {
  const { t } = useTranslation('edit');
  const id = useId();
  const mask = useRef<KeepMask | null>(null);
  const history = useRef(new MaskHistory());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [version, setVersion] = useState(0);
  const [mode, setMode] = useState<BrushMode>('keep');
  const [brush, setBrush] = useState<number>(BRUSH_SIZES.initial * 2);
  const [state, setState] = useState({ share: 0, undo: 0 });

  const size = usePictureSize(image, (width, height) => {
    const scale = Math.min(1, PAINT_SIDE / Math.max(width, height));
    mask.current = emptyMask(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    history.current.clear();
    setVersion((v) => v + 1);
  });

  useEffect(() => () => onChangeRef.current(null), []);

  const settle = () => {
    const m = mask.current;
    if (!m || !size) return;
    const share = keptShare(m);
    setState({ share, undo: history.current.size });
    if (share === 0) onChangeRef.current(null);
    else void encodeRegion(m, size).then((blob) => onChangeRef.current(blob));
  };
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
  const clear = () => {
    const m = mask.current;
    if (!m) return;
    begin();
    mask.current = emptyMask(m.width, m.height);
    setVersion((v) => v + 1);
    settle();
  };

  if (!size) return <p className="field-hint">{t('working')}</p>;
  const leadId = `${id}-lead`;
  const helpId = `${id}-help`;
  return (
    <div className="region-brush" data-testid="edit-region">
      <p id={leadId} className="field-hint">
        {t('region.lead')}
      </p>
      <BrushCanvas
        image={image}
        width={size.width}
        height={size.height}
        mask={mask}
        version={version}
        mode={mode}
        size={brush}
        onSize={setBrush}
        tint={TINT}
        edge={EDGE}
        onStrokeStart={begin}
        onStrokeEnd={end}
        onUndo={undo}
        label={t('region.canvas')}
        roleDescription={t('region.canvasRole')}
        describedBy={`${leadId} ${helpId}`}
        testId="edit-region-canvas"
      />
      <RegionTools
        name={`${id}-mode`}
        mode={mode}
        onMode={setMode}
        brush={brush}
        onBrush={setBrush}
        onUndo={undo}
        canUndo={state.undo > 0}
        onClear={clear}
        canClear={state.share > 0}
      />
      <p className="field-hint" aria-live="polite" data-testid="edit-region-share">
        {state.share > 0 ? t('region.share', { percent: Math.max(1, Math.round(state.share * 100)) }) : t('region.none')}
      </p>
      <p id={helpId} className="field-hint">
        {t('region.help')}
      </p>
    </div>
  );
}

/** The picture's own size once it is decoded (null before); `onLoad` is told it first, for each new picture. */
function usePictureSize(image: string, onLoad: (width: number, height: number) => void) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  useEffect(() => {
    let live = true;
    const img = new Image();
    img.src = image;
    void img.decode().then(() => {
      if (!live) return;
      onLoadRef.current(img.naturalWidth, img.naturalHeight);
      setSize({ width: img.naturalWidth, height: img.naturalHeight });
    });
    return () => {
      live = false;
    };
  }, [image]);
  return size;
}

/** The brush's tools: keep or change, its size, undo and clear. */
function RegionTools(p: {
  name: string;
  mode: BrushMode;
  onMode: (m: BrushMode) => void;
  brush: number;
  onBrush: (n: number) => void;
  onUndo: () => void;
  canUndo: boolean;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation('edit');
  const { name, mode, onMode, brush, onBrush, onUndo, canUndo, onClear, canClear } = p;
  return (
    <div className="region-brush__tools">
      <fieldset className="region-brush__modes">
        <legend className="edit-panel__label">{t('region.mode')}</legend>
        {(['keep', 'change'] as const).map((m) => (
          <label key={m} className={`region-brush__mode${mode === m ? ' is-on' : ''}`}>
            <input type="radio" name={name} value={m} checked={mode === m} onChange={() => onMode(m)} />
            {t(`region.${m}`)}
          </label>
        ))}
      </fieldset>
      <label className="region-brush__size">
        <span className="edit-panel__label">{t('region.size')}</span>
        <input
          type="range"
          min={BRUSH_SIZES.min}
          max={BRUSH_SIZES.max * 2}
          step={1}
          value={brush}
          aria-valuetext={t('region.sizeValue', { n: brush })}
          onChange={(e) => onBrush(Number(e.currentTarget.value))}
        />
      </label>
      <div className="region-brush__actions">
        <button type="button" className="st-btn st-btn--ghost" onClick={onUndo} disabled={!canUndo}>
          {t('region.undo')}
        </button>
        <button type="button" className="st-btn st-btn--ghost" onClick={onClear} disabled={!canClear}>
          {t('region.clear')}
        </button>
      </div>
    </div>
  );
}

/** The painted mask scaled to the picture's size without smoothing: a black-and-white PNG (white: may change). */
function encodeRegion(mask: KeepMask, to: { width: number; height: number }): Promise<Blob | null> {
  const small = document.createElement('canvas');
  small.width = mask.width;
  small.height = mask.height;
  small.getContext('2d')!.putImageData(new ImageData(maskToRgba(mask), mask.width, mask.height), 0, 0);
  const out = document.createElement('canvas');
  out.width = to.width;
  out.height = to.height;
  const ctx = out.getContext('2d')!;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, 0, 0, to.width, to.height);
  return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
}
