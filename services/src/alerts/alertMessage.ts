// What an alert says, on a device and in an e-mail: the search, the publication, how many more came
// bundled with it, and the link straight into the swipe at that card (the client opens
// `/search/{uuid}?publication={id}` with that card first).
import type { AlertMatch, AlertReason } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { escapeHtml } from '../http/index.ts';
import type { MailMessage } from '../mail/index.ts';
import { publicationSummary } from '../swipe/index.ts';

export interface AlertMessage {
  title: string;
  body: string;
  url: string;
}

const HEADLINES: Record<AlertReason, string> = {
  created: 'Nueva publicación',
  price_drop: 'Bajó de precio',
  changed: 'Novedad',
};

/** "y 3 publicaciones más…" */
export function bundledMore(count: number): string {
  if (count === 0) return '';
  return count === 1 ? ' y 1 publicación más…' : ` y ${count} publicaciones más…`;
}

export const alertUrl = (searchId: string, publicationId: string) =>
  `/search/${searchId}?publication=${encodeURIComponent(publicationId)}`;

export async function alertMessage(
  db: ReadModelDatabase,
  sent: { searchId: string; match: AlertMatch; also: readonly AlertMatch[] },
): Promise<AlertMessage> {
  const [search, publication] = await Promise.all([
    db
      .selectFrom('searches')
      .select(['custom_title', 'title_suggested'])
      .where('id', '=', sent.searchId)
      .executeTakeFirst(),
    publicationSummary(db, sent.match.publicationId),
  ]);
  const searchTitle = search?.custom_title ?? search?.title_suggested ?? 'tu búsqueda';
  return {
    title: `${HEADLINES[sent.match.reason]} en "${searchTitle}"`,
    body: `${publication?.title ?? 'Una publicación'}${bundledMore(sent.also.length)}`,
    url: alertUrl(sent.searchId, sent.match.publicationId),
  };
}

export function alertMail(to: string, message: AlertMessage, publicUrl: string): MailMessage {
  const link = `${publicUrl}${message.url}`;
  const stop = 'Podés desactivar estas alertas desde las opciones de la búsqueda.';
  return {
    to,
    subject: message.title,
    text: `${message.body}\n\nMirala: ${link}\n\n${stop}\n`,
    html: [
      `<p>${escapeHtml(message.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">Mirala en la búsqueda</a></p>`,
      `<p>${escapeHtml(stop)}</p>`,
    ].join('\n'),
  };
}
