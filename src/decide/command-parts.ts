// Checking a simple command part against the compiled shell rules (deny and ask by every name
// it may run as, then each source's allow), as parts.ts checks paths and URLs.

import type { KindIndexes } from '../compile/compile.js';
import type { Part } from '../policy/types.js';
import { allowMatches, canonicalMemo, firstWordGlob, firstWordGlobMatches, foldedRestrictNames, restrictMatches, restrictNames, type CanonicalOf, type CompiledCommandRule } from '../shell/command-pattern.js';
import { commandCandidates, type CommandIndex } from '../shell/command-index.js';
import { commandPathSpelling, normalizedPathSubject, pathSpelledSubject } from '../shell/path-spelling.js';
import { resolvedCmdletName } from '../shell/powershell-aliases.js';
import { assignmentsAreSafe, baseName, type CommandSubject, type MayRun } from '../shell/subject.js';
import { expansionWordNames, globNameMatcher, isGlobName } from '../shell/expansion-names.js';
import { literalProgramTail, possibleRunTokens, shellUnquotedWords } from '../shell/unknown-programs.js';
import type { WordShape } from '../shell/word-shapes.js';
import type { Outcome } from './outcome.js';
import { afterRestrict, allowResult, restrictRules } from './parts.js';
import { namesRestrictedProgram } from './restricted-programs.js';

export function checkCommand(o: Outcome, c: CommandSubject, p: Part): void {
  const policy = o.policy;
  const restrictCount = policy.restrict.counts.shell;
  if (c.scope === 'restrict' && restrictCount === 0) return;
  let canonicalOf: CanonicalOf | undefined;
  if (restrictCount > 0) {
    canonicalOf = canonicalMemo(c);
    restrictCommand(o, policy.restrict, c, canonicalOf, p);
  }
  if (!afterRestrict(o, 'shell', p, c.scope, undefined)) return;
  const allow = policy.unfrozen.allow;
  for (let k = 0; k < allow.length; k++) allowResult(o, allow[k]!, p, 'shell', allowCommand(allow[k]!, c, (canonicalOf ??= canonicalMemo(c))));
}

/** (`namedOnly`: only rules whose first word is literal or a glob matching the command's name, as a possible run is found by its name.) */
function restrictCommand(o: Outcome, idx: KindIndexes, c: CommandSubject, canonicalOf: CanonicalOf, p: Part, namedOnly = false): void {
  // A bash command on a case-insensitive file system (win32, darwin) runs `RM`, `rm.exe` as rm.
  const foldNames = c.dialect === 'bash' && o.ctx.foldCase;
  const names = foldNames ? foldedRestrictNames(restrictNames(c, resolvedCmdletName, o.ctx.platform === 'win32')) : restrictNames(c, resolvedCmdletName);
  const ids = matchingRules(idx.shell, c, names, canonicalOf, foldNames, [], namedOnly);
  // There `rm /ETC/x` (and on win32 `Remove-Item C:\Windows\x`) meets `Shell(rm /etc/*)` (`C:/Windows/*`).
  const spelling = idx.pathShell === undefined ? undefined : commandPathSpelling(o.ctx.platform, o.ctx.foldCase, c.dialect);
  const spelled = spelling === undefined ? undefined : pathSpelledSubject(c, spelling);
  if (spelled !== undefined) {
    const index = spelling === 'fold' ? idx.pathShell!.fold : idx.pathShell!.windows;
    matchingRules(index, spelled, names, spelled === c ? canonicalOf : canonicalMemo(spelled), foldNames, ids, namedOnly);
  }
  if (idx.pathShell !== undefined && !(o.ctx.platform === 'win32' && c.dialect === 'bash')) normalizedCommand(o, idx, spelled ?? c, names, foldNames, ids, p, namedOnly);
  if (c.possible === undefined) restrictRules(o, ids, p);
  else for (const id of ids) o.possibleCommandRule(id, c, p);
  // (A possible command's words too: `make ARGS='frobnicate rm x'`.)
  if (c.mayRun !== undefined) possibleRuns(o, idx, c, c.mayRun, p);
}

