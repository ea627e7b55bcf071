import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountStatus, AccountStatusSource } from './studio-tokens.ts';
import { writePrivateFile } from './private-file.ts';
import { LocalOutbox, type OutboxMessage } from './local-outbox.ts';

// The embedded mode's accounts, kept on disk between runs of the Auth Emulator without the emulator's
// clear-text passwords (decision record 009).
//
// The emulator keeps accounts in memory and stores a password as `fakeHash:salt=…:password=<clear>`.
// This store reads them through the emulator's admin REST API (the same call its own export makes),
// replaces every password by a scrypt hash with a random salt, and writes DATA_DIR/auth/accounts.json
// (0600 in a 0700 folder) after every account change and on stop. On start it imports the accounts
// WITHOUT passwords; the first sign-in of such an account passes through the API's proxy, which checks
// the password against the scrypt hash and, when it matches, hands it to the emulator before the
// sign-in goes on. Local e-mail (verification, password reset) is read from the emulator's oobCodes
// endpoint, printed as one line each and kept (last 50) for the admin's Outbox.

const FORMAT = 'landscape-accounts/1';
const SCRYPT: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 64;
const OUTBOX_SIZE = 50;

export interface PasswordHash {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  hash: string;
}

export interface StoredAccount {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
  createdAt?: string;
  lastLoginAt?: string;
  customAttributes?: string;
  disabled?: boolean;
  /** Seconds: sessions signed in earlier are revoked (a password reset or an e-mail change sets it). */
  validSince?: string;
  /** Milliseconds: when the studio saw `validSince` move (a password reset): every session begun before it ends (decision 046). */
  revokedAt?: number;
  password?: PasswordHash;
}

/** An account as the emulator exports it: its own password format in place of ours. */
type EmulatorUser = Omit<StoredAccount, 'password'> & { passwordHash?: string; salt?: string };

function scrypt(password: string, salt: Buffer, o: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, KEY_LEN, { ...SCRYPT, N: o.N, r: o.r, p: o.p }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT as { N: number; r: number; p: number });
  return { algorithm: 'scrypt', N: SCRYPT.N!, r: SCRYPT.r!, p: SCRYPT.p!, salt: salt.toString('base64'), hash: key.toString('base64') };
}

