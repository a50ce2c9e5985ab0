// Hang guards, not benchmarks (figures live in bench/): the fastest of a few calls is compared with
// a bound far above the normal cost and far below a hang. One call on a loaded 2-core host can be
// preempted or meet a GC pause past a tight bound; code that backtracks or loops is slow every time.

/** The fastest of `runs` calls of `f`, in milliseconds, with the last call's value. */
export function fastestMs<T>(f: () => T, runs = 3): { value: T; ms: number } {
  let ms = Infinity;
  let value!: T;
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    value = f();
    ms = Math.min(ms, performance.now() - t);
  }
  return { value, ms };
}

/**
 * `f`'s value and its time in milliseconds, called again (up to `runs` calls in all) only while
 * it takes `bound` or more: one slow call on a shared host is retried, a hang is slow every time.
 */
export function timedUnder<T>(f: () => T, bound: number, runs = 3): { value: T; ms: number } {
  let ms = Infinity;
  let value!: T;
  for (let k = 0; k < runs && ms >= bound; k++) {
    const t = performance.now();
    value = f();
    ms = Math.min(ms, performance.now() - t);
  }
  return { value, ms };
}
