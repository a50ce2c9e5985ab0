// A program no reader here knows may be a runner no table lists (`foo rm -rf x`; every red team
// found more: env loaders, version managers, profilers, job launchers), and a script the analysis
// does not read may run its arguments (`bash deploy.sh rm -rf x`, `python3 x.py rm -rf x`: `"$@"`). Such a command's
// subject says from which word on its words may be a command (CommandSubject.mayRun): a deny
// or ask rule naming one of them, and matching the words from there, asks
// (decide/possible-runs.ts). Allow rules are not changed: the command's own allow rule covers it.

import { BASH_BUILTINS } from './bash-builtins.js';
import { quotesAndEscapes, unquotedByCodeUnits } from './unquoted-code-units.js';
import { braceAlternatives, closingBracket } from './expansion-names.js';
import { readByTable } from './file-arguments.js';
import { runtimeRunsNoWords } from './js-runtimes.js';
import { unmodelled } from './possible-paths.js';
import type { Dialect } from './runs.js';
import { knownScriptArguments } from './known-script-arguments.js';
import { nameMemo } from './name-memo.js';
import type { MayRun } from './subject.js';
import type { Word } from './ast.js';
import { isRegexSpace } from './regex-space.js';
import { POSIX_SHELLS } from './shell-names.js';
import { scanPosixShell } from './wrappers.js';

/**
 * Programs that name commands without running them (manuals, lookups): `man rm` beside
 * `Shell(rm *)` stays what it is. (locate and plocate print the names in their database that
 * match; apt-file searches the packages' lists of files: `locate curl`, `apt-file search sudo`.)
 */
const NAMES_COMMANDS: ReadonlySet<string> = new Set(['man', 'info', 'whatis', 'apropos', 'tldr', 'cheat', 'help', 'whence', 'where', 'command-not-found',
  'pinfo', 'manpath', 'Get-Help', 'Get-Command', 'Get-Alias', 'locate', 'plocate', 'apt-file', 'apt-cache', 'dpkg-query']);

/**
 * Interpreters that run a script file with the words after it as its arguments, which the script
 * may run (`python3 tools/run.py rm -rf x`, `node x.js git push`): the script is not read. From
 * the first word on: an option's value that names a rule's program (`-m rm`) may be run as well.
 * Whole words only: code given on the line (`-c 'import pip'`) is read by its own reader.
 */
const SCRIPT_INTERPRETERS: ReadonlySet<string> = new Set(['python', 'python2', 'python3', 'pypy', 'pypy3', 'node', 'nodejs', 'perl', 'ruby', 'php',
  'deno', 'bun', 'tsx', 'ts-node', 'lua', 'luajit', 'Rscript', 'julia', 'tclsh', 'groovy', 'kotlin', 'scala', 'elixir', 'escript', 'java', 'osascript',
  'jrunscript', 'jjs']);

const UNKNOWN_PROGRAM: MayRun = Object.freeze({ from: 1, split: true });
const INLINE_CODE: MayRun = Object.freeze({ from: 1, split: false });

/** Which of a command's words may be a command it runs, unseen (CommandSubject.mayRun). */
export function mayRunWords(name: string, dialect: Dialect, words: readonly string[], dynamic: readonly boolean[]): MayRun | undefined {
  // (`deno fmt sudo`, `bun build x.ts`: a subcommand that runs no script.)
  // (A script may hand a word to a shell, `python3 x.py 'rm -rf x'`: by its tokens, as an unknown program's.)
  if (SCRIPT_INTERPRETERS.has(name)) return runtimeRunsNoWords(name, words, dynamic) ? undefined : name !== 'java' && givesInlineCode(words) ? INLINE_CODE : UNKNOWN_PROGRAM;
  // (A shell's script is handed its arguments as an interpreter's is: `X='rm -rf x'; bash deploy.sh "$X"` was allowed, session 43.)
  const script = dialect === 'bash' && POSIX_SHELLS.has(name) ? scanPosixShell(words, dynamic).script ?? -1 : undefined;
  if (script !== undefined) return script < 0 ? undefined : scriptArguments(script + 1);
  return isUnknownProgram(name, dialect) ? UNKNOWN_PROGRAM : knownScriptArguments(name, words, dynamic);
}

