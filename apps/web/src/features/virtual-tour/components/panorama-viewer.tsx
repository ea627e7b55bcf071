import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { clampView, type View } from '../utils/view.ts';

// A small equirectangular 360° viewer: one full-screen triangle pair in WebGL, and a fragment shader
// that turns each pixel's viewing ray into longitude/latitude on the 2:1 texture. Drag or arrow keys
// to look around, wheel/pinch or +/- to zoom; it turns slowly by itself until touched (never with
// reduced motion).

const VERTEX = `attribute vec2 p; varying vec2 uv; void main(){ uv = p; gl_Position = vec4(p, 0.0, 1.0); }`;
const FRAGMENT = `precision highp float;
varying vec2 uv;
uniform sampler2D tex;
uniform float yaw; uniform float pitch; uniform float tanHalf; uniform float aspect; uniform float offset;
const float PI = 3.141592653589793;
void main(){
  vec3 dir = normalize(vec3(uv.x * tanHalf * aspect, uv.y * tanHalf, 1.0));
  float cp = cos(pitch), sp = sin(pitch);
  dir = vec3(dir.x, dir.y * cp + dir.z * sp, -dir.y * sp + dir.z * cp);
  float cy = cos(yaw), sy = sin(yaw);
  dir = vec3(dir.x * cy + dir.z * sy, dir.y, -dir.x * sy + dir.z * cy);
  float lon = atan(dir.x, dir.z);
  float lat = asin(clamp(dir.y, -1.0, 1.0));
  gl_FragColor = texture2D(tex, vec2(fract(lon / (2.0 * PI) + offset), 0.5 - lat / PI));
}`;

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

function compile(gl: WebGLRenderingContext, type: number, src: string) {
  const s = gl.createShader(type)!;
  gl.shaderSource(s, src);
  gl.compileShader(s);
  if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
  return s;
}

export function PanoramaViewer({ src, initial, minFov, maxFov, autorotate, speed, label, hint, fallbackAlt, uOffset, onViewChange }: PanoramaViewerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useRef<View>({ ...initial });
  const touched = useRef(false);
  const draw = useRef<() => void>(() => {});
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const gl = canvas.getContext('webgl', { antialias: false, preserveDrawingBuffer: true });
    if (!gl) {
      setFailed(true);
      return;
    }
    let program: WebGLProgram;
    try {
      program = gl.createProgram()!;
      gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
      gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
      gl.linkProgram(program);
      if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error('link');
    } catch {
      setFailed(true);
      return;
    }
    gl.useProgram(program);
    const buf = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]), gl.STATIC_DRAW);
    const loc = gl.getAttribLocation(program, 'p');
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
    const u = (n: string) => gl.getUniformLocation(program, n);
    const tex = gl.createTexture();
    let loaded = false;
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      gl.bindTexture(gl.TEXTURE_2D, tex);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, img);
      // NPOT textures in WebGL 1: no mipmaps, clamp
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
      loaded = true;
      setReady(true);
      draw.current();
    };
    img.onerror = () => setFailed(true);
    img.src = src;

    draw.current = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const w = Math.round(canvas.clientWidth * dpr);
      const h = Math.round(canvas.clientHeight * dpr);
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      gl.viewport(0, 0, w, h);
      if (!loaded) return;
      const v = view.current;
      // fov is horizontal; the shader scales x by aspect, so pass the vertical half-angle
      const aspect = w / Math.max(1, h);
      gl.uniform1f(u('yaw'), (v.yaw * Math.PI) / 180);
      gl.uniform1f(u('pitch'), (v.pitch * Math.PI) / 180);
      gl.uniform1f(u('tanHalf'), Math.tan((v.fov * Math.PI) / 360) / aspect);
      gl.uniform1f(u('aspect'), aspect);
      gl.uniform1i(u('tex'), 0);
      gl.uniform1f(u('offset'), uOffset);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
    };

    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let raf = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = Math.min(0.1, (now - last) / 1000);
      last = now;
      if (autorotate && !reduce && !touched.current && loaded) {
        view.current = clampView({ ...view.current, yaw: view.current.yaw + speed * dt }, minFov, maxFov);
        draw.current();
      }
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    const ro = new ResizeObserver(() => draw.current());
    ro.observe(canvas);
    return () => {
      cancelAnimationFrame(raf);
      ro.disconnect();
      gl.deleteTexture(tex);
      gl.deleteBuffer(buf);
      gl.deleteProgram(program);
    };
  }, [src, autorotate, speed, minFov, maxFov, uOffset]);

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
