// Lazy screens whose download can start before React renders: main.tsx starts the first screen's
// chunk beside the entry's, instead of after the app has mounted and the route's Suspense asked.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type ScreenModule<Props> = { default: ComponentType<Props> };
const loaders = new WeakMap<object, () => Promise<unknown>>();

export function preloadableScreen<Props>(
  load: () => Promise<ScreenModule<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  const Screen = lazy(load);
  loaders.set(Screen, load);
  return Screen;
}

/** Starts the screen's download when it was declared with preloadableScreen; the module system keeps the result. */
export function preloadScreen(Screen: object): void {
  // A failed download is the screen's to report, when its own lazy load fails in turn.
  loaders
    .get(Screen)?.()
    .catch(() => undefined);
}
