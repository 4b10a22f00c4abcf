// A Map that keeps at most `capacity` entries: adding one more forgets the one added first, as a Map
// iterates in insertion order. Servers use it for what they remember between requests.
export class BoundedMap<Key, Value> extends Map<Key, Value> {
  /**
   * Where the last forgotten entry was. V8 leaves a deleted entry's slot in place until the table
   * is rebuilt, so a fresh iterator walks past every entry forgotten so far: one per eviction made
   * each eviction cost about the map's size (100,000 streams through the 50,000 creators the
   * personal-data store keeps: 3.4 s). Every entry before this iterator was forgotten through it.
   */
  private oldest: Iterator<Key> | undefined;

  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: Key, value: Value): this {
    super.set(key, value);
    if (this.size > this.capacity) this.forgetOldest();
    return this;
  }

  private forgetOldest(): void {
    let next = this.oldest?.next();
    if (!next || next.done) {
      this.oldest = this.keys();
      next = this.oldest.next();
    }
    this.delete(next.value as Key);
  }
}
