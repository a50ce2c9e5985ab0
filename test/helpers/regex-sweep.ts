// The sweep both regex tests run (source-regex-linear: the literals; runtime-regex-linear: those
// built with `new RegExp`): each regex on 4,000 characters of one character with three tails. A
// quadratic one takes 25-100 ms there, a linear one well under 1 ms.
import { fastestMs } from './timing.js';

const CHARS = ['a', '1', '/', '\\', ':', '.', '-', ' ', '\n', ']', '[', '@', '"', "'", '$', '{', '(', '=', ',', ';', '#', '?', '*', '%', '+', '~', '|', '<', '`', '!', '_', '\t', 'A'];
const TAILS = ['', 'x', '\n'];
const RUN = 4000;
const BOUND_MS = 8;

/** The regexes slow on some run, as `where regex on "c" x RUN + "tail": ms` lines (none: []). */
export function slowOnRuns(regexes: readonly { readonly where: string; readonly re: RegExp }[]): string[] {
  const slow: string[] = [];
  for (const { where, re } of regexes) {
    for (const c of CHARS) {
      for (const tail of TAILS) {
        const s = c.repeat(RUN) + tail;
        const run = () => { re.lastIndex = 0; re.test(s); re.lastIndex = 0; return s.replace(re, ''); };
        // (One call first: most are fast, and only a slow one is timed again.)
        const once = performance.now();
        run();
        if (performance.now() - once < BOUND_MS) continue;
        const { ms } = fastestMs(run, 3);
        if (ms >= BOUND_MS) slow.push(`${where} ${String(re).slice(0, 80)} on ${JSON.stringify(c)} x ${RUN} + ${JSON.stringify(tail)}: ${ms.toFixed(1)} ms`);
      }
    }
  }
  return slow;
}
