import { createRequire } from 'node:module';

// OpenCV (`@techstark/opencv-js`: OpenCV compiled to WebAssembly, the module bundled inside the npm
// package, nothing fetched at run time), loaded on first use only: about 10 MB of code and a second
// of start-up, paid by the render threads that refine a photo mask, never by the API's import or idle
// memory, nor by the web bundle.

export type OpenCv = typeof import('@techstark/opencv-js');

let loading: Promise<OpenCv> | null = null;

export function loadOpenCv(): Promise<OpenCv> {
  loading ??= new Promise<OpenCv>((resolve, reject) => {
    try {
      const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & { onRuntimeInitialized?: () => void; then?: unknown };
      // The Emscripten module is a thenable that resolves to itself: a promise adopting it never
      // settles. Wait for its runtime, then drop the `then` before handing the module over.
      const ready = () => {
        delete cv.then;
        resolve(cv);
      };
      if ((cv as { Mat?: unknown }).Mat) ready();
      else cv.onRuntimeInitialized = ready;
    } catch (err) {
      loading = null;
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
  return loading;
}
