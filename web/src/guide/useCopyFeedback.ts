// Copying an address with feedback that stays ten seconds (SPEC.md section 9).
import { TIMING_MS } from '@app/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { SHARE_MESSAGES } from '../feedback/messages.ts';

export type CopyFeedback = { kind: 'copied'; message: string } | { kind: 'failed'; message: string } | null;

export function useCopyFeedback() {
  const [feedback, setFeedback] = useState<CopyFeedback>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFeedback({ kind: 'copied', message: SHARE_MESSAGES.addressCopied });
    } catch {
      setFeedback({ kind: 'failed', message: SHARE_MESSAGES.addressCopyFailed });
    }
    timer.current = setTimeout(() => setFeedback(null), TIMING_MS.copyFeedback);
  };

  return { feedback, copy };
}
