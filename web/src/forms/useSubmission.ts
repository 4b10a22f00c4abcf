import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { createSubmission, type Submission } from '../api/submission.ts';

/** A submission owned by one form; reading `submitting` re-renders the form when it changes. */
export function useSubmission(): Submission & { isSubmitting: boolean } {
  useSignals();
  const [submission] = useState(createSubmission);
  return { ...submission, isSubmitting: submission.submitting.value };
}
