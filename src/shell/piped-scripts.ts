// A shell given its commands on a pipe (`echo 'rm -rf ~' | bash`, `printf … | sudo sh`): the line
// shows the text, as a here-string's (`bash <<< 'rm -rf ~'`, which is read whole), but the pipe's
// reading (piped-text.ts) is a printer's and its filters', not bash's. The shell still asks (a
// shell reading standard input: runs.ts stdinLine); the text is read as a stored line too, for the
// deny and ask rules on what it runs, so that piping a denied command to a shell never turns a
// deny into an ask (session 45: it did).

import type { Command } from './ast.js';
import type { PipedText } from './piped-text.js';

/** What a pipeline member reads as a shell's script: the text piped to it, where it is the text itself and the member takes no other standard input. */
export function pipedScriptOf(member: Command, piped: PipedText | undefined): PipedText | undefined {
  // (Computed by a filter, `cut -c2-`, or a lister's names: not the text that reaches the shell.)
  if (piped === undefined || !piped.literal || piped.computed === true || piped.shapes !== undefined) return undefined;
  if (member.type !== 'simple') return undefined;
  // (`… | bash < f`, `… | bash <<< x`: the shell reads that instead.)
  for (const r of member.redirects) if (r.op[0] === '<' && (r.fd ?? 0) === 0) return undefined;
  return piped;
}

/** Walks pipeline member `member` (after the first) given the text the members before print, where the line shows it. */
export function walkPiped(a: { pipedScript: PipedText | undefined; fedFromLine(walk: () => void): void }, member: Command, piped: PipedText | undefined, walk: () => void): void {
  const outer = a.pipedScript;
  a.pipedScript = pipedScriptOf(member, piped);
  try {
    a.fedFromLine(walk);
  } finally {
    a.pipedScript = outer;
  }
}
