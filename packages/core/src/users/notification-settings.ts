import type { NotificationSettings as Settings, PushSubscriptionBody } from '@landscape/contract';
import type { NotificationRepository } from '../adapters/repositories/notification.repository.ts';

/** Why a subscription was refused: said to the caller as a 400. */
export class SubscriptionRefused extends Error {}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * What an account chose about being told when its runs finish (decision 048): its browsers' Web Push
 * subscriptions and the e-mail opt-in, and what this studio can send at all.
 */
export class NotificationPreferences {
  constructor(
    private readonly d: {
      notifications: Pick<NotificationRepository, 'preferences' | 'setEmail' | 'saveSubscription' | 'deleteSubscription'>;
      pushPublicKey: string | null;
      emailAvailable: boolean;
      /** Outside production a push service on this machine (plain http on loopback) is accepted: a local stand-in. */
      production: boolean;
    },
  ) {}

  async get(userId: string): Promise<Settings> {
    const p = await this.d.notifications.preferences(userId);
    return {
      push_public_key: this.d.pushPublicKey,
      email_available: this.d.emailAvailable,
      email: p.email && this.d.emailAvailable,
      push_subscriptions: p.subscriptions,
    };
  }

  async setEmail(userId: string, on: boolean): Promise<Settings> {
    if (on && !this.d.emailAvailable) throw new SubscriptionRefused('This studio sends no e-mail: its operator has not set SMTP_URL');
    await this.d.notifications.setEmail(userId, on);
    return this.get(userId);
  }

  async subscribe(userId: string, s: PushSubscriptionBody): Promise<Settings> {
    if (!this.d.pushPublicKey) throw new SubscriptionRefused('This studio sends no browser notifications: its operator has not set VAPID keys');
    const url = new URL(s.endpoint);
    // a push service is reached over https; plain http only to a stand-in on this machine, outside production
    if (url.protocol !== 'https:' && !(!this.d.production && url.protocol === 'http:' && isLoopback(url.hostname)))
      throw new SubscriptionRefused('The endpoint must be an https address of a push service');
    await this.d.notifications.saveSubscription(userId, { endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
    return this.get(userId);
  }

  /** False when the account has no subscription at that endpoint (someone else's is left alone). */
  async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
    return this.d.notifications.deleteSubscription(userId, endpoint);
  }
}
