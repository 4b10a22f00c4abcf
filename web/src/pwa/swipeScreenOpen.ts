// Whether the swipe screen is open: the prompts wait while a person swipes, since at the bottom of
// the screen they would cover the decision buttons.
let openScreens = 0;

/** The swipe screen calls this when it opens, and the answer when it closes. */
export function markSwipeScreenOpen(): () => void {
  openScreens += 1;
  return () => {
    openScreens = Math.max(0, openScreens - 1);
  };
}

export const swipeScreenOpen = () => openScreens > 0;
