// Whether a value bash expands holds a glob character (value-readings.ts readWord), the last long
// value's answer kept: a function's `echo $1$1…` reads one long value per part, and a
// 9,000-character value was searched three times for each of 100 parts (session 42).

/** A value this long has its answer kept. */
const LONG_VALUE = 256;
let lastValue = '';
let lastAnswer = false;

/** Whether a value holds a glob character bash may expand (`*`, `?`, `[`). */
export function hasGlob(value: string): boolean {
  if (value.length < LONG_VALUE) return value.includes('*') || value.includes('?') || value.includes('[');
  if (value !== lastValue) {
    lastValue = value;
    lastAnswer = value.includes('*') || value.includes('?') || value.includes('[');
  }
  return lastAnswer;
}
