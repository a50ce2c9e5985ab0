// Matching one Shell(...) rule against one simple command (semantics 4.1).
//
// Two readings, because deny matches wider than allow:
// - Raw: the rule's words against the command's words, joined by a separator no rule can contain
//   (NUL), with `*` spanning any characters including word boundaries. Allow uses only this, and
//   only on the plain command name; a word whose value is unknown (`$x`, a glob) can only be
//   covered by a `*`.
// - Canonical (deny/ask only, rules with a literal name): name by basename, single-dash letter
//   clusters as sets (`-rf` = `-fr` = `-r -f`), a few long-option synonyms, options in any
//   order and anywhere before `--`; the rule's options must be a subset of the command's and its
//   positional words (globs where they hold `*`, a lone `*` any number of words) match the
//   command's in order, as a prefix with a trailing ` *` (command-rule-canonical.ts). An unknown
//   word in the command may stand for anything from there on.

import type { ShellPattern } from '../rules/types.js';
import { baseName, type CommandSubject } from './subject.js';
import { isWindowsProgramName, programAliases, windowsProgramBase } from './program-name.js';
import { canonicalMemo, type CanonicalOf } from './canonical-memo.js';
import { canonicalRule, piecesMatch, ruleCanonicalMatches, type RuleCanonical } from './command-rule-canonical.js';
import { GROUP_END, GROUP_START, WORD, cmdletArgumentShapes, shapesIntersect, type WordShape } from './word-shapes.js';
import { isCmdletOwnName } from './powershell-aliases.js';
import { globsIntersect } from './globs-intersect.js';
import { joinedOnce } from './joined-subjects.js';

export { globsIntersect } from './globs-intersect.js';
export { canonicalize, type Canonical } from './command-canonical.js';
export { canonicalMemo, type CanonicalOf } from './canonical-memo.js';
export { piecesMatch } from './command-rule-canonical.js';

/** Separates words in the joined form; rules cannot contain C0 controls. */
const SEP = '\u0000';
/** Stands for an unknown word value in the joined form used by allow matching. */
const UNKNOWN = '\u0001';
/** Marker for "any characters" in a joined pattern (never in a rule or a command word). */
const ANY = '\u0002';

export interface CompiledCommandRule {
  readonly id: number;
  /** PowerShell(...) rules compare case-insensitively. */
  readonly caseInsensitive: boolean;
  /** Bare selector or `Shell(*)`: every command. */
  readonly everything: boolean;
  /** The first word when it is wholly literal (folded when caseInsensitive): the index key. */
  readonly name: string | undefined;
  /**
   * Deny/ask only: the names of `name` without its directory, per dialect (`Shell(/bin/rm *)`
   * also fires on `rm`, `/usr/bin/rm`); undefined when the name has no directory. Also index keys.
   */
  readonly baseNames: readonly string[] | undefined;
  /** Raw form: literal pieces between `*`s, for the exact and the prefix reading. */
  readonly exact: readonly string[];
  readonly prefixed: readonly string[] | undefined;
  /** Joined patterns with ANY markers, for intersecting with a command that has unknown words. */
  readonly exactJoined: string;
  readonly prefixedJoined: string | undefined;
  /** True when the rule has no `*` at all (and no trailing ` *`). */
  readonly literalOnly: boolean;
  readonly prefix: boolean;
  /**
   * The words of a case-sensitive rule without any `*` inside a word (one at least): raw
   * matching compares them with the command's words one by one (no joined string).
   */
  readonly literal: readonly string[] | undefined;
  /** Canonical form, per dialect of the command; undefined when the name has a `*`. */
  readonly canonical: { readonly bash: RuleCanonical; readonly powershell: RuleCanonical } | undefined;
}

