import { loadConfig } from '../../platform/config.ts';
import { prepareDatabaseTemplate } from './client.ts';

// Run by `pnpm start` (scripts/build.mjs) beside the studio's build: makes the embedded database's
// made-once folder for this schema if the server is going to need it. Prints one line when it made one.
// A configuration the server would refuse is left for the server to explain: nothing is done here.
let config;
try {
  config = loadConfig();
} catch {
  process.exit(0);
}
const started = Date.now();
try {
  if ((await prepareDatabaseTemplate(config)) === 'made')
    console.log(`embedded database: made for this schema in ${((Date.now() - started) / 1000).toFixed(1)} s (kept in ${config.dbTemplatesDir})`);
} catch (err) {
  // the server makes it again, and says why if it cannot
  console.log(`embedded database: not made ahead (${err instanceof Error ? err.message : String(err)})`);
}
