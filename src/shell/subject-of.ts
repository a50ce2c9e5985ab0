// The subject a simple command gives the rule matchers (subject.ts): its words as written, with
// the shapes of its unknown words and where a `~` becomes the home directory.

import { homeTildeIndexes } from './home-tilde.js';
import type { Word } from './ast.js';
import type { Simple } from './runs.js';
import type { CommandSubject, MayRun, SubjectScope } from './subject.js';
import { subjectShapes } from './word-shapes.js';

export function subjectOf(c: Simple, source: string, scope: SubjectScope, exactAllowOnly: boolean, inert = false, mayRun: MayRun | undefined = undefined): CommandSubject {
  // (Rules meet the words as written: a split tail, analyze.ts, is for the argument readers.)
  // (xargs's command has more words than spans: the items it appends have none.)
  let first = -1;
  if (c.noSplitTail !== true) for (let k = 0; k < c.spans.length && first < 0; k++) if (c.spans[k]?.splitTail === true) first = k;
  const split = first >= 0;
  const words = split ? withoutSplitTails(c.words, c.spans, first) : c.words;
  const dynamic = split ? withoutSplitTails(c.dynamic, c.spans, first) : c.dynamic;
  let unknown = false;
  for (let k = 1; k < dynamic.length && !unknown; k++) unknown = dynamic[k]!;
  const spans = split ? withoutSplitTails(c.spans, c.spans, first) : c.spans;
  const shapes = unknown ? subjectShapes(words, dynamic, spans, c.dialect) : undefined;
  const homeTildes = c.dialect === 'bash' ? homeTildeIndexes(words, dynamic, spans) : undefined;
  // (One object shape for every subject: a conditional spread here built each one property by property.)
  return {
    words, dynamic, shapes, homeTildes, plainName: c.plainName, assignments: c.assignments, scope, dialect: c.dialect, exactAllowOnly, inert, text: source, cwd: undefined, mayRun,
  };
}

/**
 * A list without the entries whose span is a split tail, the first at `first`: one copy of the
 * words before it (a wrapper chain's every level ends in the budget's unknown word and its tail,
 * `sudo sudo …`: filter grew three arrays per level, ~240 KB a decision). (Exported for its test.)
 */
export function withoutSplitTails<T>(list: readonly T[], spans: readonly (Word | undefined)[], first: number): T[] {
  const out = list.slice(0, first);
  for (let k = first + 1; k < list.length; k++) if (spans[k]?.splitTail !== true) out.push(list[k]!);
  return out;
}
