// Whether each prompt shows. Both show in the same place, one at a time (PromptSlot.tsx).
import { signal } from '@preact/signals-react';

export const installPromptOpen = signal(false);
export const notificationPromptOpen = signal(false);
