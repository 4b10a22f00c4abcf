import type { Mailer, MailMessage } from './mailer.ts';

export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

const KEPT_MESSAGES = 50;

/**
 * Mail without a mail server: each message is printed to the server log and kept (the latest
 * fifty) for the development outbox page, so a newcomer can sign up with no setup.
 */
export class DevelopmentOutbox implements Mailer {
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly print: (line: string) => void) {}

  async send(message: MailMessage): Promise<void> {
    this.entries.unshift({ ...message, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, KEPT_MESSAGES);
    this.print(`Mail to ${message.to}: ${message.subject}\n${message.text}`);
  }

  /** Newest first. */
  messages(): readonly OutboxEntry[] {
    return this.entries;
  }

  async close(): Promise<void> {}
}
