/**
 * Waits until `read()` gives `expected` (deep equality), re-reading every 100 ms for up to `timeoutMs`.
 * The page updates after a click, a socket push or a re-read, so a value read once right after an
 * action may still be the old one; this is the wait every such check needs.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      expect(value).toEqual(expected);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
