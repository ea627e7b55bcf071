import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { studioPictures } from './scripts/studio-pictures.mjs';

// In development the API runs on :8080 (pnpm dev) and Vite proxies to it; in production the API serves dist/.
export default defineConfig({
  plugins: [react(), studioPictures(), precompress()],
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
    // Budget (issue 15): at most 120 KB of compressed JS before the studio's form is usable, which is
    // about 400 KB minified; a chunk above that warns (pnpm bench:web measures the real transfer).
    chunkSizeWarningLimit: 400,
  },
});
