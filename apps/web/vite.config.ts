import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { studioPictures } from './scripts/studio-pictures.mjs';

// In development the API runs on :8080 (pnpm dev) and Vite proxies to it; in production the API serves dist/.
export default defineConfig({
  plugins: [react(), studioPictures(), precompress()],
  resolve: {
    // Preact's React-compatible layer renders the studio (decision 011): the same React API at about a
    // sixth of react-dom's size on the first load. Sources and types still import 'react'.
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
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
    // Budget: at most 120 KB of compressed JS before the studio's form is usable (pnpm bench:web measures
    // the real transfer; today ~330 KB minified in five chunks, ~103 KB brotli). No one chunk may pass
    // 250 KB minified (the largest, the studio's own, is ~215 KB); a bigger one warns at build time.
    chunkSizeWarningLimit: 250,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React 19's `use` (RSC only) and `useOptimistic` by name and falls back when
        // they are missing, as they are in preact/compat: not a problem, so not a warning.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /react-router/.test(warning.message) && /Import `(use|useOptimistic)`/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});