/**
 * Whether an interpreter's options before its script give code on the line (`-c CODE`, `-e`,
 * `-le`, `-r`, `--eval`, `--print`): that code has its own reader, and its words are read whole.
 * (An option word with c, e, E or r in it counts: at worst the words are read whole, as before.
 * java has none, and its long options have one dash: `-jar`, `-cp`.)
 */
function givesInlineCode(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w.charCodeAt(0) !== 45 /* - */) return false;
    if (w.charCodeAt(1) === 45) {
      if (/^--(?:eval|print)(?:=|$)/.test(w)) return true;
      continue;
    }
    if (/[ceEr]/.test(w)) return true;
    // (python's -W and -X take a value.)
    if (w === '-W' || w === '-X') i++;
  }
  return false;
}

/** A shell script's arguments, from word `from` (`"$@"`, `eval "$1"`: by their tokens too). */
export function scriptArguments(from: number): MayRun {
  return { from, split: true };
}

/** Whether the analysis knows nothing of what program `name` does with its words. */
export function isUnknownProgram(name: string, dialect: Dialect): boolean {
  // (Asked for most commands: an answer per name, name-memo.ts, not four tables' lookups.)
  return dialect === 'bash' ? bashUnknown(name) : powershellUnknown(name);
}

const bashUnknown = nameMemo((name) => knowsNothing(name, 'bash'), false);
const powershellUnknown = nameMemo((name) => knowsNothing(name, 'powershell'), false);

/** isUnknownProgram, looked up in each table. */
function knowsNothing(name: string, dialect: Dialect): boolean {
  return name !== '' && !readByTable(name, dialect) && unmodelled(name, dialect) && !NAMES_COMMANDS.has(name) && !(dialect === 'bash' && BASH_BUILTINS.has(name));
}

/**
 * Characters a word may join a command line with: blanks, shell operators and quotes, `=` and `,`
 * of an option, and the `:` and `@` tools join a target and a command with (`--exec=x:rm`,
 * `task@rm`): a piece between them that names a rule's program is read as a possible command.
 */
const JOINS = /[\s;&|()<>`'"$={},:@]+/;
/** JOINS's ASCII characters, by code (a literal word is scanned by this table, not the regex). */
const JOIN_CODES = new Uint8Array(128);
for (const c of ' \t\n\v\f\r;&|()<>`\'"$={},:@') JOIN_CODES[c.charCodeAt(0)] = 1;

/** Whether code unit `c` is one of JOINS's characters. */
function isJoin(c: number): boolean {
  return c < 128 ? JOIN_CODES[c] === 1 : isRegexSpace(c);
}

/** Whether a literal word holds a joint. */
function hasJoin(word: string): boolean {
  for (let k = 0; k < word.length; k++) if (isJoin(word.charCodeAt(k))) return true;
  return false;
}

/** A literal word's pieces between joints (`word.split(JOINS)` without empty pieces), into `out` (and PossibleRunTokens.glued), until it holds more than `limit`. */
function pushPieces(word: string, out: string[], unknown: boolean[], glued: number[], limit: number): void {
  let start = 0;
  for (let k = 0; k <= word.length && out.length <= limit; k++) {
    if (k < word.length && !isJoin(word.charCodeAt(k))) continue;
    if (k > start) {
      if (start === 0 && k < word.length && word.charCodeAt(0) === 45 /* - */ && endsCommandName(word.charCodeAt(k))) glued.push(out.length);
      out.push(word.slice(start, k));
      unknown.push(false);
    }
    start = k + 1;
  }
}

/**
 * The words with each literal word from `from` on as a shell the program hands it to reads it,
 * its quotes and backslashes removed (`'r\\m -rf x'`, `'r""m'`: `rm`); undefined when no such
 * word has one. (Quotes are also joints, possibleRunTokens: this reads what they join.)
 */
export function shellUnquotedWords(words: readonly string[], dynamic: readonly boolean[], from: number): string[] | undefined {
  let out: string[] | undefined;
  for (let i = from; i < words.length; i++) {
    if (dynamic[i] || !SHELL_QUOTING.test(words[i]!)) continue;
    out ??= [...words];
    out[i] = shellUnquoted(words[i]!);
  }
  return out;
}

