// Pictures are decoded a few at a time for the whole process, whatever the number of uploads in
// flight: a decoded picture takes tens of megabytes, so twenty uploads at once must wait their
// turn instead of decoding together. Received files wait on disk, not in memory (multipartForm.ts).
import { availableParallelism } from 'node:os';

const JOBS_AT_ONCE = Math.max(2, availableParallelism());

let running = 0;
const waiting: (() => void)[] = [];

export async function inImageQueue<T>(job: () => Promise<T>): Promise<T> {
  if (running < JOBS_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await job();
  } finally {
    // The slot passes straight to the next job waiting, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
