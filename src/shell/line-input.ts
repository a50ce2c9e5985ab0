// Whether a command's standard input comes from the line: a pipe, a here-document or here-string,
// a file or descriptor redirected to it, a coproc or `>(…)` the line writes to. An interpreter
// whose program may then be `-` (an expansion where its script is: `echo CODE | python3 "$S" x`)
// runs text the line holds, unread (script-arguments.ts).

import type { Redirect, Word } from './ast.js';

/** Redirects that give standard input something the line chooses (`< /dev/null` gives nothing). */
export function redirectsInput(redirects: readonly Redirect[]): boolean {
  for (let k = 0; k < redirects.length; k++) {
    const r = redirects[k]!;
    if ((r.fd ?? (r.op[0] === '<' ? 0 : 1)) !== 0) continue;
    if (!(r.op === '<' && r.target.text === '/dev/null')) return true;
  }
  return false;
}

/** A word with `>(…)`: its body reads what the command writes there. */
export function writtenToBody(word: Word): boolean {
  for (const p of word.parts) if (p.type === 'process-substitution' && p.direction === '>') return true;
  return false;
}
