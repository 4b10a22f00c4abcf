// Whether a failed call failed for want of a connection (no answer, or a gateway that could not
// reach the server) rather than being refused: only those are worth keeping to send later.
import { ApiError } from '../../api/failures.ts';

const GATEWAY_STATUSES = [502, 503, 504];

export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.failure.kind === 'no-response') return true;
  return error.status !== null && GATEWAY_STATUSES.includes(error.status);
}
