import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { onLiveMessage } from './liveConnection.ts';

/** Calls the latest handler for each valid message while the component is mounted and `enabled`. */
export function useLiveMessage<Schema extends z.ZodType>(
  event: string,
  schema: Schema,
  handler: (message: z.output<Schema>) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return onLiveMessage(event, schema, (message) => latest.current(message));
  }, [event, schema, enabled]);
}
