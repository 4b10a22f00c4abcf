/** An e-mail as the application writes it: plain text always, HTML when it helps. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail leaves the application: SMTP in production, the development outbox otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
