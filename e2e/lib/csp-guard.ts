import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './harness.ts';

// Every browser journey doubles as a Content-Security-Policy check: a test whose pages reported a
// violation fails, naming what was blocked (the studio's CSP must allow exactly what it loads).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
