// A command's readings in a directory (rule-directories.ts, decide/windows-command-directories.ts)
// depend on the rule only through which words they change: rules that change the same words meet
// one subject. Each is made, spelled and given its canonical forms once per decision, whichever
// rule and reading picks it (`docker run a,a,…` under four drive rules made each reading 8 times).

import { canonicalMemo, type CanonicalOf } from './canonical-memo.js';
import type { CommandDirectory } from './rule-directories.js';
import type { CommandSubject } from './subject.js';

/** A reading in a directory, spelled as the rules are (`spelled`), and the spelled one's canonical forms. */
export interface DirectoryReading {
  /** The words it changes, as picked: readings of a directory with the same key are the same. */
  readonly key: string;
  readonly subject: CommandSubject;
  readonly spelled: CommandSubject;
  readonly canonical: CanonicalOf;
}

/** The reading of the picked words in a directory, made on first use. */
export type ReadingCache<P> = (dir: CommandDirectory, picked: readonly P[]) => DirectoryReading;

/**
 * `make` remembered per directory and picked words (`make` must be a function of the two);
 * `spell`: the reading as the rules spell paths (path-spelling.ts), undefined for itself.
 */
export function readingCache<P>(make: (dir: CommandDirectory, picked: readonly P[]) => CommandSubject, spell?: (s: CommandSubject) => CommandSubject | undefined): ReadingCache<P> {
  const byDir = new Map<CommandDirectory, Map<string, DirectoryReading>>();
  return (dir, picked) => {
    const key = picked.join(' ');
    let made = byDir.get(dir);
    if (made === undefined) byDir.set(dir, (made = new Map()));
    let reading = made.get(key);
    if (reading === undefined) {
      const subject = make(dir, picked);
      const spelled = spell?.(subject) ?? subject;
      reading = { key, subject, spelled, canonical: canonicalMemo(spelled) };
      made.set(key, reading);
    }
    return reading;
  };
}