/** Words of one command read as commands it may run, at most (then it asks): a work bound. */
const MAX_POSSIBLE_RUNS = 16;
/**
 * Words (tokens) of one command looked at, and words of its possible commands matched, at most
 * (then it asks): a 10,000-character word of `;rm` took 1-2 ms, 16 readings of 6,600 words each.
 */
const MAX_POSSIBLE_RUN_WORDS = 512;

/**
 * A program the analysis does not know, or a script it does not read, may run its words as a
 * command (src/shell/unknown-programs.ts): from each word that names a deny or ask rule's
 * program (`foo --x rm -rf y` beside `Shell(rm *)`), the words are also read as that command;
 * a rule matching them asks. A word no rule names costs one Map miss.
 */
function possibleRuns(o: Outcome, idx: KindIndexes, c: CommandSubject, mayRun: MayRun, p: Part): void {
  possibleRunsOf(o, idx, c, mayRun, p);
  // (A shell it hands a word to removes the word's quotes and escapes: `'r\\m -rf x'`, `'cu"rl" x'` run rm, curl.)
  const unquoted = mayRun.split ? shellUnquotedWords(c.words, c.dynamic, mayRun.from) : undefined;
  if (unquoted !== undefined) possibleRunsOf(o, idx, { ...c, words: unquoted }, mayRun, p);
}

/** possibleRuns of the command's words as they are. */
function possibleRunsOf(o: Outcome, idx: KindIndexes, c: CommandSubject, { from, split }: MayRun, p: Part): void {
  // (A word the program may hand to a shell, `'rm -rf x'`, `--cmd=rm`, is read by its tokens.)
  // (Tokens past the budget below are not made: more than it asks whatever they are.)
  const tokens = split ? possibleRunTokens(c.words, c.dynamic, from, MAX_POSSIBLE_RUN_WORDS) : undefined;
  const words = tokens?.words ?? c.words;
  const dynamic = tokens?.dynamic ?? c.dynamic;
  const shapes = tokens === undefined && c.dialect === 'bash' ? c.shapes : undefined;
  const globs = globNamedRules(idx.shell);
  if (globs.length > MAX_GLOB_NAMED_RULES && words.length > from) {
    o.addIncomplete({ code: 'incomplete-analysis', message: `${c.words[0]} is a program the analysis does not know, and more than ${MAX_GLOB_NAMED_RULES} deny or ask rules name programs by a glob: it can never be allowed`, part: p });
    return;
  }
  let found = 0;
  let matched = 0;
  const start = tokens === undefined ? from : 0;
  if (words.length - start > MAX_POSSIBLE_RUN_WORDS) return tooManyRuns(o, c, p, `more than ${MAX_POSSIBLE_RUN_WORDS} words`);
  for (let i = start; i < words.length; i++) {
    // (An expansion's word may still end with a literal program: `"$D/rm"`.)
    const named = dynamic[i] ? literalProgramTail(words[i]!) : words[i]!;
    if (named === undefined || !(namesRestrictedProgram(idx.shell, named) || (globs.length > 0 && globs.some((g) => globNamesProgram(g.glob, named))))) {
      if (dynamic[i]) continue;
      // (A literal word may name one all the same: `-c'rm -rf x'`, a quoted `'r?'`.)
      const names = literalRunNames(idx.shell, words[i]!, tokens !== undefined && tokens.glued.includes(i));
      for (let k = 0; k < names.length; k++) {
        if (++found > MAX_POSSIBLE_RUNS) return tooManyRuns(o, c, p, `more than ${MAX_POSSIBLE_RUNS} of its words name programs a deny or ask rule names`);
        if ((matched += words.length - i) > MAX_POSSIBLE_RUN_WORDS) return tooManyRuns(o, c, p, 'its words name programs a deny or ask rule names too often to read them all');
        const run = possibleRun(c, [names[k]!, ...words.slice(i + 1)], [false, ...dynamic.slice(i + 1)], undefined, words[i]!);
        restrictCommand(o, idx, run, canonicalMemo(run), p, true);
      }
      continue;
    }
    if (++found > MAX_POSSIBLE_RUNS) return tooManyRuns(o, c, p, `more than ${MAX_POSSIBLE_RUNS} of its words name programs a deny or ask rule names`);
    if ((matched += words.length - i) > MAX_POSSIBLE_RUN_WORDS) return tooManyRuns(o, c, p, 'its words name programs a deny or ask rule names too often to read them all');
    // (Run as a program is, not by PowerShell: `tool.exe rm x` runs rm, never the alias Remove-Item.)
    // (An expansion's word is read as the program it names, whatever its directory.)
    const runWords = dynamic[i] ? [named, ...words.slice(i + 1)] : words.slice(i);
    const runDynamic = dynamic[i] ? [false, ...dynamic.slice(i + 1)] : dynamic.slice(i);
    const runShapes = shapes === undefined ? undefined : dynamic[i] ? [undefined, ...shapes.slice(i + 1)] : shapes.slice(i);
    const run = possibleRun(c, runWords, runDynamic, runShapes, words[i]!);
    restrictCommand(o, idx, run, canonicalMemo(run), p, true);
    // (Windows runs `C:\bin\rm.exe`, `.\rm.exe` as rm: the bash reading above takes `\` as no separator.)
    const windowsBase = windowsDirectoryBase(named);
    if (windowsBase !== undefined) {
      const runAsBase: CommandSubject = {
        ...run, words: [windowsBase, ...run.words.slice(1)], dynamic: [false, ...run.dynamic.slice(1)], shapes: run.shapes === undefined ? undefined : [undefined, ...run.shapes.slice(1)],
      };
      restrictCommand(o, idx, runAsBase, canonicalMemo(runAsBase), p, true);
    }
  }
  // (What bash makes of an expansion's word: `r{m,}` is `rm r`, `${X:-rm}` rm, `/bin/r?` /bin/rm.)
  for (let i = from; i < c.words.length; i++) {
    if (!c.dynamic[i]) continue;
    const names = expansionRunNames(idx.shell, c.words[i]!, c.shapes?.[i]);
    for (let k = 0; k < names.length; k++) {
      if (++found > MAX_POSSIBLE_RUNS) return tooManyRuns(o, c, p, `more than ${MAX_POSSIBLE_RUNS} of its words name programs a deny or ask rule names`);
      if ((matched += c.words.length - i) > MAX_POSSIBLE_RUN_WORDS) return tooManyRuns(o, c, p, 'its words name programs a deny or ask rule names too often to read them all');
      const run = possibleRun(c, [names[k]!, ...c.words.slice(i + 1)], [false, ...c.dynamic.slice(i + 1)], undefined, c.words[i]!);
      restrictCommand(o, idx, run, canonicalMemo(run), p, true);
    }
  }
}

