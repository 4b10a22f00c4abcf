// The mail folder as other folders see it: what they may use of it.
export { DevelopmentOutbox } from './developmentOutbox.ts';
export type { Mailer, MailMessage } from './mailer.ts';
export { SmtpMailer } from './smtpMailer.ts';
