import { useCallback, useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent, type RefObject, type SetStateAction } from 'react';
import { overlayRgba, radiusFor, stamp, strokeTo, type BrushMode, type KeepMask } from '../../lib/brush-mask.ts';
import './brush.css';

// The studio's brush: a picture with a mask tinted over it, painted with mouse, pen and touch through
// pointer events, or with the keyboard (the arrow keys move the brush, Space paints while held, Enter
// paints one dab, [ and ] change its size, Ctrl/Cmd+Z undoes). House-Lock's keep-mask editor and
// "Change just this" both paint with it; each keeps its own mask, undo history and tools around it.

export type Rgba = [number, number, number, number];

export const BRUSH_SIZES = { min: 2, max: 24, initial: 8 } as const;

interface Props {
  /** The picture under the mask. */
  image: string;
  width: number;
  height: number;
  /** The mask being painted: the owner reads it after each stroke. */
  mask: RefObject<KeepMask | null>;
  /** Bumped by the owner whenever it changes the mask itself (undo, reset, clear): redraws it. */
  version: number;
  /** 'keep' paints (1), 'change' erases (0). */
  mode: BrushMode;
  /** Brush size in percent of the picture's shorter side. */
  size: number;
  onSize: (size: number) => void;
  tint: Rgba;
  edge: Rgba;
  /** A stroke begins (the owner snapshots the mask for undo) and ends (the owner reads it). */
  onStrokeStart: () => void;
  onStrokeEnd: () => void;
  onUndo: () => void;
  label: string;
  roleDescription: string;
  describedBy: string;
  testId: string;
}

export function BrushCanvas({
  image,
  width,
  height,
  mask,
  version,
  mode,
  size,
  onSize,
  tint,
  edge,
  onStrokeStart,
  onStrokeEnd,
  onUndo,
  label,
  roleDescription,
  describedBy,
  testId,
}: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [cursor, setCursor] = useState<{ x: number; y: number; visible: boolean }>({ x: 0.5, y: 0.5, visible: false });

  const draw = useCallback(() => {
    const m = mask.current;
    const canvas = canvasRef.current;
    if (!m || !canvas) return;
    canvas.getContext('2d')!.putImageData(new ImageData(overlayRgba(m, tint, edge), m.width, m.height), 0, 0);
  }, [mask, tint, edge]);

  useEffect(() => {
    draw();
  }, [draw, version]);

  const { radius, begin, paintAt, end, painting } = useStroke({ mask, mode, size, draw, onStrokeStart, onStrokeEnd });

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

  const { onKeyDown, onKeyUp } = brushKeys({ mask, cursor, setCursor, radius, begin, paintAt, end, painting, onUndo, onSize, size });

  const ring = mask.current ? (radiusFor(mask.current, size) * 2) / mask.current.width : 0;
  return (
    <div className="brush__stage" style={{ aspectRatio: `${width} / ${height}` }}>
      <img src={image} alt="" className="brush__photo" draggable={false} />
      <canvas
        ref={canvasRef}
        className="brush__canvas"
        width={mask.current?.width ?? 1}
        height={mask.current?.height ?? 1}
        role="application"
        aria-roledescription={roleDescription}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={0}
        data-testid={testId}
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
        <span
          className={`brush__cursor brush__cursor--${mode}`}
          aria-hidden="true"
          style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%`, width: `${ring * 100}%` }}
        />
      )}
    </div>
  );
}

type Point = { x: number; y: number };

/** One stroke of the brush on the mask: begun, painted point to point (redrawn when it changed), ended. */
function useStroke({
  mask,
  mode,
  size,
  draw,
  onStrokeStart,
  onStrokeEnd,
}: Pick<Props, 'mask' | 'mode' | 'size' | 'onStrokeStart' | 'onStrokeEnd'> & { draw: () => void }) {
  const last = useRef<Point | null>(null);
  const painting = useRef(false);
  const radius = () => (mask.current ? radiusFor(mask.current, size) : 1);

  const begin = () => {
    if (!mask.current) return;
    onStrokeStart();
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
    onStrokeEnd();
  };
  return { radius, begin, paintAt, end, painting };
}

/**
 * The brush by keyboard: the arrows move it (half the brush a step, four with Shift), Space paints while held
 * and Enter one dab, [ and ] change its size, Ctrl/Cmd+Z undoes.
 */
function brushKeys({
  mask,
  cursor,
  setCursor,
  radius,
  begin,
  paintAt,
  end,
  painting,
  onUndo,
  onSize,
  size,
}: Pick<Props, 'mask' | 'onUndo' | 'onSize' | 'size'> & {
  cursor: Point & { visible: boolean };
  setCursor: Dispatch<SetStateAction<Point & { visible: boolean }>>;
  radius: () => number;
  begin: () => void;
  paintAt: (p: Point) => void;
  end: () => void;
  painting: RefObject<boolean>;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const m = mask.current;
    if (!m) return;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      onUndo();
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
      onSize(Math.min(BRUSH_SIZES.max, Math.max(BRUSH_SIZES.min, size + (e.key === ']' ? 2 : -2))));
    }
  };
  const onKeyUp = (e: KeyboardEvent<HTMLCanvasElement>) => {
    if (e.key === ' ') end();
  };
  return { onKeyDown, onKeyUp };
}
