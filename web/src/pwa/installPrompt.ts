// The install prompt's state in the browser: the browser's own install offer (beforeinstallprompt,
// kept for the 'Instalar' button), whether the app runs installed, the dismissal stamp, and the
// schedule: 60 s after a moment that earns it (promptMoments.ts), again every 5 s while a panel or
// the notification prompt is open.

import { TIMING_MS } from '@app/contracts/limits';
import { signal } from '@preact/signals-react';
import { visitStart } from '../app/visitStart.ts';
import {
  groupsPanelOpen,
  identifyDialog,
  imageLightbox,
  publicationDetail,
  quickCreateOpen,
  userMenuOpen,
} from '../dialogs/dialogState.ts';
import { type InstallOffer, onInstallOffer } from './installOfferCapture.ts';
import { installPromptDecision } from './installPromptSchedule.ts';
import { onPromptsEarned, promptsEarnedBefore } from './promptMoments.ts';
import { schedulePrompt } from './promptSchedule.ts';
import { installPromptOpen, notificationPromptOpen } from './promptState.ts';

const DISMISSED_KEY = 'install-prompt-dismissed-at';

/** The browser's offer to install, when it made one (Chromium); null elsewhere (Safari: by hand). */
export const browserInstallOffer = signal<InstallOffer | null>(null);

function isInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as { standalone?: boolean }).standalone === true;
}

function dismissedAt(): number | null {
  try {
    const stored = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function someDialogOpen(): boolean {
  return Boolean(
    identifyDialog.peek() ||
      userMenuOpen.peek() ||
      groupsPanelOpen.peek() ||
      quickCreateOpen.peek() ||
      publicationDetail.peek() ||
      imageLightbox.peek(),
  );
}

export function dismissInstallPrompt(): void {
  installPromptOpen.value = false;
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Without storage the prompt simply comes back next visit.
  }
}

export async function installFromPrompt(): Promise<void> {
  const offer = browserInstallOffer.peek();
  if (!offer) return;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  browserInstallOffer.value = null;
  if (outcome === 'accepted') installPromptOpen.value = false;
  else dismissInstallPrompt();
}

export function startInstallPrompt(): void {
  onInstallOffer((offer) => {
    browserInstallOffer.value = offer;
  });
  window.addEventListener('appinstalled', () => {
    installPromptOpen.value = false;
  });
  const schedule = schedulePrompt(
    { delay: TIMING_MS.installPrompt, retry: TIMING_MS.installPromptRetry },
    () =>
      installPromptDecision({
        installed: isInstalled(),
        dismissedAt: dismissedAt(),
        now: Date.now(),
        dialogOpen: someDialogOpen() || notificationPromptOpen.peek(),
      }),
    () => {
      installPromptOpen.value = true;
    },
    window,
  );
  onPromptsEarned(() => schedule.earn());
  // Earned on an earlier visit: counted from this visit's start, which may be before the app's
  // (web/src/boot.ts starts it on a reader's first touch).
  if (promptsEarnedBefore()) schedule.earn(Date.now() - visitStart());
}
