// GET /api/dev/outbox: the mail the application would have sent, for development without a mail
// server. Registered only when SMTP_URL is unset and NODE_ENV is not production, and answered only
// to connections from this machine's loopback interface: the codes it lists open any account.
import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { access, comesFromLoopback } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { DevelopmentOutbox, type OutboxEntry } from './developmentOutbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function entryHtml(entry: OutboxEntry): string {
  return `<article><h2>${escapeHtml(entry.subject)}</h2>
<p><small>Para ${escapeHtml(entry.to)} · ${escapeHtml(entry.sentAt)}</small></p>
<pre>${escapeHtml(entry.text)}</pre></article>`;
}

function outboxPage(entries: readonly OutboxEntry[]): string {
  const body = entries.length > 0 ? entries.map(entryHtml).join('\n<hr>\n') : '<p>No se enviaron correos todavía.</p>';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Correos enviados (desarrollo)</title>
<style>body{font-family:sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem}pre{font-size:1.1rem}</style>
</head><body><h1>Correos enviados (desarrollo)</h1>${body}</body></html>`;
}

export function registerOutboxRoutes(app: FastifyInstance, platform: Platform): void {
  const { mailer, config } = platform;
  if (!(mailer instanceof DevelopmentOutbox) || config.production) return;
  app.get('/dev/outbox', { config: { access: access.visitor }, schema: { hide: true } }, async (request, reply) => {
    // As if there were no such page: a remote caller learns nothing, not even that it exists.
    if (!comesFromLoopback(request)) return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
    const entries = mailer.messages();
    if (request.headers.accept?.includes('application/json')) return reply.send(entries);
    return reply.type('text/html; charset=utf-8').send(outboxPage(entries));
  });
}
