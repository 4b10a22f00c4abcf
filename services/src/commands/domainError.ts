// Business rule violations as values: a stable code and the Spanish message the user reads.
import { ERROR_MESSAGES } from '@app/contracts';

export type DomainErrorCode =
  | 'validation'
  | 'not_found'
  | 'conflict'
  | 'unauthenticated'
  | 'premium_required'
  | 'forbidden'
  | 'too_many_requests';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field messages for validation errors, as the HTTP error shape carries them. */
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static invalidField(field: string, message: string): DomainError {
    return new DomainError('validation', message, { [field]: [message] });
  }

  static notFound(): DomainError {
    return new DomainError('not_found', ERROR_MESSAGES.notFound);
  }
}

/** The one place codes become HTTP statuses. */
export const HTTP_STATUS: Record<DomainErrorCode, number> = {
  validation: 422,
  not_found: 404,
  conflict: 409,
  unauthenticated: 401,
  premium_required: 403,
  forbidden: 403,
  too_many_requests: 429,
};
