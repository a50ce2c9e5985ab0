// A long subject's joined reading kept per subject (issue 3, session 45): each deny, ask and
// allow rule checked against one subject joined its words again (command-pattern.ts
// rawOrGlobMatches), 10,000 characters a join, which the match then flattened: Git Bash
// `Remove-Item '"\""…'` under the long-input scan's absolute rules made 336 KB a decision of
// joins. A subject is never changed once made, and its join is a function of the subject, the
// name read and the folding; a short subject is joined again (a lookup would cost more).

import type { CommandSubject } from './subject.js';

/** Characters of a subject's words past which its joins are kept. */
const KEPT_FROM = 1_024;

const kept = new WeakMap<CommandSubject, Map<string, string>>();

/** `join()`, kept per subject and `key` where the subject's words are long. */
export function joinedOnce(subject: CommandSubject, key: string, join: () => string): string {
  if (!longWords(subject.words)) return join();
  let joins = kept.get(subject);
  const found = joins?.get(key);
  if (found !== undefined) return found;
  const s = join();
  if (joins === undefined) kept.set(subject, (joins = new Map()));
  joins.set(key, s);
  return s;
}

function longWords(words: readonly string[]): boolean {
  let n = 0;
  for (let i = 0; i < words.length; i++) if ((n += words[i]!.length) > KEPT_FROM) return true;
  return false;
}
