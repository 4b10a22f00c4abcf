// The shared search's link and the device share sheet.
import { SHARE_MESSAGES } from '../../feedback/messages.ts';
import { notifyError, notifySuccess } from '../../feedback/notify.ts';
import { pathTo } from '../../routing/paths.ts';

export function searchAddress(uuid: string, origin: string = window.location.origin): string {
  return `${origin}${pathTo('search.result', { uuid })}`;
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(SHARE_MESSAGES.addressCopied);
  } catch {
    notifyError(SHARE_MESSAGES.addressCopyFailed);
  }
}

/** Hands the content to the device's share sheet; 'Tu dispositivo no permite compartir contenido.' without one. */
export async function shareWithDevice(content: ShareData): Promise<void> {
  if (typeof navigator.share !== 'function') {
    notifyError(SHARE_MESSAGES.shareUnsupported);
    return;
  }
  try {
    await navigator.share(content);
  } catch {
    // Closing the share sheet rejects too; nothing to tell.
  }
}
