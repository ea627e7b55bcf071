import { createPgliteFolder } from './client.ts';

// Run by the server in a child process of its own to make a new embedded database folder (initdb, then
// every migration); the memory that takes leaves with this process. `node pglite-init.js <folder>`.
const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-init <folder>');
  process.exit(2);
}
try {
  await createPgliteFolder(dir);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
