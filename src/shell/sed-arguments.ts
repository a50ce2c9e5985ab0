// sed (GNU): its operands are read (edited with -i), and its script may itself read, write and
// run: `r FILE` and `R FILE` read, `w FILE` and `W FILE` write (so does the `w FILE` flag of `s`),
// `e COMMAND` runs a command, and `e` alone or the `e` flag of `s` runs the pattern space as one
// (unknown). The script is the first operand unless `-e`/`--expression` gives it; `-f FILE` reads
// a script this analysis does not see (a problem: it may do any of these).

import type { FileTouches } from './file-touches.js';
import { inPlaceBackup } from './sibling-files.js';
import { mayBeOption } from './words.js';

/** What a sed script does besides editing its input. */
export interface SedEffects {
  readonly reads: string[];
  readonly writes: string[];
  readonly runs: string[];
  problem?: string;
  /** It prints text of its own: a/i/c's, y's, a replacement holding more than `&` and `\N` (what it prints is computed, piped-text.ts). */
  ownText?: true;
  /** Its commands (not braces or comments), and each s command's replacement and flags as written: sedOwnPiece. */
  commands?: number;
  substitutions?: { readonly replacement: string; readonly flags: string }[];
}

/** Commands that take no argument, or only a number or label to the end of the command. */
const SIMPLE = new Set([...'=dDgGhHlLnNpPqQxzF']);

/** The effects of one script (GNU sed's grammar, read as its parser does: addresses, commands, their arguments). */
export function sedScript(script: string): SedEffects {
  // (Only r, R, w, W and e read, write or run: a script without them is read only for text of its
  // own, by a, i, c, y or s; one we misread may print any, but is no problem of ours.)
  if (/[rRwWe]/.test(script)) return readScript(script);
  if (!/[aicys]/.test(script)) return { reads: [], writes: [], runs: [] };
  const read = readScript(script);
  return { reads: [], writes: [], runs: [], ...(read.problem !== undefined || read.ownText === true ? { ownText: true as const } : {}) };
}

