// The theme this host shows: the platform's, or its microsite's built from the microsite's style.
import { computed } from '@preact/signals-react';
import { currentMicrosite } from '../session/sessionState.ts';
import { micrositeTheme } from './micrositeTheme.ts';
import { theme } from './theme.ts';

let lastStyle = '';
let lastTheme = theme;

/** Rebuilt only when the style itself changes, so MantineProvider keeps one theme object. */
export const siteTheme = computed(() => {
  const style = currentMicrosite.value?.style;
  if (!style) return theme;
  const key = JSON.stringify(style);
  if (key !== lastStyle) {
    lastStyle = key;
    lastTheme = micrositeTheme(style);
  }
  return lastTheme;
});
