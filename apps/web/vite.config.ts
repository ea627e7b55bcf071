import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { preloadFirstStrings } from './scripts/preload-strings.mjs';
import { studioPictures } from './scripts/studio-pictures.mjs';

// In development the API runs on :8080 (pnpm dev) and Vite proxies to it; in production the API serves dist/.
export default defineConfig({
  plugins: [react(), studioPictures(), preloadFirstStrings(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/static': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the served folder (issue 15).
    sourcemap: false,
    // Budget (pnpm bench:web measures the real transfer): at most 120 KB of compressed JS before the studio's
    // form is usable and 130 KB until the network is idle. The first load is one chunk of ~430 KB minified
    // (~111 KB brotli), React DOM about half of it, plus the language's first strings; a chunk over 450 KB
    // minified warns at build time.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk, instead of a handful of small shared chunks that
          // each cost a request on a slow phone connection. Pages, dialogs and results stay lazy chunks.
          groups: [{ name: 'studio', tags: ['$initial'] }],
        },
      },
    },
  },
});
