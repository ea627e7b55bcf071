import { z } from 'zod';

// In a browser, zod parses without generating code. The studio's Content-Security-Policy has no
// 'unsafe-eval', and zod probes `Function('')` as soon as the first object schema is built (at import),
// which the browser refuses and reports as a violation. Servers keep the compiled parsers.
// Imported first by index.ts, so it runs before any schema of this package is built.
if ('window' in globalThis) z.config({ jitless: true });
