import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFile } from './private-file.ts';

// Embedded mode's local e-mail (verification and password-reset links): kept in DATA_DIR/auth/outbox.json,
// private to the server's user (0600, the links act for whoever they were sent to), so the admin's Outbox
// still shows them after a restart (issue 51). Newest first, the last `size`. Finished-run e-mails (decision 048)
// are kept here too, by the job that finished the run: every instance reads the file afresh, so the sign-in's
// and the jobs' messages never overwrite each other.

export interface OutboxMessage {
  kind: 'verify' | 'reset' | 'other' | 'finished';
  email: string;
  /** Path and query on the studio's origin (`/emulator/action?...`), so the link works from any device. */
  path: string;
  at: string;
  /** A finished-run e-mail: its subject and text, in the homeowner's language. */
  subject?: string;
  text?: string;
}

const FILE = 'outbox.json';
const FORMAT = 'landscape-outbox-1';

const isMessage = (m: unknown): m is OutboxMessage => {
  const o = m as Partial<OutboxMessage> | null;
  return (
    !!o &&
    ['verify', 'reset', 'other', 'finished'].includes(o.kind as string) &&
    typeof o.email === 'string' &&
    typeof o.path === 'string' &&
    typeof o.at === 'string' &&
    (o.subject === undefined || typeof o.subject === 'string') &&
    (o.text === undefined || typeof o.text === 'string')
  );
};

export class LocalOutbox {
  constructor(
    private readonly dir: string,
    private readonly size = 50,
  ) {}

  /** The messages kept on disk; none when the file is missing or not ours (a damaged file is started afresh). */
  private static read(file: string): OutboxMessage[] {
    if (!existsSync(file)) return [];
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { format?: string; messages?: unknown[] };
      return parsed.format === FORMAT && Array.isArray(parsed.messages) ? parsed.messages.filter(isMessage) : [];
    } catch {
      return [];
    }
  }

  /** Keeps a message, on disk before this returns. */
  add(message: OutboxMessage): void {
    const list = [message, ...this.all()].slice(0, this.size);
    writePrivateFile(this.dir, FILE, `${JSON.stringify({ format: FORMAT, messages: list }, null, 1)}\n`);
  }

  /** Newest first, as on disk now. */
  all(): OutboxMessage[] {
    return LocalOutbox.read(join(this.dir, FILE)).slice(0, this.size);
  }
}
