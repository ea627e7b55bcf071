import { afterEach, beforeEach, expect } from 'vitest';
import { runningServerLogs, takeCspViolations } from './harness.ts';

// Every browser journey doubles as a Content-Security-Policy check: a test whose pages reported a
// violation fails, naming what was blocked (the studio's CSP must allow exactly what it loads).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

// A journey that fails says what its servers said last: their warnings and errors (LOG_LEVEL warn, or what
// the file asked for), next to the failure in the report rather than lost with the throw-away server.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const log of runningServerLogs()) console.error(log);
  });
});
