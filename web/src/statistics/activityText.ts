// An activity row in Spanish: 'Ana se unió a tu búsqueda «Depto en Palermo»'.
import type { Activity } from '@app/contracts/statistics/activity';
import { SWIPE_MESSAGES } from '@app/contracts/swipe/decisions';

function decisions(like: number, unlike: number): string {
  const parts = [
    like > 0 ? `${like} me gusta` : null,
    unlike > 0 ? `${unlike} ${unlike === 1 ? 'descarte' : 'descartes'}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? ` (${parts.join(' y ')})` : '';
}

export function activityText(activity: Activity): string {
  const who = activity.causer?.name ?? SWIPE_MESSAGES.guestName;
  const search = `tu búsqueda «${activity.activityable.title}»`;
  switch (activity.type) {
    case 'created':
      return `${who} creó ${search}`;
    case 'updated':
      return `${who} modificó ${search}`;
    case 'shared':
      return `${who} compartió ${search}`;
    case 'visited':
      return `${who} visitó ${search}`;
    case 'joined':
      return `${who} se unió a ${search}`;
    case 'finished':
      return `${who} finalizó su selección en ${search}`;
    case 'decided':
      return `${who} decidió en ${search}${decisions(activity.properties.like, activity.properties.unlike)}`;
    default: {
      const unexpected: never = activity.type;
      return unexpected;
    }
  }
}