/** The command read from word `from` on as one the program may run (a possible reading). */
function possibleRun(c: CommandSubject, words: readonly string[], dynamic: readonly boolean[], shapes: CommandSubject['shapes'], from: string): CommandSubject {
  return {
    ...c, words, dynamic, shapes, homeTildes: undefined, plainName: false, scope: 'restrict', dialect: 'bash',
    possible: `may run its words from ${JSON.stringify(from)} on as a command (${JSON.stringify(c.words[0])} is a program or script the analysis does not read)`,
    mayRun: undefined,
  };
}

/**
 * The programs a deny or ask rule names that an expansion's word may become beyond its literal
 * tail (expansion-names.ts): a literal name, or every rule's program a glob name matches.
 */
function expansionRunNames(index: CommandIndex, word: string, shape: WordShape | undefined): string[] {
  const names = expansionWordNames(word, shape);
  if (names.length === 0) return names;
  // (The literal tail, `"$D/rm"`'s rm, was read as the word's already.)
  const tail = literalProgramTail(word);
  const out: string[] = [];
  for (const name of names) {
    if (name === tail) continue;
    if (!isGlobName(name)) {
      if (namesRestrictedProgram(index, name)) out.push(name);
      continue;
    }
    const programs = namesToMatch(index, name);
    if (programs.length === 0) continue;
    const matches = globNameMatcher(name);
    for (const program of programs) if (matches(program) && !out.includes(program)) out.push(program);
  }
  return out;
}

const NO_NAMES: readonly string[] = Object.freeze([]);
/** Option letters a glued command line may follow (`-xvzc'rm -rf x'`), at most. */
const MAX_GLUED_LETTERS = 4;