function readScript(script: string): SedEffects {
  const fx: SedEffects = { reads: [], writes: [], runs: [] };
  const n = script.length;
  let i = 0;
  /** The rest of the line (a filename or command: GNU reads to the newline). */
  const restOfLine = (): string => {
    while (i < n && (script[i] === ' ' || script[i] === '\t')) i++;
    const end = script.indexOf('\n', i);
    const text = script.slice(i, end < 0 ? n : end);
    i = end < 0 ? n : end;
    return text;
  };
  /** The rest of the line, continued past a newline escaped by an odd number of backslashes (a/i/c text, e's command). */
  const continuedLine = (): string => {
    while (i < n && (script[i] === ' ' || script[i] === '\t')) i++;
    const from = i;
    for (;;) {
      const end = script.indexOf('\n', i);
      if (end < 0) {
        i = n;
        break;
      }
      let slashes = 0;
      while (end - 1 - slashes >= from && script[end - 1 - slashes] === '\\') slashes++;
      i = end + 1;
      if (slashes % 2 === 0) {
        i = end;
        break;
      }
    }
    return script.slice(from, i);
  };
  /** Skips a delimited part (a regex or replacement), escapes included; false if unterminated. */
  const delimited = (d: string, regex = false): boolean => {
    while (i < n && script[i] !== d) {
      if (script[i] === '\\') i++;
      else if (script[i] === '\n' && d !== '\n') return false;
      else if (regex && script[i] === '[' && !bracket()) return false;
      i++;
    }
    if (i >= n) return false;
    i++;
    return true;
  };
  /**
   * A bracket expression in a regex, from its `[` to its `]` (left at i): the delimiter is a
   * character there (`s/[/]/x/`), `]` first is one, and `[:class:]` is read whole.
   */
  const bracket = (): boolean => {
    i++;
    if (script[i] === '^') i++;
    if (script[i] === ']') i++;
    while (i < n && script[i] !== ']') {
      const c = script[i]!;
      if (c === '\n') return false;
      if (c === '[' && (script[i + 1] === ':' || script[i + 1] === '.' || script[i + 1] === '=')) {
        const close = script.indexOf(`${script[i + 1]}]`, i + 2);
        if (close < 0) return false;
        i = close + 2;
      } else i++;
    }
    return i < n;
  };
  const address = (): boolean => {
    const c = script[i];
    if (c === '/' || c === '\\') {
      if (c === '\\') i++;
      const d = script[i++] ?? '';
      if (!delimited(d, true)) return false;
      while (i < n && (script[i] === 'I' || script[i] === 'M')) i++;
    } else if (c === '$') i++;
    else while (i < n && ((script.charCodeAt(i) >= 48 && script.charCodeAt(i) <= 57) || script[i] === '~' || script[i] === '+')) i++;
    return true;
  };
  while (i < n) {
    const c0 = script[i]!;
    if (c0 === ' ' || c0 === '\t' || c0 === '\n' || c0 === ';') {
      i++;
      continue;
    }
    if (!address()) return { ...fx, problem: 'a sed address is not terminated' };
    while (i < n && script[i] === ' ') i++;
    if (script[i] === ',') {
      i++;
      while (i < n && script[i] === ' ') i++;
      if (!address()) return { ...fx, problem: 'a sed address is not terminated' };
    }
    while (i < n && (script[i] === ' ' || script[i] === '!')) i++;
    const cmd = script[i++];
    if (cmd === undefined) break;
    if (cmd === '{' || cmd === '}') continue;
    if (cmd !== '#') fx.commands = (fx.commands ?? 0) + 1;
    if (cmd === '#') {
      // A comment ends at the newline (a backslash before it continues nothing).
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    if (cmd === 'a' || cmd === 'i' || cmd === 'c') {
      if (continuedLine() !== '') fx.ownText = true;
      continue;
    }
    if (cmd === 'r' || cmd === 'R') fx.reads.push(restOfLine());
    else if (cmd === 'w' || cmd === 'W') fx.writes.push(restOfLine());
    else if (cmd === 'e') {
      // (Its command may go on past an escaped newline, as the shell reads it.)
      const command = continuedLine();
      if (command === '') fx.problem ??= 'sed e runs its pattern space as a command';
      else fx.runs.push(command);
    } else if (cmd === 's' || cmd === 'y') {
      const d = script[i++] ?? '';
      if (d === '\\' || d === '\n' || !delimited(d, cmd === 's')) return { ...fx, problem: `a sed ${cmd} command is not terminated` };
      const replacement = i;
      if (!delimited(d)) return { ...fx, problem: `a sed ${cmd} command is not terminated` };
      // (`s/x/&&/`, `s/\(a\)b/\1/` print only what they read.)
      if (cmd === 'y' || !/^(?:&|\\[0-9])*$/.test(script.slice(replacement, i - 1))) fx.ownText = true;
      if (cmd === 'y') continue;
      const text = script.slice(replacement, i - 1);
      const flagsFrom = i;
      // Flags: g, p, i, I, m, M, a number, e, and `w FILE` last.
      while (i < n && 'gpiImM0123456789e'.includes(script[i]!)) {
        if (script[i] === 'e') fx.problem ??= 'the e flag of sed s runs its result as a command';
        i++;
      }
      (fx.substitutions ??= []).push({ replacement: text, flags: script.slice(flagsFrom, i) + (script[i] === 'w' ? 'w' : '') });
      if (script[i] === 'w') {
        i++;
        fx.writes.push(restOfLine());
      } else if (i < n && !' \t\n;}#'.includes(script[i]!)) {
        // (sed refuses the script; a misreading of ours would read the rest as commands.)
        return { ...fx, problem: `unexpected ${JSON.stringify(script[i])} after a sed ${cmd} command` };
      }
    } else if (cmd === ':' || cmd === 'b' || cmd === 't' || cmd === 'T' || cmd === 'v') {
      // A label (GNU's read_label): to a blank, `;` or newline; a command may follow it.
      while (i < n && (script[i] === ' ' || script[i] === '\t')) i++;
      while (i < n && script[i] !== ';' && script[i] !== '\n' && script[i] !== ' ' && script[i] !== '\t') i++;
    } else if (SIMPLE.has(cmd)) {
      while (i < n && script[i] !== ';' && script[i] !== '\n' && script[i] !== '}') i++;
    } else return { ...fx, problem: `unknown sed command ${cmd}` };
  }
  return fx;
}

/**
 * The one text a script prints of its own where it is a single s command, without g, whose
 * replacement is plain text (no `\`, no `&`): each line it prints holds that text at most once,
 * beside text of its input (`sed 's/a/b/' f` prints f with a line's first a made b). Undefined for
 * any other script: more commands or g may join copies of their texts (`s/a/r/; s/b/m/` makes `rm`
 * of `ab`), escapes and case changes make text not written (`\x2f`, `\U`).
 */
export function sedOwnPiece(script: string): string | undefined {
  if (!script.includes('s')) return undefined;
  const fx = readScript(script);
  if (fx.problem !== undefined || fx.reads.length > 0 || fx.writes.length > 0 || fx.runs.length > 0 || fx.commands !== 1) return undefined;
  const only = fx.substitutions?.length === 1 ? fx.substitutions[0]! : undefined;
  if (only === undefined || /[\\&\n]/.test(only.replacement) || !/^[piImM1-9]*$/.test(only.flags)) return undefined;
  return only.replacement;
}

const LONG = ['--expression', '--file', '--in-place', '--line-length', '--quiet', '--silent', '--regexp-extended', '--separate', '--unbuffered',
  '--null-data', '--zero-terminated', '--posix', '--debug', '--sandbox', '--follow-symlinks', '--help', '--version', '--binary'];

/** getopt_long's reading of `--name`: itself, or the one name it abbreviates. */
function longName(given: string): string | undefined {
  if (LONG.includes(given)) return given;
  const found = LONG.filter((n) => n.startsWith(given));
  return found.length === 1 ? found[0] : undefined;
}

/** `own`: set where the script prints text of its own (SedEffects.ownText), with that text where it is one script's one piece (sedOwnPiece). */
export function sedTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, own?: { ownText: boolean; piece?: string }): void {
  const scripts: { text: string; dynamic: boolean }[] = [];
  const operands: { word: string; dynamic: boolean }[] = [];
  let inPlace = false;
  /** `-iSUFFIX`, `--in-place=SUFFIX`: the backup's name (the last one given counts; each is a part). */
  const suffixes: string[] = [];
  let scriptFile = false;
  let ended = false;
  /** `--debug` prints the script itself, its regexes too; `-z` ends lines with NULs, which a reader may drop (sedOwnPiece's lines). */
  let noOwnPiece = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const dyn = dynamic[i] ?? false;
    if (dyn && !ended && mayBeOption(w)) {
      // (An expansion may be an option: `--expression=w FILE`, `-i`. A glob or expansion after a
      // literal start that is no `-`, as `docs/*.md`, is an operand.)
      t.problem('an expansion may be an option of sed that runs a command or writes a file (-e, -i)');
      t.edit(w, true);
    }
    if (ended || dyn || w === '-' || !w.startsWith('-')) {
      operands.push({ word: w, dynamic: dyn });
      continue;
    }
    if (w === '--') {
      ended = true;
      continue;
    }
    const script = (text: string | undefined, textDynamic: boolean) => {
      if (text !== undefined) scripts.push({ text, dynamic: textDynamic });
    };
    const file = (name: string | undefined, nameDynamic: boolean) => {
      scriptFile = true;
      if (name !== undefined) t.read(name, nameDynamic);
    };
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = longName(eq < 0 ? w : w.slice(0, eq));
      const value = eq < 0 ? undefined : w.slice(eq + 1);
      if (name === undefined) t.problem(`unknown option ${w} of sed`);
      else if (name === '--expression' || name === '--file' || name === '--line-length') {
        const v = value ?? words[++i];
        const vDynamic = value === undefined && (dynamic[i] ?? false);
        if (name === '--expression') script(v, vDynamic);
        else if (name === '--file') file(v, vDynamic);
      } else if (name === '--debug' || name === '--null-data' || name === '--zero-terminated') noOwnPiece = true;
      else if (name === '--in-place') {
        inPlace = true;
        if (value !== undefined) suffixes.push(value);
      }
      continue;
    }
    for (let k = 1; k < w.length; k++) {
      const l = w[k]!;
      if (l === 'i') {
        inPlace = true;
        suffixes.push(w.slice(k + 1));
        break;
      }
      if (l === 'e' || l === 'f' || l === 'l') {
        const attached = k + 1 < w.length ? w.slice(k + 1) : undefined;
        const v = attached ?? words[++i];
        const vDynamic = attached === undefined && (dynamic[i] ?? false);
        if (l === 'e') script(v, vDynamic);
        else if (l === 'f') file(v, vDynamic);
        break;
      }
      if (l === 'z') noOwnPiece = true;
      if (!'nErsuz'.includes(l)) {
        t.problem(`unknown option -${l} of sed`);
        break;
      }
    }
  }
  // Without -e or -f, the first operand is the script.
  if (scripts.length === 0 && !scriptFile && operands.length > 0) {
    const first = operands.shift()!;
    scripts.push({ text: first.word, dynamic: first.dynamic });
  }
  if (scriptFile) t.problem('sed runs a script from a file, which is not analyzed (it may write files or run commands)');
  if (scripts.some((s) => s.dynamic)) t.problem('a sed script comes from an expansion (it may write files or run commands)');
  // GNU joins the -e scripts with newlines, and reads them as one.
  const known = scripts.filter((s) => !s.dynamic);
  if (known.length > 0) {
    const fx = sedScript(known.map((s) => s.text).join('\n'));
    for (const f of fx.reads) t.read(f);
    for (const f of fx.writes) t.edit(f);
    for (const r of fx.runs) t.run(r, false);
    if (fx.problem !== undefined) t.problem(fx.problem);
    if (own !== undefined && fx.ownText === true) {
      own.ownText = true;
      const piece = scripts.length === 1 && !scriptFile && !noOwnPiece ? sedOwnPiece(known[0]!.text) : undefined;
      if (piece !== undefined) own.piece = piece;
    }
  }
  for (const o of operands) {
    (inPlace ? t.edit : t.read).call(t, o.word, o.dynamic);
    for (const suffix of suffixes) inPlaceBackup(t, o.word, o.dynamic, suffix);
  }
}
