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
  readonly positionals: readonly string[];
  /** Index into `positionals` of the first unknown word (Infinity if none). */
  readonly firstUnknown: number;
}

/** `-` and two or more ASCII letters (`-rf`): a cluster of single-letter options. */
function isLetterCluster(w: string): boolean {
  if (w.length < 3 || w.charCodeAt(0) !== 45) return false;
  for (let k = 1; k < w.length; k++) {
    const c = w.charCodeAt(k) | 32; // ASCII letters fold to a-z; nothing else lands there
    if (c < 97 || c > 122) return false;
  }
  return true;
}

function isOption(word: string): boolean {
  return word.length > 1 && word[0] === '-';
}

/** Name, option set and positional words of a command (see the file comment). */
export function canonicalize(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): Canonical {
  return canonicalNamed(words[0] ?? '', words, dynamic, dialect);
}

/** canonicalize with the name given apart: words[0] is not read. */
function canonicalNamed(name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): Canonical {
  const withArg = dialect === 'bash' ? OPTIONS_WITH_ARGUMENT.get(name) : undefined;
  const options: string[] = [];
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
    if (dialect === 'powershell') {
      options.push(w.toLowerCase());
      continue;
    }
    if (withArg?.has(w)) {
      options.push(`${w} ${words[i + 1] ?? ''}`);
      if (dynamic[i + 1] && firstUnknown === Infinity) firstUnknown = positionals.length;
      i++;
      continue;
    }
    const synonym = synonymOf(w);
    if (synonym) options.push(synonym);
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
        options.push(LETTER_OPTIONS[c]!);
      }
    } else options.push(w);
  }
  return { name, options, positionals, firstUnknown };
}

export function canonicalMatches(rule: Canonical, cmd: Canonical, prefix: boolean, foldName: boolean): boolean {
  const same = foldName ? rule.name.toLowerCase() === cmd.name.toLowerCase() : rule.name === cmd.name;
  if (!same) return false;
  for (const o of rule.options) {
    if (cmd.options.includes(o)) continue;
    // PowerShell parameters may be abbreviated: -r, -rec and -Recurse are the same switch.
    if (foldName && cmd.options.some((c) => c.length >= 2 && o.startsWith(c))) continue;
    if (cmd.firstUnknown !== Infinity) continue;
    return false;
  }
  const p = rule.positionals;
  const q = cmd.positionals;
  for (let i = 0; i < p.length; i++) {
    if (i >= cmd.firstUnknown) return true;
    if (i >= q.length || p[i] !== q[i]) return false;
  }
  return prefix || q.length === p.length || cmd.firstUnknown <= p.length;
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
    const withArg = dialect === 'bash' ? OPTIONS_WITH_ARGUMENT.get(name) : undefined;
    let optionsEnded = false;
    for (let i = 1; i < words.length; i++) {
      const w = words[i] ?? '';
      if (dynamic[i]) return null;
      if (optionsEnded || !isOption(w)) return w;
      if (w === '--') optionsEnded = true;
      else if (dialect === 'bash' && withArg?.has(w)) {
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
