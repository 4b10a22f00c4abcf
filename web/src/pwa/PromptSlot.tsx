// Where the new-version, notification and install prompts show, one at a time: in the page's flow
// right under the header, so a prompt pushes the screen down instead of covering its title or its
// main button (issue 34, item 3). Each prompt's file is downloaded the first time it shows. The
// slot's height is published as --prompt-slot-height for screens sized to the viewport (the swipe
// screen), which shrink by it.
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { FailureBoundary } from '../shell/failure/FailureBoundary.tsx';
import { installPromptOpen, notificationPromptOpen } from './promptState.ts';
import { waitingVersion } from './serviceWorkerRegistration.ts';

const PROMPTS = {
  update: lazy(() => import('./UpdatePanel.tsx')),
  notification: lazy(() => import('./NotificationPanel.tsx')),
  install: lazy(() => import('./InstallPanel.tsx')),
} satisfies Record<string, ComponentType>;

function shownPrompt(): keyof typeof PROMPTS | null {
  if (waitingVersion.value !== null) return 'update';
  if (notificationPromptOpen.value) return 'notification';
  return installPromptOpen.value ? 'install' : null;
}

/** Keeps --prompt-slot-height equal to the slot's height as prompts open, close and wrap. */
function usePublishedHeight() {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    const publish = () =>
      document.documentElement.style.setProperty('--prompt-slot-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return slot;
}

export function PromptSlot() {
  useSignals();
  const slot = usePublishedHeight();
  const shown = shownPrompt();
  const Prompt = shown ? PROMPTS[shown] : null;
  return (
    <div ref={slot} data-testid="prompt-slot">
      {Prompt ? (
        <FailureBoundary key={shown} fallback={null}>
          <Suspense fallback={null}>
            <Prompt />
          </Suspense>
        </FailureBoundary>
      ) : null}
    </div>
  );
}
