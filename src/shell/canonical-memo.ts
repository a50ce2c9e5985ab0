// The canonical forms of one command, memoized for one decision: the matchers and the command
// index share it, so a decision reads a command's canonical form at most once per name
// (command-canonical.ts makes them).

import { isBundledCluster } from './bundled-options.js';
import { commandOptions } from './command-options.js';
import { canonicalize, canonicalNamed, lineBoundWords, type Canonical } from './command-canonical.js';
import { isOption, mayTakeValue, takesNextWord } from './option-words.js';
import { isKnownCmdletName } from './powershell-aliases.js';
import { isToolchainSelector } from './program-name.js';
import type { CommandSubject } from './subject.js';
import { mayReadSynonym } from './subcommand-synonyms.js';
import type { WordShape } from './word-shapes.js';

/**
 * The canonical forms of one command, by the name a rule may know it by, optionally case-folded;
 * made on first use and kept for the rest of the decision.
 */
export class CanonicalMemo {
  // Nearly every call asks for the same name: one slot per folding, then a Map.
  private name0: string | undefined = undefined;
  private canon0: Canonical | undefined = undefined;
  private name1: string | undefined = undefined;
  private canon1: Canonical | undefined = undefined;
  private more: Map<string, Canonical> | undefined = undefined;
  // The last firstPositionalIndex scan: the index reads it for the deny and the allow rules, and
  // again for firstMayBeValue, before any canonical form is made.
  private scannedName: string | undefined = undefined;
  private scannedIndex = -1;
  /** mayReadSynonym's answer for `synonymName`, asked again for the allow rules' index. */
  private synonymName: string | undefined = undefined;
  private synonymMayRead = false;

  constructor(readonly subject: CommandSubject) {
  }

  of(name: string, fold: boolean): Canonical {
    if (fold ? name === this.name1 : name === this.name0) return (fold ? this.canon1 : this.canon0)!;
    if (fold ? this.name1 === undefined : this.name0 === undefined) {
      const c = this.make(name, fold);
      if (fold) {
        this.name1 = name;
        this.canon1 = c;
      } else {
        this.name0 = name;
        this.canon0 = c;
      }
      return c;
    }
    const key = fold ? `1${name}` : `0${name}`;
    let c = this.more?.get(key);
    if (c === undefined) {
      c = this.make(name, fold);
      (this.more ??= new Map()).set(key, c);
    }
    return c;
  }

  /**
   * A PowerShell line's native program (a name no cmdlet, function or alias takes) as it reads its
   * words: as from bash, so its options take their values (`git -C x push` is a push), by its
   * lower-case name; undefined for a bash line or a cmdlet. (Deny/ask rules meet it through their
   * bash reading, beside the line's PowerShell reading: Windows programs read `-URLCACHE` as
   * `-urlcache`, which only that one compares.)
   */
  nativeReading(name: string, fold: boolean): Canonical | undefined {
    const s = this.subject;
    if (s.dialect !== 'powershell' || isKnownCmdletName(name)) return undefined;
    const key = fold ? `3${name}` : `2${name}`;
    let c = this.more?.get(key);
    if (c === undefined) {
      c = canonicalNamed(name.toLowerCase(), fold ? s.words.map((w) => w.toLowerCase()) : s.words, s.dynamic, 'bash', fold ? foldedShapes(s.shapes) : s.shapes);
      (this.more ??= new Map()).set(key, c);
    }
    return c;
  }

  /**
   * What the command index keys on, as `of(name, false)` would give it, without making the
   * canonical form (most lookups find no rule, and then it is never needed): null when the
   * first positional word is unknown (firstUnknown 0), else the first positional word, or
   * undefined when there is none.
   */
  firstPositional(name: string): string | null | undefined {
    if (name === this.name0) return firstKey(this.canon0!);
    const i = this.firstPositionalIndex(name);
    return i === -2 ? null : i === -1 ? undefined : this.subject.words[i];
  }

  /** Whether some word may start another reading of a tool with subcommand synonyms (subcommand-synonyms.ts mayReadSynonym; `lower`, its lower-case name). */
  mayReadSynonym(lower: string): boolean {
    if (lower !== this.synonymName) {
      this.synonymMayRead = mayReadSynonym(lower, this.subject.words);
      this.synonymName = lower;
    }
    return this.synonymMayRead;
  }

  /** Whether the first positional word may be an option's value (skippable > 0), cheaply. */
  firstMayBeValue(name: string): boolean {
    if (name === this.name0) return this.canon0!.skippable > 0;
    const i = this.firstPositionalIndex(name);
    return i > 1 && this.subject.dialect === 'bash' && mayTakeValue(this.subject.words[i - 1] ?? '', commandOptions(name, 'bash'));
  }

  /** The scan of canonicalNamed up to its first positional word: its index, -1 none, -2 unknown. */
  private firstPositionalIndex(name: string): number {
    if (name === this.scannedName) return this.scannedIndex;
    const i = this.scanFirstPositional(name);
    this.scannedName = name;
    this.scannedIndex = i;
    return i;
  }

  private scanFirstPositional(name: string): number {
    const { words, dynamic, dialect } = this.subject;
    // (A file cmdlet's words bind out of order: `Copy-Item -Destination D:\x C:\a` starts with C:\a.)
    if (dialect === 'powershell' && lineBoundWords(name, words, dynamic) !== undefined) return -2;
    const table = commandOptions(name, dialect);
    // (tar's old style moves the first positional word: every rule of the name is tried.)
    if (isBundledCluster(words[1], dynamic[1], table)) return -2;
    let optionsEnded = false;
    for (let i = 1; i < words.length; i++) {
      const w = words[i] ?? '';
      if (dynamic[i]) return -2;
      if (i === 1 && isToolchainSelector(name, w)) continue;
      if (optionsEnded || !isOption(w)) return i;
      if (w === '--') {
        // (An option's value `--` before an option word: the readings differ on the first positional.)
        if (dialect === 'bash' && i > 1 && mayTakeValue(words[i - 1]!, table) && (dynamic[i + 1] || isOption(words[i + 1] ?? ''))) return -2;
        optionsEnded = true;
      } else if (takesNextWord(w, table)) {
        if (dynamic[i + 1]) return -2;
        i++;
      }
    }
    return -1;
  }

  private make(name: string, fold: boolean): Canonical {
    const subject = this.subject;
    // Unfolded, the subject's own words serve (canonicalNamed never reads words[0]).
    if (!fold) return canonicalNamed(name, subject.words, subject.dynamic, subject.dialect, subject.shapes);
    const words = [name];
    for (let i = 1; i < subject.words.length; i++) words.push(subject.words[i]!);
    return canonicalize(words.map((w) => w.toLowerCase()), subject.dynamic, subject.dialect, foldedShapes(subject.shapes));
  }
}

/** The first positional word of every reading (null when unknown, or when readings differ on it). */
function firstKey(c: Canonical): string | null | undefined {
  const first = c.firstUnknown === 0 || c.firstShaped === 0 ? null : c.positionals[0];
  return c.alternative === undefined || firstKey(c.alternative) === first ? first : null;
}

/** Shapes in lower case, for a rule that compares folded. */
export function foldedShapes(shapes: readonly (WordShape | undefined)[] | undefined): (WordShape | undefined)[] | undefined {
  return shapes?.map((s) => (s === undefined ? s : { kind: s.kind, pattern: s.pattern.toLowerCase() }));
}

/** The canonical forms of a command, memoized for one decision. */
export type CanonicalOf = CanonicalMemo;

export function canonicalMemo(subject: CommandSubject): CanonicalOf {
  return new CanonicalMemo(subject);
}
