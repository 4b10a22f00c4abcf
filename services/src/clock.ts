// Where "now" comes from. Requests and commands read it here, never from `new Date()`, so tests
// can move time forward (an expired code is proven without waiting ten minutes).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Real time shifted by however far a test has moved it. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }
}
