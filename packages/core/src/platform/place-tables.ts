import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadPlaceTables, usePlaceColumns, type PlaceColumns } from '@landscape/design';
import { entryBeside } from './paths.ts';

/**
 * Loads the address tables as a server starts, before the first request (the first homeowner's address would
 * otherwise hold every request up while they load), built in a short-lived child process: the ZIP list and the
 * world's cities are parsed there and only their columns come back. The parse's scratch memory (tens of
 * megabytes that a long-lived heap, or a thread's malloc arena, keeps) and its second of CPU stay out of the
 * server, which is left holding a few megabytes of columns.
 */
export async function loadPlaceTablesOffThread(): Promise<ReturnType<typeof loadPlaceTables>> {
  const entry = entryBeside('place-tables.worker', import.meta.url);
  const child = fork(fileURLToPath(entry.filename), [], { execArgv: entry.execArgv, serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const columns = await new Promise<PlaceColumns>((resolve, reject) => {
    child.once('message', (m) => resolve(m as PlaceColumns));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the address tables could not be loaded (exit ${code}): ${stderr.trim()}`)));
  });
  usePlaceColumns(columns);
  return loadPlaceTables();
}
