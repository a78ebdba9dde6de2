/** Attempts per key within a sliding window: the shape of Supabase Auth's per-IP limits. */
export function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  return {
    /** False, and nothing recorded, when `key` has used up its attempts. */
    take(key: string): boolean {
      const now = Date.now();
      const times = recent(key, now);
      if (times.length >= limit) return false;
      times.push(now);
      hits.set(key, times);
      return true;
    },
    /** True when `key` has used up its attempts (without recording one). */
    exhausted(key: string): boolean {
      return recent(key, Date.now()).length >= limit;
    },
    record(key: string) {
      const now = Date.now();
      hits.set(key, [...recent(key, now), now]);
    },
  };
}
