import { useEffect, useRef, useState, type RefObject } from 'react';
import { clampView, type View } from '../utils/view.ts';

// A small equirectangular 360° viewer: one full-screen triangle pair in WebGL, and a fragment shader
// that turns each pixel's viewing ray into longitude/latitude on the 2:1 texture.

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

function compile(gl: WebGLRenderingContext, type: number, src: string) {
  const s = gl.createShader(type)!;
  gl.shaderSource(s, src);
  gl.compileShader(s);
  if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
  return s;
}

/** The viewer's program over one full-screen triangle pair; null when the browser cannot compile or link it. */
function programOf(gl: WebGLRenderingContext): { program: WebGLProgram; buf: WebGLBuffer | null } | null {
  let program: WebGLProgram;
  try {
    program = gl.createProgram()!;
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error('link');
  } catch {
    return null;
  }
  gl.useProgram(program);
  const buf = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]), gl.STATIC_DRAW);
  const loc = gl.getAttribLocation(program, 'p');
  gl.enableVertexAttribArray(loc);
  gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
  return { program, buf };
}

/** Puts a loaded picture in `tex`: NPOT textures in WebGL 1, so no mipmaps, clamped. */
function upload(gl: WebGLRenderingContext, tex: WebGLTexture | null, img: HTMLImageElement) {
  gl.bindTexture(gl.TEXTURE_2D, tex);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, img);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
}

/** Draws the view on a canvas sized to its box (at most 2 device pixels a CSS pixel). */
function drawView(gl: WebGLRenderingContext, program: WebGLProgram, canvas: HTMLCanvasElement, v: View | null, uOffset: number) {
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  const w = Math.round(canvas.clientWidth * dpr);
  const h = Math.round(canvas.clientHeight * dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  gl.viewport(0, 0, w, h);
  if (!v) return;
  const u = (n: string) => gl.getUniformLocation(program, n);
  // fov is horizontal; the shader scales x by aspect, so pass the vertical half-angle
  const aspect = w / Math.max(1, h);
  gl.uniform1f(u('yaw'), (v.yaw * Math.PI) / 180);
  gl.uniform1f(u('pitch'), (v.pitch * Math.PI) / 180);
  gl.uniform1f(u('tanHalf'), Math.tan((v.fov * Math.PI) / 360) / aspect);
  gl.uniform1f(u('aspect'), aspect);
  gl.uniform1i(u('tex'), 0);
  gl.uniform1f(u('offset'), uOffset);
  gl.drawArrays(gl.TRIANGLES, 0, 6);
}

export interface PanoramaGlOptions {
  src: string;
  autorotate: boolean;
  /** degrees per second */
  speed: number;
  minFov: number;
  maxFov: number;
  uOffset: number;
}

/**
 * The panorama drawn on `canvasRef` at `view` (a ref the caller moves), turning slowly by itself until
 * `touched` (never with reduced motion). `draw` redraws after the view moved; `failed`: no WebGL or no picture.
 */
export function usePanoramaGl(canvasRef: RefObject<HTMLCanvasElement | null>, view: RefObject<View>, touched: RefObject<boolean>, o: PanoramaGlOptions) {
  const draw = useRef<() => void>(() => {});
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const { src, autorotate, speed, minFov, maxFov, uOffset } = o;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const gl = canvas.getContext('webgl', { antialias: false, preserveDrawingBuffer: true });
    const made = gl ? programOf(gl) : null;
    if (!gl || !made) {
      setFailed(true);
      return;
    }
    const tex = gl.createTexture();
    let loaded = false;
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      upload(gl, tex, img);
      loaded = true;
      setReady(true);
      draw.current();
    };
    img.onerror = () => setFailed(true);
    img.src = src;
    draw.current = () => drawView(gl, made.program, canvas, loaded ? view.current : null, uOffset);

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
      gl.deleteBuffer(made.buf);
      gl.deleteProgram(made.program);
    };
  }, [canvasRef, view, touched, src, autorotate, speed, minFov, maxFov, uOffset]);

  return { draw, failed, ready };
}
