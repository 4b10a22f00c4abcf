// Subscribing this device to pushes: ask the browser's permission, subscribe its push manager with
// the platform's VAPID public key (from /api/configuration), and send the subscription to the
// server as the site's token. Each failure says what went wrong in SPEC.md section 8's words.
import { accountEndpointTable } from '../api/accountEndpointTable.ts';
import { call } from '../api/client.ts';
import { notifyError } from '../feedback/notify.ts';
import { configuration, currentUser } from '../session/sessionState.ts';

export const PUSH_MESSAGES = {
  denied: 'Permiso de notificación denegado.',
  noToken: 'No se pudo generar el token de notificaciones.',
  subscribeFailed: (message: string) => `Error al suscribir: ${message}`,
  tokenFailed: (message: string) => `Error al obtener el token: ${message}`,
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function pushSupported(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

async function deviceSubscription(publicKey: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  let existing: PushSubscription | null;
  try {
    existing = await registration.pushManager.getSubscription();
  } catch (error) {
    notifyError(PUSH_MESSAGES.tokenFailed(messageOf(error)));
    return null;
  }
  if (existing) return existing;
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
  } catch (error) {
    notifyError(PUSH_MESSAGES.subscribeFailed(messageOf(error)));
    return null;
  }
}

/** Subscribes this device for the signed-in person; true when the server has the token. */
export async function subscribeThisDevice(): Promise<boolean> {
  const publicKey = configuration.peek()?.push.vapid_public_key;
  if (!publicKey || !pushSupported()) {
    notifyError(PUSH_MESSAGES.noToken);
    return false;
  }
  const subscription = await deviceSubscription(publicKey);
  if (!subscription) return false;
  try {
    const body = { token: JSON.stringify(subscription) };
    const user = await call((await accountEndpointTable()).subscribePush, { body }, { quiet: true });
    currentUser.value = user;
    return true;
  } catch (error) {
    notifyError(PUSH_MESSAGES.subscribeFailed(messageOf(error)));
    return false;
  }
}

/** Asks the browser (the prompt's 'Activar'), then subscribes when allowed. */
export async function enableNotifications(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    notifyError(PUSH_MESSAGES.denied);
    return false;
  }
  return subscribeThisDevice();
}
