import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../platform/config.ts';
import { writePrivateFile } from '../auth/private-file.ts';
import type { PushSubscriptionRecord } from '../repositories/notification.repository.ts';

// Web Push with VAPID (RFC 8030, 8291, 8292; decision 048). web-push encrypts the message for the browser's keys
// and signs the VAPID token; the request it describes is sent with fetch, so a push service is reached as any
// other outside service is.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What a push service answered: delivered, gone for good (404/410: the browser unsubscribed), or not now. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The browser's notification: what it shows and the studio page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** Path on the studio's origin. */
  url: string;
  /** One notification per run: a second message of it replaces the first. */
  tag: string;
}

const FILE = 'vapid.json';
const KEY = /^[A-Za-z0-9_-]+$/;

/**
 * The key pair VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY give; in embedded mode without them, a pair made once and
 * kept in DATA_DIR/push (0600), so subscriptions stay valid across restarts. A cluster without keys sends none.
 */
export function vapidKeysOf(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'mode' | 'dataDir'>): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  if (config.mode !== 'embedded') return null;
  const dir = join(config.dataDir, 'push');
  const file = join(dir, FILE);
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      if (typeof kept.publicKey === 'string' && KEY.test(kept.publicKey) && typeof kept.privateKey === 'string' && KEY.test(kept.privateKey))
        return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    } catch {
      // a damaged file: a new pair below (browsers subscribed with the old one subscribe again)
    }
  }
  const made = webpush.generateVAPIDKeys();
  writePrivateFile(dir, FILE, `${JSON.stringify(made)}\n`);
  return made;
}

export class WebPushSender {
  constructor(
    readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(subscription: PushSubscriptionRecord, message: PushMessage): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        contentEncoding: 'aes128gcm',
        // a run's news is worth a day: a phone that is off until tomorrow still hears of it
        TTL: 86_400,
        urgency: 'normal',
        topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    // fetch says the body's length itself (and refuses a number given for it)
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  }
}
