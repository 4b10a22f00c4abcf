// Which side panels are open. Every navigation closes them first (SPEC.md section 2).
import type { Publication } from '@app/contracts/publication/publication';
import { signal } from '@preact/signals-react';

export type IdentifyStep = 'email' | 'recover' | 'signup' | 'logged' | 'verify' | 'premium';

/** What the action that opened identification needs once the person is in. */
export interface IdentifyRequirements {
  verifiedEmail: boolean;
  premium: boolean;
}

export interface IdentifyRequest {
  step: IdentifyStep;
  /** Why identification was asked for, e.g. 'Para obtener más beneficios'. */
  subtitle: string | null;
  requires: IdentifyRequirements;
}

export const identifyDialog = signal<IdentifyRequest | null>(null);
export const userMenuOpen = signal(false);
export const groupsPanelOpen = signal(false);
export const quickCreateOpen = signal(false);
export const publicationDetail = signal<Publication | null>(null);

export interface LightboxRequest {
  images: readonly string[];
  index: number;
}
export const imageLightbox = signal<LightboxRequest | null>(null);

export function openIdentify(
  step: IdentifyStep,
  options: { subtitle?: string | null; requires?: Partial<IdentifyRequirements> } = {},
): void {
  // Identification takes over from whichever panel asked for it.
  userMenuOpen.value = false;
  groupsPanelOpen.value = false;
  identifyDialog.value = {
    step,
    subtitle: options.subtitle ?? null,
    requires: { verifiedEmail: false, premium: false, ...options.requires },
  };
}

export function closeAllDialogs(): void {
  identifyDialog.value = null;
  userMenuOpen.value = false;
  groupsPanelOpen.value = false;
  quickCreateOpen.value = false;
  publicationDetail.value = null;
  imageLightbox.value = null;
}
