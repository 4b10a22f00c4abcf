import nodemailer, { type Transporter } from 'nodemailer';
import { recordMailOutcome } from '../metrics/index.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Sends through the SMTP server at `url` (smtp://user:password@host:port, smtps:// for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message }).then(
      () => recordMailOutcome('ok'),
      (error: unknown) => {
        recordMailOutcome('failed');
        throw error;
      },
    );
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
