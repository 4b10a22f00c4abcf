// Commands on the same stream wait for each other inside one process: writers to a popular stream
// (a promotional code everyone redeems at once) queue up instead of losing version races over and
// over. Across processes the expected version and the retries still decide. One queue per platform
// (Platform.streamQueue), beside the event store it writes to.
export class StreamQueue {
  /** The last command waiting on each stream; a stream leaves once its queue runs empty. */
  private readonly tails = new Map<string, Promise<unknown>>();

  async oneAtATime<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(stream) ?? Promise.resolve();
    const turn = previous.then(work, work);
    const tail = turn.catch(() => undefined);
    this.tails.set(stream, tail);
    try {
      return await turn;
    } finally {
      if (this.tails.get(stream) === tail) this.tails.delete(stream);
    }
  }
}
