import { useEffect } from 'react';

/** The swipe screen owns every gesture: the page itself never scrolls or bounces while it is open. */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, overscroll: root.style.overscrollBehavior };
    root.style.overflow = 'hidden';
    root.style.overscrollBehavior = 'none';
    window.scrollTo(0, 0);
    return () => {
      root.style.overflow = previous.overflow;
      root.style.overscrollBehavior = previous.overscroll;
    };
  }, []);
}
