// Which part of the run a sample belongs to: 'warmup' for the first WARMUP_SECONDS, then 'measured'.
import exec from 'k6/execution';
import { WARMUP_SECONDS } from './settings.js';

export function phase() {
  return exec.instance.currentTestRunDuration >= WARMUP_SECONDS * 1000 ? 'measured' : 'warmup';
}
