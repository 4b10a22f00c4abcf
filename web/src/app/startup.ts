// What happens once when the app starts: Spanish validation messages, the configuration
// (cached for the browser session), the stored session's user, and its periodic refresh; the service
// worker and the install and notification prompts' schedules.
import { useSpanishErrors } from '@app/contracts/spanishErrors';
import { http, presentFailure } from '../api/client.ts';
import { fetchConfiguration } from '../api/configurationApi.ts';
import { ApiError } from '../api/failures.ts';
import { startInstallPrompt } from '../pwa/installPrompt.ts';
import { startNotificationPrompt } from '../pwa/notificationPrompt.ts';
import { registerServiceWorker } from '../pwa/serviceWorkerRegistration.ts';
import { keepUserFresh, loadCurrentUser } from '../session/sessionActions.ts';
import { configuration } from '../session/sessionState.ts';

async function loadConfiguration(): Promise<void> {
  if (configuration.peek()) return;
  try {
    configuration.value = await fetchConfiguration(http);
  } catch (error) {
    if (error instanceof ApiError) presentFailure(error.reaction);
    else throw error;
  }
}

export function startApplication(): void {
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it installs zod's Spanish messages.
  useSpanishErrors();
  void loadConfiguration();
  void loadCurrentUser();
  keepUserFresh();
  registerServiceWorker();
  startInstallPrompt();
  startNotificationPrompt();
}
