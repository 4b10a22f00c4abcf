// A real SMTP server for tests: the application sends through nodemailer as in production and the
// test reads each message back, parsed. Browser end-to-end tests reuse it.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export interface SmtpCatcher {
  /** Give it to the application as SMTP_URL. */
  url: string;
  /** Every message caught so far, oldest first. */
  messages(): readonly CaughtMail[];
  /** The next message to `address` no earlier call returned, waiting for it to arrive. */
  nextMailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  /** The six-digit code of the next message to `address`. */
  nextCodeFor(address: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          caught.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMailTo = async (address: string, timeoutMs = 5_000): Promise<CaughtMail> => {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      const mail = caught.find((message) => !taken.has(message) && message.to.includes(address.toLowerCase()));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no mail reached ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        waiters.add(wake);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => caught,
    nextMailTo,
    async nextCodeFor(address, timeoutMs) {
      const mail = await nextMailTo(address, timeoutMs);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`the mail to ${address} carries no code: ${mail.text}`);
      return code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
