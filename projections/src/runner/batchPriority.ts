// Which projection batches go first in a process. A decision is applied by the swipe projection,
// whose rows a user waits for, and by four background ones (statistics, activity, the push queue,
// lead webhooks), each in a transaction of its own on a connection of its own. Started together
// they share the machine's cores, and the batch someone waits for ends later. A background batch
// starts once the other projections' batches in flight have ended.
export class BatchPriority {
  private readonly inFlight = new Set<Promise<unknown>>();

  /** A batch of a projection that is not in the background. */
  track<T>(batch: Promise<T>): Promise<T> {
    this.inFlight.add(batch);
    const forget = () => this.inFlight.delete(batch);
    batch.then(forget, forget);
    return batch;
  }

  /** Resolves once the batches in flight, those handed over in this turn of the event loop too, ended. */
  async afterOthers(): Promise<void> {
    // The subscriptions sharing a read get its events in one turn, in no set order.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
