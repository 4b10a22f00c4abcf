import { describe, expect, it } from 'vitest';
import { ApiError } from './failures.ts';
import { createSubmission } from './submission.ts';

describe('form submission', () => {
  it('ignores a second submit while the first runs, and resets the flag afterwards', async () => {
    const submission = createSubmission();
    let finish: (value: string) => void = () => undefined;
    const first = submission.run(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(submission.submitting.value).toBe(true);
    await expect(submission.run(async () => 'second')).resolves.toBeUndefined();
    finish('first');
    await expect(first).resolves.toBe('first');
    expect(submission.submitting.value).toBe(false);
  });

  it('resets the flag after a failed call, whose error was already shown', async () => {
    const submission = createSubmission();
    await expect(
      submission.run(async () => {
        throw new ApiError({ kind: 'no-response' });
      }),
    ).resolves.toBeUndefined();
    expect(submission.submitting.value).toBe(false);
    await expect(submission.run(async () => 'again')).resolves.toBe('again');
  });
});