/**
 * The programs a deny or ask rule names that a literal word, not itself one, may run: a command
 * line glued to a short option (`-c'rm -rf x'` gives the token `-crm`, `glued`,
 * PossibleRunTokens.glued: after up to MAX_GLUED_LETTERS option letters), and the programs a glob
 * matches that the program may expand itself (`'r?'`, `'/bin/r*'`: quoted, bash left it as
 * written). Most words are neither: no copy for them.
 */
function literalRunNames(index: CommandIndex, word: string, glued: boolean): readonly string[] {
  if (!glued) return hasGlobCharacter(word) ? expansionRunNames(index, word, undefined) : NO_NAMES;
  const out: string[] = [];
  for (let k = 2; k <= MAX_GLUED_LETTERS + 1 && k < word.length && /[A-Za-z]/.test(word[k - 1]!); k++) {
    const value = word.slice(k);
    if (namesRestrictedProgram(index, value)) out.push(value);
    else if (hasGlobCharacter(value)) for (const name of expansionRunNames(index, value, undefined)) if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** Whether a word holds `*`, `?` or `[`. */
function hasGlobCharacter(word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 42 || c === 63 || c === 91) return true;
  }
  return false;
}

/** The index's program names (lower case) by their first and by their last character, and all of them. */
interface ProgramNamesByEnd {
  readonly first: ReadonlyMap<string, readonly string[]>;
  readonly last: ReadonlyMap<string, readonly string[]>;
  readonly all: readonly string[];
}

const namesByEndMemo = new WeakMap<CommandIndex, ProgramNamesByEnd>();

/**
 * The rules' program names a glob name may match: those starting with its first character, or
 * ending with its last, when either is literal (a glob is matched against tens of names, not
 * every rule's: `src/*.ts` beside 1,000 rules); all of them otherwise.
 */
function namesToMatch(index: CommandIndex, glob: string): readonly string[] {
  let memo = namesByEndMemo.get(index);
  if (memo === undefined) {
    const first = new Map<string, string[]>();
    const last = new Map<string, string[]>();
    const all = [...index.anyCase.keys()];
    for (const name of all) {
      if (name === '') continue;
      (first.get(name[0]!) ?? first.set(name[0]!, []).get(name[0]!)!).push(name);
      (last.get(name[name.length - 1]!) ?? last.set(name[name.length - 1]!, []).get(name[name.length - 1]!)!).push(name);
    }
    memo = { first, last, all };
    namesByEndMemo.set(index, memo);
  }
  const head = glob[0]!;
  if (!WILDCARD_START.test(head)) return memo.first.get(head) ?? [];
  const end = glob[glob.length - 1]!;
  if (!WILDCARD_END.test(end)) return memo.last.get(end) ?? [];
  return memo.all;
}

/** A glob character that may stand for a name's first or last character. */
const WILDCARD_START = /[*?[]/;
const WILDCARD_END = /[*?\]]/;

function tooManyRuns(o: Outcome, c: CommandSubject, p: Part, why: string): void {
  o.addIncomplete({ code: 'incomplete-analysis', message: `${c.words[0]} is a program or script the analysis does not read, which may run its words, and ${why}: it can never be allowed`, part: p });
}

/** Rules whose first word is a glob (`Shell(r* x)`) a possible run's name is tried against, at most: a work bound. */
const MAX_GLOB_NAMED_RULES = 64;

const globNamedMemo = new WeakMap<CommandIndex, readonly { rule: CompiledCommandRule; glob: readonly string[] }[]>();

/** The index's rules whose first word is a glob, not `*` alone, with it (firstWordGlob). */
function globNamedRules(index: CommandIndex): readonly { rule: CompiledCommandRule; glob: readonly string[] }[] {
  // (The last index's answer first: a decision asks for one index, at every command that may run its words; a WeakMap probe each cost more.)
  if (index === lastGlobNamedIndex) return lastGlobNamed!;
  let rules = globNamedMemo.get(index);
  if (rules === undefined) {
    const found: { rule: CompiledCommandRule; glob: readonly string[] }[] = [];
    for (const rule of index.unnamed) {
      const glob = firstWordGlob(rule);
      if (glob !== undefined) found.push({ rule, glob });
    }
    rules = found;
    globNamedMemo.set(index, rules);
  }
  lastGlobNamedIndex = index;
  lastGlobNamed = rules;
  return rules;
}
let lastGlobNamedIndex: CommandIndex | undefined;
let lastGlobNamed: readonly { rule: CompiledCommandRule; glob: readonly string[] }[] | undefined;