export async function verifyPassword(password: string, h: PasswordHash): Promise<boolean> {
  if (h.algorithm !== 'scrypt') return false;
  const expected = Buffer.from(h.hash, 'base64');
  const key = await scrypt(password, Buffer.from(h.salt, 'base64'), h);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The clear password inside the emulator's `fakeHash:salt=<salt>:password=<password>`, or null. */
export function passwordOfFakeHash(passwordHash: string | undefined, salt: string | undefined): string | null {
  if (!passwordHash || !salt) return null;
  const prefix = `fakeHash:salt=${salt}:password=`;
  return passwordHash.startsWith(prefix) ? passwordHash.slice(prefix.length) : null;
}

export interface EmbeddedAccountsOptions {
  /** host:port of the running emulator. */
  host: string;
  projectId: string;
  /** DATA_DIR/auth */
  dir: string;
  /** One plain line per local e-mail ("Verify ana@example.com: http://…"). */
  announce?: (line: string) => void;
  /** The studio's address for the announced links. */
  publicUrl?: () => string;
  warn?: (msg: string, err?: unknown) => void;
  outboxPollMs?: number;
  /** How long one call to the emulator may take (10 s). */
  requestTimeoutMs?: number;
  /**
   * How long loading keeps asking an emulator that does not answer in time or refuses the connection (2 min):
   * a fresh emulator on a busy machine can be slow to answer its first calls.
   */
  loadPatienceMs?: number;
}

/** A call that may succeed when made again: it timed out, or the connection failed. */
const isTransient = (err: unknown) => (err as Error | undefined)?.name === 'TimeoutError' || err instanceof TypeError;

export class EmbeddedAccounts implements AccountStatusSource {
  private readonly file: string;
  /** Accounts imported without a password: the scrypt hash the first sign-in is checked against. */
  private readonly pending = new Map<string, StoredAccount>();
  /** localId → the emulator's fakeHash last seen and its scrypt hash (hashed once per password). */
  private readonly hashed = new Map<string, { fakeHash: string; password: PasswordHash }>();
  /** What the API checks sessions against: each account's own "valid since", kept across restarts. */
  private readonly statuses = new Map<string, AccountStatus>();
  /**
   * localId → the emulator's `validSince` set by this store's own calls (an import at start, handing a
   * stored password back), not by anything the person did: it revokes nothing.
   */
  private readonly ownValidSince = new Map<string, string>();
  /** Kept in DATA_DIR/auth/outbox.json (local-outbox.ts), read when loading. */
  private mail: LocalOutbox | null = null;
  private readonly seenOob = new Set<string>();
  private pollTimer: NodeJS.Timeout | null = null;
  private persisting: Promise<void> = Promise.resolve();
  /** Account changes made, and how many of them are on disk. */
  private changes = 0;
  private saved = 0;
  private closed = false;
  ready = false;

  constructor(private readonly o: EmbeddedAccountsOptions) {
    this.file = join(o.dir, 'accounts.json');
  }

  private url(path: string) {
    return `http://${this.o.host}${path}`;
  }

  private async admin(path: string, init: { method?: string; body?: unknown } = {}): Promise<Record<string, unknown>> {
    const res = await fetch(this.url(path), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: 'Bearer owner', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(this.o.requestTimeoutMs ?? 10_000),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new Error(`Auth Emulator ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  }

  /** Runs a step of loading, again after a transient failure (isTransient), for up to loadPatienceMs. */
  private async patiently<T>(step: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + (this.o.loadPatienceMs ?? 120_000);
    for (let wait = 250; ; wait = Math.min(wait * 2, 8_000)) {
      try {
        return await step();
      } catch (err) {
        if (this.closed || !isTransient(err) || Date.now() + wait > deadline) throw err;
        this.o.warn?.('the Auth Emulator did not answer in time; asking again', err);
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  private readStore(): StoredAccount[] {
    if (!existsSync(this.file)) return [];
    const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as { format?: string; users?: StoredAccount[] };
    if (parsed.format !== FORMAT) throw new Error(`${this.file}: unknown format ${String(parsed.format)}`);
    return parsed.users ?? [];
  }

  /** Imports the stored accounts (passwords stay pending) and starts the outbox; then sign-in is ready. */
  async load(): Promise<void> {
    mkdirSync(this.o.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.o.dir, 0o700);
    this.mail = new LocalOutbox(this.o.dir, OUTBOX_SIZE);
    const users = this.readStore();
    const legacy = join(this.o.dir, 'auth_export', 'accounts.json');
    const legacyUsers: EmulatorUser[] =
      !users.length && existsSync(legacy) ? ((JSON.parse(readFileSync(legacy, 'utf8')) as { users?: EmulatorUser[] }).users ?? []) : [];
    const toImport: Record<string, unknown>[] = [];
    for (const u of users) {
      const { password, validSince: _validSince, revokedAt, ...rest } = u;
      toImport.push(rest);
      if (password) this.pending.set(u.localId, u);
      this.statuses.set(u.localId, { disabled: u.disabled === true, validSince: u.validSince ? Number(u.validSince) : null, revokedAt: revokedAt ?? null });
    }
    // An export written by the emulator itself (earlier versions): imported with its passwords, then
    // rewritten below in this format and removed.
    for (const u of legacyUsers) toImport.push({ ...u });
    // Importing again is harmless (allowOverwrite): a step that timed out is made again from its start.
    await this.patiently(async () => {
      for (let i = 0; i < toImport.length; i += 500) {
        await this.admin(`/identitytoolkit.googleapis.com/v1/projects/${this.o.projectId}/accounts:batchCreate`, {
          body: { users: toImport.slice(i, i + 500), allowOverwrite: true },
        });
      }
      // The emulator sets every imported account's "valid since" to now: that is not a revocation.
      if (users.length)
        for (const u of await this.emulatorUsers())
          if (u.validSince && this.statuses.get(u.localId)?.validSince !== undefined) this.ownValidSince.set(u.localId, u.validSince);
    });
    if (legacyUsers.length || existsSync(join(this.o.dir, 'firebase-export-metadata.json'))) {
      await this.persistNow();
      rmSync(join(this.o.dir, 'auth_export'), { recursive: true, force: true });
      rmSync(join(this.o.dir, 'firebase-export-metadata.json'), { force: true });
    }
    // Codes already in the emulator are not news.
    for (const m of await this.patiently(() => this.fetchOob())) this.seenOob.add(m.oobCode);
    this.ready = true;
    if (this.o.outboxPollMs !== 0) {
      this.pollTimer = setInterval(() => void this.pollOutbox(), this.o.outboxPollMs ?? 3_000);
      this.pollTimer.unref();
    }
  }

  /**
   * Before a password sign-in reaches the emulator: an imported account whose password the emulator
   * does not know yet gets it, when it matches the stored hash.
   */
  async beforeSignIn(email: string, password: string): Promise<void> {
    const wanted = email.trim().toLowerCase();
    for (const [localId, acc] of this.pending) {
      if (acc.email?.toLowerCase() !== wanted || !acc.password) continue;
      if (!(await verifyPassword(password, acc.password))) return;
      await this.admin(`/identitytoolkit.googleapis.com/v1/projects/${this.o.projectId}/accounts:update`, { body: { localId, password } });
      // handing the stored password back moves the emulator's "valid since" too: not a revocation either
      const looked = await this.admin(`/identitytoolkit.googleapis.com/v1/projects/${this.o.projectId}/accounts:lookup`, { body: { localId: [localId] } });
      const validSince = (looked.users as EmulatorUser[] | undefined)?.[0]?.validSince;
      if (validSince) this.ownValidSince.set(localId, validSince);
      this.pending.delete(localId);
      this.hashed.delete(localId);
      // saved before the sign-in goes on, as every other account change is: a stop right after it loses nothing
      await this.persistNow().catch((err) => this.o.warn?.('could not save the accounts', err));
      return;
    }
  }

  /** Writes the accounts now, after a change (serialised: one write at a time, the last one wins). */
  persistNow(): Promise<void> {
    this.changes++;
    return this.save();
  }

  /** Writes what the emulator holds; once written, every change made before it started is saved. */
  private save(): Promise<void> {
    const upTo = this.changes;
    const run = this.persisting
      .then(() => this.write())
      .then(() => {
        this.saved = Math.max(this.saved, upTo);
      });
    this.persisting = run.catch(() => undefined);
    return run;
  }

  private async emulatorUsers(): Promise<EmulatorUser[]> {
    const res = await this.admin(`/identitytoolkit.googleapis.com/v1/projects/${this.o.projectId}/accounts:batchGet?maxResults=-1`);
    return (res.users as EmulatorUser[] | undefined) ?? [];
  }

  /** Whether an account's sessions still hold (the API asks before sensitive calls). */
  async status(uid: string): Promise<AccountStatus | null> {
    return this.statuses.get(uid) ?? null;
  }

  private async write() {
    const users = await this.emulatorUsers();
    const out: StoredAccount[] = [];
    const seen = new Set<string>();
    for (const u of users) {
      seen.add(u.localId);
      const own = this.ownValidSince.get(u.localId);
      let validSince: string | undefined;
      if (own !== undefined && own === u.validSince) {
        const kept = this.statuses.get(u.localId)?.validSince;
        validSince = kept === null || kept === undefined ? undefined : String(kept);
      } else {
        this.ownValidSince.delete(u.localId);
        validSince = u.validSince;
      }
      const before = this.statuses.get(u.localId);
      const since = validSince ? Number(validSince) : null;
      // the emulator moved an existing account's "valid since" (a password reset): every earlier session ends now
      const revokedAt = before && before.validSince !== since ? Date.now() : (before?.revokedAt ?? null);
      this.statuses.set(u.localId, { disabled: u.disabled === true, validSince: since, revokedAt });
      const acc: StoredAccount = {
        localId: u.localId,
        email: u.email,
        emailVerified: u.emailVerified,
        displayName: u.displayName,
        photoUrl: u.photoUrl,
        createdAt: u.createdAt,
        lastLoginAt: u.lastLoginAt,
        customAttributes: u.customAttributes,
        disabled: u.disabled,
        validSince,
        ...(revokedAt === null ? {} : { revokedAt }),
      };
      const clear = passwordOfFakeHash(u.passwordHash, u.salt);
      if (clear !== null && u.passwordHash) {
        const known = this.hashed.get(u.localId);
        if (known && known.fakeHash === u.passwordHash) acc.password = known.password;
        else {
          acc.password = await hashPassword(clear);
          this.hashed.set(u.localId, { fakeHash: u.passwordHash, password: acc.password });
        }
        this.pending.delete(u.localId);
      } else if (this.pending.has(u.localId)) {
        acc.password = this.pending.get(u.localId)!.password;
      }
      out.push(JSON.parse(JSON.stringify(acc)) as StoredAccount);
    }
    for (const id of [...this.statuses.keys()]) if (!seen.has(id)) this.statuses.delete(id);
    writePrivateFile(this.o.dir, 'accounts.json', `${JSON.stringify({ format: FORMAT, users: out }, null, 1)}\n`);
  }

  private async fetchOob(): Promise<{ email: string; oobCode: string; oobLink: string; requestType: string }[]> {
    const res = await this.admin(`/emulator/v1/projects/${this.o.projectId}/oobCodes`);
    return (res.oobCodes as { email: string; oobCode: string; oobLink: string; requestType: string }[] | undefined) ?? [];
  }

  /** New verification / reset links: one terminal line each, and the outbox. */
  async pollOutbox(): Promise<void> {
    if (this.closed) return;
    let codes;
    try {
      codes = await this.fetchOob();
    } catch {
      return;
    }
    for (const c of codes) {
      if (this.seenOob.has(c.oobCode)) continue;
      this.seenOob.add(c.oobCode);
      const link = new URL(c.oobLink);
      const path = `${link.pathname}${link.search}`;
      const kind = c.requestType === 'VERIFY_EMAIL' ? 'verify' : c.requestType === 'PASSWORD_RESET' ? 'reset' : 'other';
      const msg: OutboxMessage = { kind, email: c.email, path, at: new Date().toISOString() };
      try {
        (this.mail ??= new LocalOutbox(this.o.dir, OUTBOX_SIZE)).add(msg);
      } catch (err) {
        this.o.warn?.('a local e-mail could not be kept in the outbox file', err);
      }
      const base = this.o.publicUrl?.() ?? `http://${this.o.host}`;
      const label = kind === 'verify' ? 'Verify' : kind === 'reset' ? 'Reset the password of' : 'Confirm';
      // opened in a browser, the link lands on the studio's page for it (/account/action)
      const full = `${base}${path}`;
      this.o.announce?.(`${label} ${c.email}: ${full}`);
    }
  }

  /** The last 50 local e-mails, newest first, those from before a restart included. */
  outbox(): OutboxMessage[] {
    return this.mail?.all() ?? [];
  }

  /** The emulator is gone (it died): stop its timers; everything already answered is on disk. */
  detach(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.closed = true;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.pollTimer) clearInterval(this.pollTimer);
    // Every change is saved as it is made: only one not yet written is written now. (On Ctrl+C the emulator
    // stops with the server, so a write here would fail although nothing is missing.)
    if (this.ready && this.saved < this.changes) await this.save().catch((err) => this.o.warn?.('the last account changes could not be saved', err));
    this.closed = true;
  }
}
