// One form's submission: a flag the submit button shows, reset after every call, and a guard
// that ignores a second submit while the first is running.
import { type ReadonlySignal, signal } from '@preact/signals-react';
import { ApiError } from './failures.ts';

export interface Submission {
  submitting: ReadonlySignal<boolean>;
  /** Runs the task unless one is running; resolves undefined when skipped or when the call failed (already shown). */
  run<Result>(task: () => Promise<Result>): Promise<Result | undefined>;
}

export function createSubmission(): Submission {
  const submitting = signal(false);
  return {
    submitting,
    async run(task) {
      if (submitting.peek()) return undefined;
      submitting.value = true;
      try {
        return await task();
      } catch (error) {
        if (error instanceof ApiError) return undefined;
        throw error;
      } finally {
        submitting.value = false;
      }
    },
  };
}
