import { LocalOutbox } from '../auth/local-outbox.ts';

// Finished-run e-mail (decision 048): the embedded mode keeps it in the local Outbox (DATA_DIR/auth/outbox.json,
// read by the admin's Outbox page); a cluster sends it through SMTP_URL with nodemailer, loaded only then.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The design's page, as a path on the studio's origin (the Outbox links it on whichever address it is read). */
  path: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export class OutboxMailer implements Mailer {
  private readonly box: LocalOutbox;
  constructor(dir: string) {
    this.box = new LocalOutbox(dir);
  }

  async send(mail: Mail): Promise<void> {
    this.box.add({ kind: 'finished', email: mail.to, path: mail.path, at: new Date().toISOString(), subject: mail.subject, text: mail.text });
  }

  close(): void {}
}

export class SmtpMailer implements Mailer {
  private constructor(
    private readonly transport: import('nodemailer').Transporter,
    private readonly from: string,
  ) {}

  static async open(url: string, from: string): Promise<SmtpMailer> {
    const nodemailer = await import('nodemailer');
    return new SmtpMailer(nodemailer.createTransport(url), from);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport.close();
  }
}
