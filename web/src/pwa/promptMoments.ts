// The moments that earn the install and notification prompts (issue 34, item 3): a first
// coincidence, instant alerts turned on for a search, a publication created. The moment is kept
// in localStorage, so a person who earned the prompts and left before they showed is asked on the
// next visit instead (still within their own delays, suppression and permission rules).
import { onEndpointSucceeded } from '../api/endpointSuccess.ts';

const EARNED_KEY = 'prompts-earned-at';

export type PromptMoment = 'coincidence' | 'alertsTurnedOn' | 'publicationCreated';

const listeners = new Set<(moment: PromptMoment) => void>();

export function onPromptsEarned(listener: (moment: PromptMoment) => void): void {
  listeners.add(listener);
}

export function promptsEarned(moment: PromptMoment): void {
  try {
    localStorage.setItem(EARNED_KEY, String(Date.now()));
  } catch {
    // Without storage the prompts are asked this visit only.
  }
  for (const listener of listeners) listener(moment);
}

/** Whether this device earned the prompts on an earlier visit. */
export function promptsEarnedBefore(): boolean {
  try {
    return Number(localStorage.getItem(EARNED_KEY)) > 0;
  } catch {
    return false;
  }
}

/**
 * Watches the calls that make a moment: a publication created (the full wizard and quick create)
 * and alerts turned on (the search's alerts panel and 'Avisame cuando haya'). Their contracts come
 * with the screens that use them, so they are read after start, not with the first screen.
 */
export async function watchPromptMoments(): Promise<void> {
  const [{ publicationEndpoints }, { searchAlertEndpoints }] = await Promise.all([
    import('@app/contracts/publication/endpoints'),
    import('@app/contracts/search/alerts'),
  ]);
  onEndpointSucceeded(publicationEndpoints.createPublication, () => promptsEarned('publicationCreated'));
  onEndpointSucceeded(searchAlertEndpoints.save, (setting) => {
    if (setting.on) promptsEarned('alertsTurnedOn');
  });
}