export function compileCommandRule(id: number, pattern: ShellPattern | undefined, caseInsensitive: boolean): CompiledCommandRule {
  const fold = (s: string) => (caseInsensitive ? s.toLowerCase() : s);
  if (!pattern || (pattern.words.length === 0 && pattern.prefix)) {
    return {
      id, caseInsensitive, everything: true, name: undefined, baseNames: undefined, exact: [], prefixed: undefined,
      exactJoined: ANY, prefixedJoined: undefined, literalOnly: false, prefix: true, literal: undefined, canonical: undefined,
    };
  }
  let joined = '';
  let wordsLiteral = true;
  const literalWords: string[] = [];
  pattern.words.forEach((word, i) => {
    if (i > 0) joined += SEP;
    let text = '';
    for (const part of word) {
      if (part.type === 'any') {
        joined += ANY;
        wordsLiteral = false;
      } else {
        joined += fold(part.text);
        text += part.text;
      }
    }
    literalWords.push(text);
  });
  const first = pattern.words[0];
  const name = first && first.every((p) => p.type === 'literal') ? fold(literalWords[0] ?? '') : undefined;
  const bashBase = name === undefined ? name : baseName(name, 'bash');
  const psBase = name === undefined ? name : baseName(name, 'powershell');
  const baseNames = bashBase === name && psBase === name ? undefined
    : [...new Set([bashBase!, psBase!])].filter((b) => b !== '' && b !== name);
  // The canonical reading knows the command by its basename, as it does the command's name.
  const canonicalName = (base: string | undefined) => (base === undefined || base === '' ? name! : base);
  const prefixedJoined = pattern.prefix ? joined + SEP + ANY : undefined;
  return {
    id, caseInsensitive, everything: false, name, baseNames: baseNames?.length ? baseNames : undefined,
    exact: joined.split(ANY),
    prefixed: prefixedJoined?.split(ANY),
    exactJoined: joined,
    prefixedJoined,
    literalOnly: wordsLiteral && !pattern.prefix,
    prefix: pattern.prefix,
    literal: wordsLiteral && !caseInsensitive && literalWords.length > 0 ? literalWords : undefined,
    canonical: name !== undefined
      ? {
        bash: canonicalRule(canonicalName(bashBase), pattern.words, 'bash', fold),
        powershell: canonicalRule(canonicalName(psBase), pattern.words, 'powershell', fold, pattern.prefix),
      }
      : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Raw matching

/** The command's words joined for raw matching; unknown words become `unknown`. */
export function joinWords(subject: CommandSubject, unknown: string, fold: boolean, words = subject.words): string {
  let s = '';
  for (let i = 0; i < words.length; i++) {
    if (i > 0) s += SEP;
    s += subject.dynamic[i] ? unknown : fold ? (words[i] ?? '').toLowerCase() : words[i];
  }
  return s;
}

/**
 * joinWords for deny/ask with word shapes (word-shapes.ts): a quoted expansion is one word of its
 * shape, a glob a group of zero or more such words, an unknown word without a shape ANY.
 */
function joinShaped(subject: CommandSubject, shapes: readonly (WordShape | undefined)[], fold: boolean, words: readonly string[]): string {
  let s = '';
  for (let i = 0; i < words.length; i++) {
    const shape = shapes[i];
    const text = !subject.dynamic[i] ? withoutMarkers(words[i] ?? '') : shape === undefined ? ANY : shape.pattern;
    const word = fold ? text.toLowerCase() : text;
    if (i === 0) s += word;
    else if (shape?.kind === 'glob') s += GROUP_START + SEP + word + GROUP_END;
    else s += SEP + word;
  }
  return s;
}

/** A known word's characters that are markers in a shaped join read as WORD (wider, never narrower). */
function withoutMarkers(word: string): string {
  for (let k = 0; k < word.length; k++) {
    if (word.charCodeAt(k) <= 7) return word.replace(/[\u0000-\u0007]/g, WORD);
  }
  return word;
}

function rawMatches(rule: CompiledCommandRule, joined: string): boolean {
  if (rule.everything) return true;
  return piecesMatch(rule.exact, joined) || (rule.prefixed !== undefined && piecesMatch(rule.prefixed, joined));
}

/**
 * rawMatches for a rule with `literal` words, against a bash command's words (the first one
 * read as `name`), case-sensitive. The same answer as on the joined strings, where a command
 * word is never a separator and an unknown word's marker never equals a rule word: equal
 * words, as many as the rule has (exact) or more (a trailing ` *`). Builds no string.
 */
function literalMatches(rule: CompiledCommandRule, literal: readonly string[], name: string, subject: CommandSubject): boolean {
  const words = subject.words;
  const k = literal.length;
  if (words.length < k || (words.length > k && !rule.prefix)) return false;
  if (subject.dynamic[0] || name !== literal[0]) return false;
  for (let i = 1; i < k; i++) if (subject.dynamic[i] || words[i] !== literal[i]) return false;
  return true;
}

function hasUnknown(subject: CommandSubject): boolean {
  for (const d of subject.dynamic) if (d) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Allow

/** Does an allow rule allow this command exactly as written? */
export function allowMatches(rule: CompiledCommandRule, subject: CommandSubject): boolean {
  if (!subject.plainName || subject.dynamic[0]) return false;
  if (subject.exactAllowOnly && !rule.literalOnly) return false;
  if (rule.everything) return !subject.exactAllowOnly;
  if (rule.literal !== undefined && subject.dialect === 'bash') return literalMatches(rule, rule.literal, subject.words[0] ?? '', subject);
  const foldAll = rule.caseInsensitive;
  let joined = joinWords(subject, UNKNOWN, foldAll);
  if (!foldAll && subject.dialect === 'powershell') {
    // PowerShell command names are case-insensitive; arguments compare as the rule says.
    const name = subject.words[0] ?? '';
    if (rule.name !== undefined && rule.name.toLowerCase() === name.toLowerCase()) {
      joined = rule.name + joined.slice(name.length);
    }
  }
  return rawMatches(rule, joined);
}

// ---------------------------------------------------------------------------------------------
// Deny and ask

/**
 * Names a deny/ask rule may know this command by: as written, its basename, its cmdlet. A bash
 * command on Windows also without a `.exe`/`.cmd`/`.bat`/`.com` extension (Git Bash runs
 * `rm.exe` for `rm`); `foldNames` (a case-insensitive file system: win32, darwin) then compares
 * the names case-insensitively (restrictMatches, and the index lookup).
 */
export function restrictNames(subject: CommandSubject, canonicalCmdlet: (n: string) => string, windows = false): string[] {
  const raw = subject.words[0] ?? '';
  const names = [raw];
  let base = baseName(raw, subject.dialect);
  if (base !== raw && base !== '') names.push(base);
  if (subject.dialect === 'powershell') {
    const noExt = base.replace(/\.(exe|cmd|bat|com|ps1)$/i, '');
    if (noExt !== base && noExt !== '') {
      names.push(noExt);
      base = noExt;
    }
    // (A native program's name in any case: `PIP3.12` is pip3.12, also pip3 and pip; `NODEJS` node.)
    pushAliases(names, base.toLowerCase());
    const cmdlet = canonicalCmdlet(base);
    if (!names.includes(cmdlet)) names.push(cmdlet);
    return names;
  }
  pushAliases(names, base);
  if (windows) {
    const noExt = base.replace(/\.(exe|cmd|bat|com)$/i, '');
    if (noExt !== base && noExt !== '') {
      names.push(noExt);
      pushAliases(names, noExt);
    }
  } else if (subject.dialect === 'bash' && isWindowsProgramName(base)) {
    // (On linux a `.exe` may be a Windows program WSL runs from /mnt/c, in any case: `RM.EXE` is rm.)
    const program = windowsProgramBase(base);
    if (!names.includes(program)) names.push(program);
    pushAliases(names, program);
  }
  return names;
}

/**
 * (`pip3.12 install x` is a pip3 and a pip install: Shell(pip3 install *) and Shell(pip install *)
 * fire; Shell(pip3.12 *) still allows it as written. program-name.ts programAliases.)
 */
function pushAliases(names: string[], base: string): void {
  const aliases = programAliases(base);
  if (aliases !== undefined) for (const a of aliases) if (!names.includes(a)) names.push(a);
}

/** restrictNames for a case-insensitive file system: also each name in lower case (`GIT` reads git's options). */
export function foldedRestrictNames(names: string[]): string[] {
  const n = names.length;
  for (let i = 0; i < n; i++) {
    const lower = names[i]!.toLowerCase();
    if (names.includes(lower)) continue;
    names.push(lower);
    pushAliases(names, lower);
  }
  return names;
}

/**
 * Does a deny/ask rule fire on this command under any plausible reading? `foldNames`: the
 * command name compares case-insensitively (a bash command on win32/darwin).
 */
export function restrictMatches(rule: CompiledCommandRule, subject: CommandSubject, names: readonly string[], canonicalOf: CanonicalOf = canonicalMemo(subject), foldNames = false): boolean {
  if (rule.everything) return true;
  const fold = rule.caseInsensitive || subject.dialect === 'powershell';
  const foldName = fold || foldNames;
  const unknown = hasUnknown(subject);
  for (let n = 0; n < names.length; n++) {
    const name = names[n]!;
    if (!unknown && !foldName && rule.literal !== undefined) {
      if (literalMatches(rule, rule.literal, name, subject)) return true;
    } else if (rawOrGlobMatches(rule, subject, name, foldName, unknown)) return true;
    if (rule.canonical) {
      const ruleCanon = rule.canonical[subject.dialect];
      const cmd = canonicalOf.of(name, rule.caseInsensitive);
      if (ruleCanonicalMatches(ruleCanon, cmd, rule.prefix, foldName, fold)) return true;
      // A PowerShell line's native program also as it reads its words, against the rule's bash reading.
      const native = canonicalOf.nativeReading(name, rule.caseInsensitive);
      if (native !== undefined && ruleCanonicalMatches(rule.canonical.bash, native, rule.prefix, true, false)) return true;
    }
  }
  return false;
}

/** The raw reading of restrictMatches on joined strings (globs when a word is unknown). */
function rawOrGlobMatches(rule: CompiledCommandRule, subject: CommandSubject, name: string, fold: boolean, unknown: boolean): boolean {
  const words = name === subject.words[0] ? subject.words : [name, ...subject.words.slice(1)];
  // (A cmdlet's `$x` is one word, never a parameter: word-shapes.ts EXPRESSION_ARGUMENT.)
  const shapes = subject.dialect === 'powershell' && unknown && isCmdletOwnName(name) ? cmdletArgumentShapes(subject.words, subject.dynamic, subject.shapes) : subject.shapes;
  // (Kept per long subject: the same join for every rule, joined-subjects.ts.)
  const key = `${shapes === subject.shapes ? 's' : 'c'}${rule.caseInsensitive ? 'i' : 'x'}${fold ? 'f' : 'n'}${name}`;
  const s = joinedOnce(subject, key, () => {
    const joined = shapes === undefined ? joinWords(subject, ANY, rule.caseInsensitive, words) : joinShaped(subject, shapes, rule.caseInsensitive, words);
    if (!fold || rule.caseInsensitive) return joined;
    // Only the name folds (a PowerShell command); arguments compare as written.
    const firstSep = joined.indexOf(SEP);
    return (firstSep < 0 ? joined : joined.slice(0, firstSep)).toLowerCase() + (firstSep < 0 ? '' : joined.slice(firstSep));
  });
  if (unknown) {
    const intersect = shapes === undefined ? globsIntersect : shapesIntersect;
    if (intersect(foldName(rule.exactJoined, fold && !rule.caseInsensitive), s)) return true;
    return rule.prefixedJoined !== undefined && intersect(foldName(rule.prefixedJoined, fold && !rule.caseInsensitive), s);
  }
  return rawMatches(foldRule(rule, fold && !rule.caseInsensitive), s);
}

function foldName(joined: string, fold: boolean): string {
  if (!fold) return joined;
  const i = joined.indexOf(SEP);
  return i < 0 ? joined.toLowerCase() : joined.slice(0, i).toLowerCase() + joined.slice(i);
}

const foldedRules = new WeakMap<CompiledCommandRule, CompiledCommandRule>();
function foldRule(rule: CompiledCommandRule, fold: boolean): CompiledCommandRule {
  if (!fold) return rule;
  let r = foldedRules.get(rule);
  if (!r) {
    const exactJoined = foldName(rule.exactJoined, true);
    const prefixedJoined = rule.prefixedJoined === undefined ? undefined : foldName(rule.prefixedJoined, true);
    r = { ...rule, exactJoined, prefixedJoined, exact: exactJoined.split(ANY), prefixed: prefixedJoined?.split(ANY) };
    foldedRules.set(rule, r);
  }
  return r;
}

/**
 * A rule's first word when it is a glob (`Shell(r* x)`; not `*` alone, not literal): its literal
 * pieces between `*`s, in lower case (a program's name is compared case aside). Matched piece by
 * piece (piecesMatch), never by a regex: `a*a*a*…b` against a long word would backtrack.
 */
export function firstWordGlob(rule: CompiledCommandRule): readonly string[] | undefined {
  if (rule.everything || rule.name !== undefined) return undefined;
  let glob = firstWordGlobs.get(rule);
  if (glob === undefined) {
    const first = rule.exactJoined.split(SEP)[0]!;
    glob = first === ANY || !first.includes(ANY) ? null : first.toLowerCase().split(ANY);
    firstWordGlobs.set(rule, glob);
  }
  return glob ?? undefined;
}

const firstWordGlobs = new WeakMap<CompiledCommandRule, readonly string[] | null>();

/** Whether a word matches a first-word glob's pieces (case aside), in time linear in the word. */
export function firstWordGlobMatches(pieces: readonly string[], word: string): boolean {
  return piecesMatch(pieces, word.toLowerCase());
}
