/**
 * Runs work one at a time per key, in arrival order (different keys run side by side). A pod's commands
 * on one node take turns here, so each builds on the state the previous one committed instead of racing
 * it to the same version and losing. An entry lives only while work for its key is queued.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const result = previous ? previous.then(work) : work();
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