/** Whether a rule's first word is a glob (firstWordGlob) that names the word as a program. */
function globNamesRuleProgram(rule: CompiledCommandRule, word: string): boolean {
  const glob = firstWordGlob(rule);
  return glob !== undefined && globNamesProgram(glob, word);
}

/** Whether a rule's first-word glob matches the word or its program's name (`/bin/rm` as `rm`). */
function globNamesProgram(glob: readonly string[], word: string): boolean {
  return firstWordGlobMatches(glob, word) || firstWordGlobMatches(glob, baseName(word, 'powershell'));
}

/** The program name a word with a Windows directory runs (`C:\bin\rm.exe` is `rm.exe`), or undefined. */
function windowsDirectoryBase(word: string): string | undefined {
  if (!word.includes('\\')) return undefined;
  const base = baseName(word, 'powershell');
  return base === '' ? undefined : base;
}

/**
 * The command's absolute path words as the file system reads them (path-spelling.ts):
 * `rm /tmp/../etc/passwd` meets `Shell(rm /etc/*)`; a win32 8.3 name (`C:\WINDOW~1\x`) the
 * words cannot tell asks. (Not a bash line on win32: MSYS reads its words.)
 */
function normalizedCommand(o: Outcome, idx: KindIndexes, c: CommandSubject, names: readonly string[], foldNames: boolean, ids: number[], p: Part, namedOnly: boolean): void {
  const read = normalizedPathSubject(c, o.ctx);
  if (read.subject !== undefined) {
    const index = o.ctx.platform === 'win32' ? idx.pathShell!.windows : o.ctx.foldCase ? idx.pathShell!.fold : idx.shell;
    matchingRules(index, read.subject, names, canonicalMemo(read.subject), foldNames, ids, namedOnly);
  }
  if (read.shortName) {
    o.addIncomplete({ code: 'incomplete-analysis', message: 'a path word has a Windows short (8.3) name, which may be any file a Shell rule with an absolute path word names: it can never be allowed', part: p });
  }
}

/** The ids of the index's rules that fire on the command (added to `ids`, each once). */
function matchingRules(index: CommandIndex, c: CommandSubject, names: readonly string[], canonicalOf: CanonicalOf, foldNames: boolean, ids: number[], namedOnly = false): number[] {
  const candidates: CompiledCommandRule[] = [];
  for (const n of names) commandCandidates(index, n, canonicalOf, c.dialect, candidates, foldNames);
  if (candidates.length === 0) return ids;
  // (Each compiled rule once, by itself and not its id: a rule's other readings share its id,
  // `Shell(rm -rf *)` read as `Remove-Item -rf *` and `Remove-Item -r -f *`, and one may fire where another does not.)
  let tried: Set<CompiledCommandRule> | undefined;
  for (const r of candidates) {
    if (namedOnly && r.name === undefined && !globNamesRuleProgram(r, c.words[0] ?? '')) continue;
    if (names.length > 1 || ids.length > 0) {
      if (ids.includes(r.id)) continue;
      tried ??= new Set();
      if (tried.has(r)) continue;
      tried.add(r);
    }
    if (restrictMatches(r, c, names, canonicalOf, foldNames)) ids.push(r.id);
  }
  return ids;
}

/** The lowest id of an allow rule that allows the command, or -1. */
function allowCommand(idx: KindIndexes, c: CommandSubject, canonicalOf: CanonicalOf): number {
  if (idx.shellRules.length === 0 || !assignmentsAreSafe(c.assignments)) return -1;
  const candidates: CompiledCommandRule[] = [];
  const name = c.words[0] ?? '';
  commandCandidates(idx.shell, name, canonicalOf, c.dialect, candidates);
  let lowest = -1;
  for (const r of candidates) if ((lowest < 0 || r.id < lowest) && allowMatches(r, c)) lowest = r.id;
  return lowest;
}