/**
 * The words from `from` on as their source's quoting shows a shell would read them, where their
 * text does not (CommandSubject.mayRun; undefined when no word differs): a value glued to a short
 * option behind quotes read alone, `-c'rm'`, `-c"rm"`, `-c\\rm`: `rm` (the quoting shows where
 * the option's letters end, which `-arm` does not); a variable's name ended by quotes, `"r"$X"m"`:
 * `r${X}m` (its text `r$Xm` reads as `$Xm`); and a quoted brace the shell it is handed to may
 * expand, `'r{m,} -rf x'`: `r{m,} rm r -rf x` (its alternatives that are names).
 */
export function respelledWords(words: readonly string[], dynamic: readonly boolean[], spans: readonly Word[], from: number): string[] | undefined {
  let out: string[] | undefined;
  for (let i = from; i < words.length; i++) {
    const parts = spans[i]?.parts;
    const w = words[i]!;
    const read = parts === undefined ? undefined : dynamic[i] ? namedVariables(parts)
      : (w.charCodeAt(0) === 45 /* - */ ? quotedOptionValue(parts) : undefined) ?? (w.includes('{') ? braceNames(w) : undefined);
    if (read === undefined || read === w) continue;
    out ??= [...words];
    out[i] = read;
  }
  return out;
}

/** `-c'rm'`'s `rm`: the text after a short option's unquoted letters that a quoted part follows. */
function quotedOptionValue(parts: Word['parts']): string | undefined {
  const first = parts[0]!;
  if (parts.length < 2 || first.type !== 'literal' || first.quoted || !/^-[A-Za-z]{1,4}$/.test(first.text)) return undefined;
  let value = '';
  for (let k = 1; k < parts.length; k++) value += parts[k]!.text;
  return value;
}

/**
 * The word's text with each `$NAME` that a literal name character follows written `${NAME}`
 * (`"r"$X"m"`: `r${X}m`), and each substitution that only prints literal words replaced by them
 * (`"$(echo rm) -rf x"`, `` `printf rm` ``: `rm -rf x`).
 */
function namedVariables(parts: Word['parts']): string | undefined {
  let changed = false;
  let text = '';
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    const next = parts[k + 1];
    const printed = part.type === 'command-substitution' ? PRINTS_WORDS.exec(part.text)?.[1] : undefined;
    if (printed !== undefined) {
      text += printed.replace(QUOTE_CHARACTERS, '');
      changed = true;
    } else if (part.type === 'expansion' && /^\$\w+$/.test(part.text) && next?.type === 'literal' && /^\w/.test(next.text)) {
      text += `\${${part.text.slice(1)}}`;
      changed = true;
    } else text += part.text;
  }
  return changed ? text : undefined;
}

/** A substitution whose command is echo or printf with literal words only, and those words. */
const PRINTS_WORDS = /^(?:\$\(|`)\s*(?:echo|printf)\s+([^$`()|;&<>\\]*?)\s*(?:\)|`)$/;

/** A literal word with each blank-separated piece that is a brace expansion followed by its alternatives that are names (`r{m,}`: `r{m,} rm r`). */
function braceNames(word: string): string {
  return word.replace(BRACE_PIECE, (piece) => {
    if (piece.length > MAX_BRACE_PIECE) return piece;
    const names = braceAlternatives(piece).filter((a) => a !== piece && /^[\w./+-]+$/.test(a));
    return names.length === 0 ? piece : `${piece} ${names.join(' ')}`;
  });
}

const BRACE_PIECE = /(?<![^\s{=:@])[^\s{=:@]*\{[^\s]*/g;
/** A piece longer than this is not read for its brace alternatives (a work bound). */
const MAX_BRACE_PIECE = 256;

const SHELL_QUOTING = /[\\'"]/;

/**
 * The word with its quotes dropped and each backslash replaced by the code unit it escapes, as
 * `word.replace(/\\[\s\S]?|['"]/g, (q) => (q.length === 2 ? q[1] : ''))` makes it: scanned, as
 * the callback per match cost 0.15 ms on a word of 5,000 backslashes (`'a\a\…'`).
 */
export function shellUnquoted(word: string): string {
  // (Many pieces by code units, not `+=`: its two cons strings a piece made 157 KB of Git Bash `Remove-Item '"\""…'`; session 45.)
  if (word.length > 256 && quotesAndEscapes(word) > 64) return unquotedByCodeUnits(word);
  let out = '';
  let start = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c !== 92 /* \ */ && c !== 39 /* ' */ && c !== 34 /* " */) continue;
    out += word.slice(start, k);
    // (The escaped code unit is kept, and not read again as a quote or backslash.)
    if (c === 92 && k + 1 < word.length) out += word[++k]!;
    start = k + 1;
  }
  return start === 0 ? word : out + word.slice(start);
}

