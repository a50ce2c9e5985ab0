// Bash builtins whose operands are more than text (reference E.2, E.4):
//
// - a variable name with a subscript is evaluated as arithmetic, and arithmetic expands variable
//   values recursively: `printf -v 'a[$(cmd)]' x`, `read 'a[$(cmd)]'`, `test -v 'a[$(cmd)]'`,
//   `unset 'a[$(cmd)]'`, `declare -n r='a[$(cmd)]'` all run cmd, quoted or not;
// - some take code: `mapfile -C CALLBACK`, `compgen -C CMD` / `-F FUNC` / `-W '$(cmd)'` (the word
//   list is expanded), `enable -f LIB` (loads a shared object), `fc` (re-runs history lines);
// - some change what a later name runs: `hash -p PATH NAME`, `alias NAME=VALUE` (expanded by sh,
//   by bash in POSIX mode, and with `shopt -s expand_aliases`).
//
// Each is a problem: the line can never be allowed, and asks unless a deny rule decides it.
// (`BASH_CMDS` and `BASH_ALIASES` assignments are program variables: command-variables.ts.)

import { assignedWords } from './command-variables.js';
import type { FileTouches } from './file-touches.js';

/** The builtins builtinProblem reads (a Set: most commands are none of them). */
export const BUILTINS_WITH_CODE: ReadonlySet<string> = new Set(['mapfile', 'readarray', 'compgen', 'enable', 'fc', 'hash', 'alias', 'unset', 'test', '[',
  'wait', 'declare', 'typeset', 'local', 'export', 'readonly', 'printf', 'read', 'getopts']);

/** A subscript bash does not evaluate: a number, `@` or `*`. */
const EVALUATED_SUBSCRIPT = /\[(?!\s*(?:\d+|@|\*)\s*\])/;

/** Names each builtin takes, by option or position, beyond those it assigns (assignedWords). */
function otherNames(name: string, words: readonly string[]): string[] {
  const out: string[] = [];
  switch (name) {
    case 'unset':
      for (let k = 1; k < words.length; k++) if (!words[k]!.startsWith('-')) out.push(words[k]!);
      return out;
    case 'test': case '[':
      for (let k = 1; k < words.length; k++) if (words[k] === '-v') out.push(words[k + 1] ?? '');
      return out;
    default:
      return out;
  }
}

/**
 * Whether a word where the builtin takes a variable name is an expansion (`printf -v "$x"`,
 * `unset "$x"`, `test -v "$x"`, `declare -n r="$x"`): its value may be `a[$(cmd)]`.
 */
function namesFromExpansion(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean {
  for (let k = 1; k < words.length; k++) {
    // (A glob, `unset a[0]`, is dynamic too, but it matches only file names: no expansion.)
    if (!dynamic[k] || !/[$`]/.test(words[k]!)) continue;
    const w = words[k]!;
    const before = words[k - 1] ?? '';
    switch (name) {
      case 'printf': if (before === '-v' || /^-v./.test(w)) return true; break;
      case 'test': case '[': case 'wait': if (before === '-v' || before === '-p') return true; break;
      case 'unset': return true;
      case 'getopts': if (k === 2) return true; break;
      case 'mapfile': case 'readarray': if (!/^-[a-zA-Z]*[dnOsuCc]$/.test(before)) return true; break;
      // (read's options with a value: a prompt, a delimiter, a count, a timeout, a descriptor.)
      case 'read': if (!/^-[a-zA-Z]*[dinNptu]$/.test(before) || before === '-a') return true; break;
      case 'declare': case 'typeset': case 'local': case 'export': case 'readonly':
        if (words.some((o, j) => j > 0 && !dynamic[j] && /^-[a-zA-Z]*n/.test(o))) return true;
        break;
    }
  }
  return false;
}

/** Why a builtin's operands may run a command or change what one runs; undefined when they cannot. */
export function builtinProblem(name: string, words: readonly string[], dynamic: readonly boolean[]): string | undefined {
  switch (name) {
    case 'mapfile': case 'readarray':
      if (words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*C/.test(w))) return `${name} -C runs a callback command`;
      break;
    case 'compgen':
      if (words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*[CF]/.test(w))) return 'compgen -C / -F runs a command or function';
      for (let k = 1; k < words.length; k++) {
        // (`-W LIST`, `-WLIST`, `-vWLIST`: the list is the rest of the cluster or the next word.)
        const m = /^-[a-zA-Z]*W(.*)$/s.exec(words[k]!);
        if (m === null) continue;
        const list = m[1] !== '' ? m[1]! : words[k + 1] ?? '';
        if ((m[1] !== '' ? dynamic[k] : dynamic[k + 1]) || /[$`]/.test(list)) return 'compgen -W expands its word list, which can run commands';
      }
      break;
    case 'enable':
      if (words.some((w, k) => k > 0 && (dynamic[k] || /^-[a-zA-Z]*f/.test(w)))) return 'enable -f loads a shared object as a builtin: code of its own';
      break;
    case 'fc':
      return 'fc edits and re-runs lines from the history';
    case 'hash':
      if (words.some((w, k) => k > 0 && (dynamic[k] || /^-[a-zA-Z]*p/.test(w)))) return 'hash -p makes a name run another program';
      break;
    case 'alias':
      if (words.some((w, k) => k > 0 && (dynamic[k] || w.includes('=')))) return 'alias defines a name that later commands may run as another command';
      break;
  }
  if (namesFromExpansion(name, words, dynamic)) return `${name} is given a variable name from an expansion, whose subscript bash evaluates as arithmetic`;
  const names = [...assignedWords(name, words), ...otherNames(name, words)];
  for (const n of names) {
    if (EVALUATED_SUBSCRIPT.test(n)) return `${name} evaluates the subscript of ${JSON.stringify(n)} as arithmetic, which can run commands named in variable values`;
  }
  if (name === 'declare' || name === 'typeset' || name === 'local' || name === 'export' || name === 'readonly') {
    for (let k = 1; k < words.length; k++) {
      const w = words[k]!;
      const eq = w.indexOf('=');
      // An expansion in the name, or a compound value's subscripts (`a=([k]=v)`): evaluated.
      if (dynamic[k] && /[$`]/.test(eq < 0 ? w : w.slice(0, eq))) return `${name} takes a variable name from an expansion`;
      if (eq > 0 && w[eq + 1] === '(' && EVALUATED_SUBSCRIPT.test(w.slice(eq + 1))) return `${name} evaluates the subscripts of an array value as arithmetic, which can run commands`;
    }
  }
  return undefined;
}

/** `history -r FILE` reads the file into the history (printed by `history`); `-w`/`-a FILE` write it. */
export function historyTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let op: 'read' | 'edit' | undefined;
  let file: { word: string; dynamic: boolean } | undefined;
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k]) {
      t.read(w, true);
      t.edit(w, true);
      return;
    }
    if (/^-[a-z]*[rn]/.test(w)) op = 'read';
    else if (/^-[a-z]*[wa]/.test(w)) op = 'edit';
    else if (!w.startsWith('-') && op !== undefined) file = { word: w, dynamic: false };
  }
  if (op === undefined) return;
  // (Without a file: $HISTFILE, ~/.bash_history unless the line sets it.)
  t.add(op, file?.word ?? '~/.bash_history', false, 'none', false);
}
