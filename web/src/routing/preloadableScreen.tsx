// Lazy screens whose download can start before React renders: main.tsx starts the first screen's
// chunk beside the entry's (the server's shell names its files too) and mounts the app once it
// has arrived, so the first render shows the screen at once instead of a fallback, then the screen.
import { type ComponentType, lazy } from 'react';

type ScreenModule<Props> = { default: ComponentType<Props> };
const loaders = new WeakMap<object, () => Promise<unknown>>();

export function preloadableScreen<Props extends object>(
  load: () => Promise<ScreenModule<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  // Once the module is here, rendered directly: React.lazy would still suspend for a turn.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, like lazy().
  const Screen = (props: Props) => {
    const Component: ComponentType<Props> = loaded ?? Lazy;
    return <Component {...props} />;
  };
  loaders.set(Screen, remember);
  return Screen;
}

/**
 * Starts the screen's download when it was declared with preloadableScreen; settles when it has
 * arrived or failed (a failed download is the screen's to report, when its own lazy load fails in turn).
 */
export function preloadScreen(Screen: object): Promise<void> {
  const load = loaders.get(Screen);
  return load ? load().then(noop, noop) : Promise.resolve();
}

function noop(): void {}