/** A blank or shell operator: what ends a command's name in a command line (not an option's `=`, `,`, `:` or `@`). */
function endsCommandName(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 59 /* ; */ || c === 38 /* & */ || c === 124 /* | */ || c === 60 || c === 62 /* < > */ || c === 40 || c === 41 /* ( ) */;
}

export interface PossibleRunTokens {
  readonly words: string[];
  readonly dynamic: boolean[];
  /**
   * Tokens that are a short option with a command line glued to it, its first word's piece
   * (`-c'rm -rf x'` is the word `-crm -rf x`: the token `-crm`): the text after the option's
   * letters may be a program's name.
   */
  readonly glued: readonly number[];
}

/**
 * The words from `from` on as the program may run them (CommandSubject.mayRun): each literal
 * word split where it may join a command line (`'rm -rf x'` run by a shell, `--cmd=rm`,
 * `a;rm x`), an expansion kept as one unknown word up to its literal tail's first joint, the
 * tail's tokens after it literal (`"$D/rm -rf x"`: `"$D/rm`, `-rf`, `x`). Undefined when no
 * word splits (the words from `from` are the tokens). Past `limit` tokens, only the first
 * `limit + 1` are made: a caller that reads no more than `limit` (a work budget) asks then, and
 * a word of 5,000 pieces made 5,000 strings for it.
 */
export function possibleRunTokens(words: readonly string[], dynamic: readonly boolean[], from: number, limit = Infinity): PossibleRunTokens | undefined {
  let splits = false;
  for (let i = from; i < words.length && !splits; i++) splits = dynamic[i] ? literalHeadEnd(words[i]!) > 0 || JOINS.test(expansionTail(words[i]!)) || middleBlank(words[i]!) : hasJoin(words[i]!);
  if (!splits) return undefined;
  const out: string[] = [];
  const unknown: boolean[] = [];
  const glued: number[] = [];
  for (let i = from; i < words.length && out.length <= limit; i++) {
    const word = words[i]!;
    if (!dynamic[i]) {
      pushPieces(word, out, unknown, glued, limit);
      continue;
    }
    // (A command line before the first expansion, `"rm -rf $X"`: its words are literal.)
    const headEnd = literalHeadEnd(word);
    if (headEnd > 0) pushPieces(word.slice(0, headEnd).replace(QUOTE_CHARACTERS, ''), out, unknown, glued, limit);
    const start = literalTailStart(word);
    const pieces = word.slice(start).split(JOINS);
    // (Between its first and last expansions, its pieces between blanks: `"$Q rm -rf x $R"`'s rm, session 43.)
    const middle = blankPieces(word.slice(headEnd, start));
    for (let m = 0; m < middle.length - 1 && out.length <= limit; m++) {
      const piece = middle[m]!;
      if (unshown(piece)) {
        out.push(piece);
        unknown.push(true);
      } else pushPieces(piece, out, unknown, glued, limit);
    }
    // (The tail's first piece, when not after a joint, is part of the expansion's word: `${X}rm`.)
    out.push((middle.length > 1 ? middle[middle.length - 1]! : word.slice(headEnd, start)) + pieces[0]!);
    unknown.push(true);
    for (let k = 1; k < pieces.length && out.length <= limit; k++) {
      if (pieces[k] === '') continue;
      out.push(pieces[k]!);
      unknown.push(false);
    }
  }
  return { words: out, dynamic: unknown, glued };
}

