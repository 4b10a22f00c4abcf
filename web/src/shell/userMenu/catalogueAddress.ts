// Copying and sharing the personal catalogue's address (/{slug}).

import { SHARE_MESSAGES } from '../../feedback/messages.ts';
import { notifyError, notifySuccess } from '../../feedback/notify.ts';
import { pathTo } from '../../routing/paths.ts';
import { BRAND_NAME } from '../brand.ts';

export function catalogueAddress(slug: string, origin: string = window.location.origin): string {
  return `${origin}${pathTo('user.home', { slug })}`;
}

export async function copyCatalogueAddress(slug: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(catalogueAddress(slug));
    notifySuccess(SHARE_MESSAGES.addressCopied);
  } catch {
    notifyError(SHARE_MESSAGES.addressCopyFailed);
  }
}

export async function shareCatalogueAddress(slug: string, name: string): Promise<void> {
  if (typeof navigator.share !== 'function') {
    notifyError(SHARE_MESSAGES.shareUnsupported);
    return;
  }
  try {
    await navigator.share({ title: `${name} | ${BRAND_NAME}`, url: catalogueAddress(slug) });
  } catch {
    // Closing the share sheet rejects too; nothing to tell.
  }
}
