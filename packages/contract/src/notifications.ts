import { z } from 'zod';

// ---- being told when a run is done (/api/me/notifications; decision 048) ------------------

/** GET /api/me/notifications: what this studio can do and what the account chose. */
export const notificationSettingsSchema = z.object({
  /** The VAPID public key (base64url) a browser subscribes with; null when this studio sends no browser notifications. */
  push_public_key: z.string().nullable(),
  /** Whether this studio sends finished-run e-mails (the local Outbox in embedded mode, SMTP in a cluster). */
  email_available: z.boolean(),
  /** The account asked for an e-mail when a run finishes. */
  email: z.boolean(),
  /** Browsers of the account that are told when a run finishes. */
  push_subscriptions: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/me/notifications/email. */
export const notificationEmailSchema = z.object({ enabled: z.boolean({ error: 'Say enabled: true or false' }) });

const base64url = (what: string) =>
  z.string({ error: `Give the subscription's ${what}` }).regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `The ${what} must be base64url` });

/** POST /api/me/notifications/push: a browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'Give the subscription endpoint' })
    .max(2000, { error: 'The endpoint must be at most 2000 characters' })
    .url({ error: 'The endpoint must be an https address' })
    .refine((u) => /^https?:\/\//.test(u), { error: 'The endpoint must be an https address' }),
  keys: z.object(
    {
      p256dh: base64url('p256dh key')
        .min(80, { error: 'The p256dh key is not a P-256 public key' })
        .max(100, { error: 'The p256dh key is not a P-256 public key' }),
      auth: base64url('auth secret').min(16, { error: 'The auth secret must be 16 bytes' }).max(32, { error: 'The auth secret must be 16 bytes' }),
    },
    { error: 'Give the subscription keys (p256dh and auth)' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/me/notifications/push. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: 'Give the subscription endpoint' }).min(1).max(2000) });
