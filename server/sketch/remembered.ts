/**
 * A reading kept for the next request, by its key: for readings that depend on the key alone (the
 * drawing index and WordNet do not change while the server runs). Bounded, oldest first out.
 */
export function remembered<T>(read: (key: string) => T, max = 20_000): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = read(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
