// What happens once when the app starts: Spanish validation messages, the configuration
// (cached for the browser session), the stored session's user, and its periodic refresh; the service
// worker and the install and notification prompts' schedules; Escape closing only the panel on top.
import { http, presentFailure } from '../api/client.ts';
import { loadConfiguration } from '../api/configurationApi.ts';
import { ApiError } from '../api/failures.ts';
import { closeOnlyTopmostPanelOnEscape } from '../dialogs/topmostEscape.ts';
import { startInstallPrompt } from '../pwa/installPrompt.ts';
import { startNotificationPrompt } from '../pwa/notificationPrompt.ts';
import { registerServiceWorker } from '../pwa/serviceWorkerRegistration.ts';
import { keepUserFresh, loadCurrentUser } from '../session/sessionActions.ts';
import { mirrorSessionInCookie } from '../session/signedInCookie.ts';
import { onFirstInteraction } from '../shared/onFirstInteraction.ts';

async function startConfiguration(): Promise<void> {
  try {
    await loadConfiguration(http);
  } catch (error) {
    if (error instanceof ApiError) presentFailure(error.reaction);
    else throw error;
  }
}

/** zod's Spanish messages (SPEC.md section 5), before a person can fill in and send a form. */
async function installSpanishErrors(): Promise<void> {
  const { useSpanishErrors: installMessages } = await import('@app/contracts/spanishErrors');
  installMessages();
}

/** Starts the app; settles once the configuration is loaded (or its failure told). */
export function startApplication(): Promise<void> {
  closeOnlyTopmostPanelOnEscape();
  mirrorSessionInCookie();
  onFirstInteraction(() => void installSpanishErrors());
  const configurationLoaded = startConfiguration();
  void loadCurrentUser();
  keepUserFresh();
  registerServiceWorker();
  startInstallPrompt();
  startNotificationPrompt();
  return configurationLoaded;
}
