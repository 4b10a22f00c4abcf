// Whether the page's server-rendered markup can be hydrated: only a visitor's page (the server
// renders what a visitor sees; a stored session shows a different header and screens), once the
// configuration and the first screen's inlined answers are in place, exactly as the server had
// them. Otherwise the client renders the page anew over the server's markup.
import { queryClient } from '../api/query/queryClient.ts';
import { resolveRoute } from '../routing/resolveRoute.ts';
import { configuration, onMicrosite, sessionToken } from '../session/sessionState.ts';
import { carriesRenderedScreen, FIRST_SCREEN_ID } from './serverMarkup.ts';

function inlinedAnswers(): unknown[] | null {
  const text = document.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return null;
  try {
    const answers = JSON.parse(text) as unknown;
    return Array.isArray(answers) ? answers : null;
  } catch {
    return null;
  }
}

export async function canHydrate(root: HTMLElement, configurationLoaded: Promise<void>): Promise<boolean> {
  const answers = inlinedAnswers();
  if (!carriesRenderedScreen(root) || answers === null || sessionToken.value !== null) return false;
  await configurationLoaded;
  const route = resolveRoute(window.location.pathname);
  if (!configuration.value || !route) return false;
  if (answers.length === 0) return true;
  // Downloaded only by pages that read something first (the landing reads nothing).
  const { firstScreenReads, seedFirstScreen } = await import('./firstScreenReads.ts');
  return seedFirstScreen(queryClient, firstScreenReads(route, onMicrosite.value), answers);
}
