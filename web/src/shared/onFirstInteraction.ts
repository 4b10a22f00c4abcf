// Runs work no first screen needs (zod's Spanish messages, the prompts' watchers of form calls) once
// the person first touches, clicks, types or focuses anything: nothing validates a field or sends
// a form before that, and a page that is only read downloads none of it.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function onFirstInteraction(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    work();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
}
