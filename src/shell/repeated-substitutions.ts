// Substitutions repeated in one command's words (issue 3, session 45): `mytool $(f a) $(f a) …`
// read the same substitution of the same function 40 times per reader, each through several
// kept readings (call-memos.ts) that cost a few microseconds a hit. A substitution of the same
// source text and quoting parses to the same commands, so where a reader's answer for a part
// depends on its body and the line's values alone, a repeat gives nothing new and is skipped.

import type { WordPart } from './ast.js';

/** A command or process substitution. */
type Substitution = Extract<WordPart, { type: 'command-substitution' | 'process-substitution' }>;

/** The substitutions met so far in one reading of a command's words. */
export class SubstitutionsMet {
  // (The first alone, in a string: a command's words rarely hold two substitutions.)
  declare private first: string | undefined;
  declare private more: Set<string> | undefined;

  constructor() {
    this.first = undefined;
    this.more = undefined;
  }

  /** Whether a substitution of the same kind, quoting and source text was met before (and notes this one). */
  again(p: Substitution): boolean {
    // (The quoting too: a backslash in backquotes reads otherwise inside double quotes.)
    const key = p.type === 'command-substitution' ? `${p.quoted ? '"' : '-'}${p.text}` : `${p.direction}${p.text}`;
    if (this.first === undefined) {
      this.first = key;
      return false;
    }
    if (this.first === key) return true;
    const more = (this.more ??= new Set());
    if (more.has(key)) return true;
    more.add(key);
    return false;
  }
}
