import { z } from 'zod';

// Text a person typed. Control characters are never part of it: PostgreSQL refuses NUL in a text column
// (a 500 after the daily limit was charged), and the others only hide text from the people who read it.
// Tab and line breaks stay (a browser sends a form's line break as CR LF).

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'cannot contain control characters (such as NUL)';

/** True when the text holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * A string field of user text: every text field of the contract starts here, so none can carry a
 * control character to the database or to a reader. Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasControlCharacters(v), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

// eslint-disable-next-line no-control-regex
const ALL_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Text a person did not type here but that reaches the studio anyway (a name from the identity provider):
 * the same characters `safeText` refuses are dropped, line breaks become spaces, the rest is trimmed and
 * cut at `max`; nothing left is null.
 */
export function cleanText(value: unknown, max = 200): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = Array.from(
    value
      .replace(ALL_CONTROL_CHARACTERS, '')
      .replace(/[\t\r\n]+/g, ' ')
      .trim(),
  )
    .slice(0, max)
    .join('')
    .trim();
  return cleaned || null;
}
