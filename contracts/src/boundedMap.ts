// A Map that keeps at most `capacity` entries: adding one more forgets the one added first, as a Map
// iterates in insertion order. Servers use it for what they remember between requests.
export class BoundedMap<Key, Value> extends Map<Key, Value> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: Key, value: Value): this {
    super.set(key, value);
    if (this.size > this.capacity) this.delete(this.keys().next().value as Key);
    return this;
  }
}
