import { useEffect, useRef, type KeyboardEvent } from 'react';
import { clampView, type View } from '../utils/view.ts';
import { usePanoramaGl } from './panorama-gl.ts';

// A small equirectangular 360° viewer (the drawing is panorama-gl.ts). Drag or arrow keys
// to look around, wheel/pinch or +/- to zoom; it turns slowly by itself until touched (never with
// reduced motion).

export interface PanoramaViewerProps {
  src: string;
  initial: View;
  minFov: number;
  maxFov: number;
  autorotate: boolean;
  /** degrees per second */
  speed: number;
  label: string;
  hint: string;
  fallbackAlt: string;
  /** Texture u at yaw 0 (the first view's centre). */
  uOffset: number;
  onViewChange?: (view: View) => void;
}

export function PanoramaViewer({ src, initial, minFov, maxFov, autorotate, speed, label, hint, fallbackAlt, uOffset, onViewChange }: PanoramaViewerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useRef<View>({ ...initial });
  const touched = useRef(false);
  const { draw, failed, ready } = usePanoramaGl(canvasRef, view, touched, { src, autorotate, speed, minFov, maxFov, uOffset });

  const set = (next: View) => {
    touched.current = true;
    view.current = clampView(next, minFov, maxFov);
    draw.current();
    onViewChange?.(view.current);
  };

  // pointer drag and two-finger pinch
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const onPointerDown = (e: React.PointerEvent) => {
    (e.target as Element).setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    touched.current = true;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (pinch.current) set({ ...view.current, fov: view.current.fov * (pinch.current / d) });
      pinch.current = d;
      return;
    }
    const el = canvasRef.current!;
    const degPerPx = view.current.fov / Math.max(1, el.clientWidth);
    set({ ...view.current, yaw: view.current.yaw - (e.clientX - prev.x) * degPerPx, pitch: view.current.pitch + (e.clientY - prev.y) * degPerPx });
  };
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onKey = (e: KeyboardEvent) => {
    const v = view.current;
    const step = e.shiftKey ? 30 : 10;
    const moves: Record<string, View> = {
      ArrowLeft: { ...v, yaw: v.yaw - step },
      ArrowRight: { ...v, yaw: v.yaw + step },
      ArrowUp: { ...v, pitch: v.pitch + step / 2 },
      ArrowDown: { ...v, pitch: v.pitch - step / 2 },
      '+': { ...v, fov: v.fov - 10 },
      '=': { ...v, fov: v.fov - 10 },
      '-': { ...v, fov: v.fov + 10 },
    };
    const next = moves[e.key];
    if (next) {
      e.preventDefault();
      set(next);
    }
  };
  useEffect(() => {
    const el = canvasRef.current;
    if (!el) return;
    // a non-passive listener, so zooming the view does not scroll the page
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      set({ ...view.current, fov: view.current.fov * Math.exp(e.deltaY * 0.001) });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  if (failed) {
    return (
      <div className="pano pano--flat" role="region" aria-label={label}>
        <img src={src} alt={fallbackAlt} />
      </div>
    );
  }
  return (
    <div className={`pano${ready ? ' is-ready' : ''}`}>
      <canvas
        ref={canvasRef}
        className="pano__canvas"
        tabIndex={0}
        role="img"
        aria-label={label}
        aria-describedby="pano-hint"
        data-testid="panorama-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKey}
      />
      <p id="pano-hint" className="pano__hint">
        {hint}
      </p>
    </div>
  );
}
