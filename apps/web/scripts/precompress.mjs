import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Every text file of the build gets .br and .gz twins, compressed once at the highest levels; the API's
// static handler sends the one the browser accepts (issue 15).
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 512;

/** @param {string} dir */
export function compressDir(dir) {
  const sum = { files: 0, raw: 0, br: 0, gz: 0 };
  /** @param {string} d */
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (COMPRESSIBLE.test(name)) {
        const raw = readFileSync(p);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        writeFileSync(`${p}.br`, br);
        writeFileSync(`${p}.gz`, gz);
        sum.files++;
        sum.raw += raw.length;
        sum.br += br.length;
        sum.gz += gz.length;
      }
    }
  };
  walk(dir);
  return sum;
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'landscape-precompress',
    apply: 'build',
    /** @param {import('vite').ResolvedConfig} config */
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const s = compressDir(outDir);
      /** @param {number} n */
      const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
      console.log(`precompressed ${s.files} files: ${kb(s.raw)} → brotli ${kb(s.br)}, gzip ${kb(s.gz)}`);
    },
  };
}
