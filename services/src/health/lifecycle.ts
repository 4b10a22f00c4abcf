/** Whether the process is on its way out: readiness answers 503 from the first moment it is. */
export class Lifecycle {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  beginShutdown(): void {
    this.stopping = true;
  }
}
