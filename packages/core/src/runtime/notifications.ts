import { join } from 'node:path';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Repositories } from '../adapters/repositories/index.ts';
import { OutboxMailer, SmtpMailer, type Mailer } from '../adapters/notify/mailer.ts';
import { vapidKeysOf, WebPushSender } from '../adapters/notify/web-push.sender.ts';
import { RunNotifier } from '../generation/run-notifier.ts';
import { NotificationPreferences } from '../users/notification-settings.ts';

/**
 * SMTP_URL when set; else, in embedded mode with the studio's own sign-in, the local Outbox beside its accounts
 * (DATA_DIR/auth), which the admin's Outbox page reads; else no e-mail.
 */
async function buildMailer(config: Config): Promise<Mailer | null> {
  if (config.SMTP_URL && config.SMTP_FROM) return SmtpMailer.open(config.SMTP_URL, config.SMTP_FROM);
  if (config.mode === 'embedded' && config.AUTH === 'emulator') return new OutboxMailer(join(config.dataDir, 'auth'));
  return null;
}

/** Being told when a run is done (decision 048): the notifier the jobs call, and the account's choices. */
export async function buildNotifications(config: Config, repos: Pick<Repositories, 'notifications'>, log: Logger) {
  const keys = vapidKeysOf(config);
  const push = keys ? new WebPushSender(keys, config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`) : null;
  const mail = await buildMailer(config);
  const notifier = new RunNotifier({
    notifications: repos.notifications,
    push,
    mail,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log,
  });
  const preferences = new NotificationPreferences({
    notifications: repos.notifications,
    pushPublicKey: keys?.publicKey ?? null,
    emailAvailable: !!mail,
    production: config.isProduction,
  });
  return {
    notifier,
    preferences,
    async close() {
      await notifier.idle();
      mail?.close();
    },
  };
}
