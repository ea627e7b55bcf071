import type { Logger } from '../platform/logger.ts';
import type { FinishedRun, NotificationRepository } from '../adapters/repositories/notification.repository.ts';
import type { PushOutcome, WebPushSender } from '../adapters/notify/web-push.sender.ts';
import type { Mailer } from '../adapters/notify/mailer.ts';
import { finishedRunWords } from './finished-run-text.ts';

export interface RunNotifierDeps {
  notifications: Pick<NotificationRepository, 'claimFinished' | 'forgetEndpoint'>;
  /** Web Push with this studio's VAPID keys; null: no browser notifications. */
  push: Pick<WebPushSender, 'send'> | null;
  /** The local Outbox (embedded mode) or SMTP (a cluster); null: no e-mail. */
  mail: Mailer | null;
  /** The studio's address, for the link in an e-mail read outside it. */
  publicUrl: string;
  log: Logger;
}

/**
 * Tells a signed-in homeowner that their run is done (decision 048): a browser notification to each subscribed
 * browser and, when they asked for it, an e-mail. Called whenever a design row becomes final, in whichever
 * process settled it (the embedded server, or a cluster's worker); the repository's once-only mark lets exactly
 * one caller tell, once every design of the run is final. Never fails the job that called it.
 */
export class RunNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly d: RunNotifierDeps) {}

  /** A row of this generation became final: tell its owner if that finished the run. Does not wait. */
  settled(generationId: string): void {
    if (!this.d.push && !this.d.mail) return;
    const p = this.tell(generationId).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** Waits for the messages being sent (a stopping process, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private async tell(generationId: string): Promise<void> {
    try {
      const run = await this.d.notifications.claimFinished(generationId);
      if (run) await this.send(run);
    } catch (err) {
      this.d.log.warn({ err, generationId }, 'could not tell the owner their run finished');
    }
  }

  private async send(run: FinishedRun): Promise<void> {
    // one run of one-area calls has its designs in My Designs; a studio run opens again in the studio
    const path = run.single ? '/gallery' : `/studio?run=${encodeURIComponent(run.generationId)}`;
    const words = finishedRunWords(run.locale, { address: run.address, completed: run.completed, failed: run.failed, url: `${this.d.publicUrl}${path}` });
    const log = this.d.log.child({ generationId: run.generationId });
    const pushes = this.d.push
      ? run.subscriptions.map(async (s) => {
          const outcome: PushOutcome = await this.d.push!.send(s, { ...words.push, url: path, tag: `run-${run.generationId}` }).catch((err: unknown) => {
            log.warn({ err: (err as Error).message, cause: String((err as { cause?: unknown }).cause ?? '') }, 'a push service could not be reached');
            return 'failed' as const;
          });
          if (outcome === 'gone') await this.d.notifications.forgetEndpoint(s.endpoint);
          return outcome;
        })
      : [];
    const mail =
      this.d.mail && run.notifyEmail && run.email
        ? this.d.mail.send({ to: run.email, subject: words.mail.subject, text: words.mail.text, path }).then(
            () => 'sent',
            (err: unknown) => {
              log.warn({ err: (err as Error).message }, 'the finished-run e-mail could not be sent');
              return 'failed';
            },
          )
        : Promise.resolve('off');
    const [pushed, mailed] = await Promise.all([Promise.all(pushes), mail]);
    log.info({ pushed, mailed }, 'owner told the run finished');
  }
}