const QUOTE_CHARACTERS = /["']/g;

/** Whether a dynamic word has a blank outside its expansions (most have no blank at all: no scan). */
function middleBlank(word: string): boolean {
  return /\s/.test(word) && blankPieces(word).length > 1;
}

/** Whether a text holds a part the line does not show. */
export function unshown(text: string): boolean {
  return text.includes('$') || text.includes('`');
}

/** A text's pieces between blanks outside `${…}`, `$(…)` and backquotes (a scan: nesting counted, no regex). */
export function blankPieces(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let backquoted = false;
  let start = 0;
  for (let k = 0; k <= text.length; k++) {
    const ch = k < text.length ? text.charCodeAt(k) : 32;
    if (ch === 96 /* ` */) backquoted = !backquoted;
    else if (ch === 36 /* $ */ && (text[k + 1] === '{' || text[k + 1] === '(')) {
      depth++;
      k++;
    } else if (depth > 0 && (ch === 125 /* } */ || ch === 41 /* ) */)) depth--;
    else if (depth === 0 && !backquoted && (ch === 32 || ch === 9 || ch === 10)) {
      if (k > start) out.push(text.slice(start, k));
      start = k + 1;
    }
  }
  return out;
}

/**
 * Where the literal text before a dynamic word's first expansion ends, after its last joint that
 * is not a quote (`"rm -rf ` of `"rm -rf $X"`), or 0 when it has none (`"$D/rm"`, `r$X`): what
 * follows is the expansion's word. (Quotes join no words: `'rm'"$X"` is one word.)
 */
function literalHeadEnd(word: string): number {
  let end = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 36 /* $ */ || c === 96 /* ` */) break;
    if (c !== 34 && c !== 39 && isJoin(c)) end = k + 1;
  }
  return end;
}

/** The text of an expansion's word after its last expansion, its closing quotes left off (`/rm x` of `"$D/rm x"`). */
function expansionTail(word: string): string {
  return word.slice(literalTailStart(word)).replace(/(?<!["'])["']+$/, '');
}

/**
 * Where the literal text after a dynamic word's last expansion (`$X`, `${…}`, `$(…)`, `` `…` ``)
 * starts, in its source text. (Quoting is not read: a `$` in single quotes only ends the tail
 * later, and an expansion not closed leaves no tail.)
 */
function literalTailStart(word: string): number {
  let end = 0;
  for (let i = 0; i < word.length; i++) {
    const ch = word.charCodeAt(i);
    if (ch === 96 /* ` */) {
      const close = word.indexOf('`', i + 1);
      if (close < 0) return word.length;
      end = i = close;
      end++;
    } else if (ch === 36 /* $ */) {
      const next = word[i + 1];
      if (next === '{' || next === '(') {
        const close = closingBracket(word, i + 1);
        if (close < 0) return word.length;
        i = close;
      } else if (next !== undefined && /[\w@*#?$!-]/.test(next)) {
        i++;
        if (/\w/.test(next)) while (i + 1 < word.length && /\w/.test(word[i + 1]!)) i++;
      }
      end = i + 1;
    }
  }
  return end;
}

/**
 * The program an expansion's word may run (CommandSubject.mayRun): one whose command prints a
 * program's path (`$(which rm)`, `"$(command -v rm)"`, `$(type -P rm)`, `` `which rm` ``,
 * `$(readlink -f /bin/rm)`: rm), or the literal name it ends with, whatever the directory or
 * prefix before it is (`"$D/rm"`, `${X}rm`, `$D\rm.exe`: rm); undefined when neither.
 */
export function literalProgramTail(word: string): string | undefined {
  const printed = PRINTS_PROGRAM_PATH.exec(word)?.[1];
  if (printed !== undefined) return printed.slice(printed.search(/(?<![^\\/])[^\\/]*$/));
  const tail = expansionTail(word);
  const name = tail.slice(Math.max(tail.lastIndexOf('/'), tail.lastIndexOf('\\')) + 1);
  return /^[\w.+-]+$/.test(name) ? name : undefined;
}

/** A command substitution, the whole word, whose command prints the path of the program it names. */
const PRINTS_PROGRAM_PATH = /^"?(?:\$\(|`)\s*(?:which(?:\s+-\w+)*|command\s+-v|type\s+-[aPp]+|readlink(?:\s+-\w+)*|realpath(?:\s+-\w+)*)\s+["']?([\w./\\+-]+)["']?\s*(?:\)|`)"?$/;
