import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/failures.ts';
import { isConnectionLoss } from './connectionLoss.ts';

describe('a failed decision worth sending again later', () => {
  it('is one that got no answer or only a gateway error', () => {
    expect(isConnectionLoss(new ApiError({ kind: 'no-response' }))).toBe(true);
    expect(isConnectionLoss(new ApiError({ kind: 'response', status: 503, body: null }))).toBe(true);
  });

  it('is never one the server refused', () => {
    expect(isConnectionLoss(new ApiError({ kind: 'response', status: 403, body: null }))).toBe(false);
    expect(isConnectionLoss(new ApiError({ kind: 'response', status: 422, body: null }))).toBe(false);
    expect(isConnectionLoss(new Error('bug'))).toBe(false);
  });
});
