// The canonical reading of a command for deny and ask rules (see command-pattern.ts): name, the
// set of options (single-dash letter clusters split, a few synonyms), the positional words, and
// where the first unknown word is. Also the per-command memo the matchers and the command index
// share, so one decision reads a command's canonical form at most once per name.

import type { CommandSubject } from './subject.js';

/** Long options and spellings read as the short option they mean, for deny matching only. */
function synonymOf(option: string): string | undefined {
  // Comparisons, not a table lookup: a lookup would hash (or internalize) every option word.
  switch (option) {
    case '--recursive': case '-R': return '-r';
    case '--force': case '--force-with-lease': return '-f';
    default: return undefined;
  }
}

/** `-x` for each ASCII letter x, through synonymOf: the options of a cluster like `-rf`. */
const LETTER_OPTIONS: readonly string[] = Array.from({ length: 128 }, (_, c) => {
  const o = `-${String.fromCharCode(c)}`;
  return synonymOf(o) ?? o;
});

/**
 * Options that take the next word as their argument, per command (so it is not a positional).
 * (A Map, not an object literal: a name such as `constructor` must find nothing; it made
 * compiling `Shell(constructor -x)` throw.)
 */
const OPTIONS_WITH_ARGUMENT: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['git', new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env'])],
  ['kubectl', new Set(['-n', '--namespace', '--context', '--cluster', '--kubeconfig', '--user'])],
  ['docker', new Set(['-H', '--host', '--context', '--config', '-c'])],
  ['npm', new Set(['--prefix', '-w', '--workspace'])],
  ['sudo', new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-T', '-U'])],
]);

export interface Canonical {
  readonly name: string;
  readonly options: readonly string[];
  /** The option words as written (`--force` where options has `-f`), for a rule's option globs. */
  readonly optionWords: readonly string[];
  readonly positionals: readonly string[];
  /** Index into `positionals` of the first unknown word (Infinity if none). */
  readonly firstUnknown: number;
}

/** `-` and two or more ASCII letters (`-rf`): a cluster of single-letter options. */
export function isLetterCluster(w: string): boolean {
  if (w.length < 3 || w.charCodeAt(0) !== 45) return false;
  for (let k = 1; k < w.length; k++) {
    const c = w.charCodeAt(k) | 32; // ASCII letters fold to a-z; nothing else lands there
    if (c < 97 || c > 122) return false;
  }
  return true;
}

export function isOption(word: string): boolean {
  return word.length > 1 && word[0] === '-';
}

/** The options of a command name that take the next word as their argument (bash only). */
export function optionsWithArgument(name: string, dialect: 'bash' | 'powershell'): ReadonlySet<string> | undefined {
  return dialect === 'bash' ? OPTIONS_WITH_ARGUMENT.get(name) : undefined;
}

/**
 * Adds the canonical options of one option word (not `--`) to `out`. Returns the option when
 * it takes the next word as its argument (the caller adds `OPTION VALUE`), else undefined.
 */
export function readOption(w: string, dialect: 'bash' | 'powershell', withArg: ReadonlySet<string> | undefined, out: string[]): string | undefined {
  if (dialect === 'powershell') {
    out.push(w.toLowerCase());
    return undefined;
  }
  if (withArg?.has(w)) return w;
  const synonym = synonymOf(w);
  if (synonym) out.push(synonym);
  else if (isLetterCluster(w)) {
    // Options compare as a set: a letter given again adds nothing (`-lll…` of 10,000 letters is one option).
    let lower = 0;
    let upper = 0;
    for (let k = 1; k < w.length; k++) {
      const c = w.charCodeAt(k);
      const bit = 1 << ((c | 32) - 97);
      if (c >= 97) {
        if (lower & bit) continue;
        lower |= bit;
      } else {
        if (upper & bit) continue;
        upper |= bit;
      }
      out.push(LETTER_OPTIONS[c]!);
    }
  } else out.push(w);
  return undefined;
}

/** Name, option set and positional words of a command (see the file comment). */
export function canonicalize(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): Canonical {
  return canonicalNamed(words[0] ?? '', words, dynamic, dialect);
}

/** canonicalize with the name given apart: words[0] is not read. */
function canonicalNamed(name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): Canonical {
  const withArg = optionsWithArgument(name, dialect);
  const options: string[] = [];
  const optionWords: string[] = [];
  const positionals: string[] = [];
  let firstUnknown = Infinity;
  let optionsEnded = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      if (firstUnknown === Infinity) firstUnknown = positionals.length;
      positionals.push(w);
      continue;
    }
    if (optionsEnded || !isOption(w)) {
      positionals.push(w);
      continue;
    }
    if (w === '--') {
      optionsEnded = true;
      continue;
    }
    optionWords.push(w);
    const takesNext = readOption(w, dialect, withArg, options);
    if (takesNext !== undefined) {
      options.push(`${takesNext} ${words[i + 1] ?? ''}`);
      if (dynamic[i + 1] && firstUnknown === Infinity) firstUnknown = positionals.length;
      i++;
    }
  }
  return { name, options, optionWords, positionals, firstUnknown };
}

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

  constructor(readonly subject: CommandSubject) {}

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
   * What the command index keys on, as `of(name, false)` would give it, without making the
   * canonical form (most lookups find no rule, and then it is never needed): null when the
   * first positional word is unknown (firstUnknown 0), else the first positional word, or
   * undefined when there is none.
   */
  firstPositional(name: string): string | null | undefined {
    if (name === this.name0) {
      const c = this.canon0!;
      return c.firstUnknown === 0 ? null : c.positionals[0];
    }
    // The scan of canonicalNamed, up to its first positional word.
    const { words, dynamic, dialect } = this.subject;
    const withArg = optionsWithArgument(name, dialect);
    let optionsEnded = false;
    for (let i = 1; i < words.length; i++) {
      const w = words[i] ?? '';
      if (dynamic[i]) return null;
      if (optionsEnded || !isOption(w)) return w;
      if (w === '--') optionsEnded = true;
      else if (withArg?.has(w)) {
        if (dynamic[i + 1]) return null;
        i++;
      }
    }
    return undefined;
  }

  private make(name: string, fold: boolean): Canonical {
    const subject = this.subject;
    // Unfolded, the subject's own words serve (canonicalNamed never reads words[0]).
    if (!fold) return canonicalNamed(name, subject.words, subject.dynamic, subject.dialect);
    const words = [name];
    for (let i = 1; i < subject.words.length; i++) words.push(subject.words[i]!);
    return canonicalize(words.map((w) => w.toLowerCase()), subject.dynamic, subject.dialect);
  }
}

/** The canonical forms of a command, memoized for one decision. */
export type CanonicalOf = CanonicalMemo;

export function canonicalMemo(subject: CommandSubject): CanonicalOf {
  return new CanonicalMemo(subject);
}
