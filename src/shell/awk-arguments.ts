// awk: its operands are read, and its program may itself read, write and run: `print > FILE`
// and `>> FILE` write, `getline < FILE` reads, `system(CMD)`, `print | CMD` and `CMD | getline`
// run a command line. A literal string there is a path or a line of the analysis; anything else
// (a variable, a concatenation) is a problem, and so is a program from a file (-f) or a gawk
// extension (-l, @load, |& coprocesses). gawk's `/inet/tcp/LPORT/HOST/RPORT` files connect to HOST. The program is tokenized, not parsed: a `>` is a
// redirection only in a print or printf statement outside parentheses, as awk's grammar says.

import type { FileTouches } from './file-touches.js';
import { hostUrl } from './host-options.js';

export interface AwkEffects {
  readonly reads: string[];
  readonly writes: string[];
  readonly runs: string[];
  problem?: string;
  /** A string it may print: one that names no file or command (`print "x"`, not `print > "g"`). */
  ownText?: boolean;
}

type Token = { kind: 'string' | 'name' | 'op' | 'end' | 'other'; text: string; /** A string whose escapes were all understood. */ exact?: boolean };

const NUMBER: Token = { kind: 'other', text: '0' };
const END: Token = { kind: 'end', text: ';' };
const TWO_CHARACTER_OPERATORS: ReadonlyMap<string, Token> = new Map(['>>', '||', '&&', '|&', '>=', '<=', '==', '!=', '++', '--', '+=', '-=', '*=', '/=', '%=', '^=', '**']
  .map((o) => [o, { kind: 'op', text: o }]));
const ONE_CHARACTER_OPERATORS = new Map<string, Token>();
/** One token object per operator (a program is mostly operators and names). */
function operator(c: string): Token {
  let t = ONE_CHARACTER_OPERATORS.get(c);
  if (t !== undefined) return t;
  t = { kind: 'op', text: c };
  // (ASCII only: the table stays small whatever the programs are.)
  if (c.charCodeAt(0) < 128) ONE_CHARACTER_OPERATORS.set(c, t);
  return t;
}
const REGEX: Token = { kind: 'other', text: '/re/' };
const isNameStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** What awk's program must hold for it to read, write or run anything (a program without any is read no further). */
const EFFECT_MARKS = ['system', 'getline', '>', '|', '@', 'ARGV', 'ARGC'];
/** Keywords after which a `/` starts a regular expression (after another name it divides). */
const BEFORE_REGEX: ReadonlySet<string> = new Set(['print', 'printf', 'return', 'do', 'else', 'in', 'case']);
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '"': '"', '\\': '\\', '/': '/' };

/** awk's tokens, enough to find redirections: strings (unescaped), regex literals skipped, names, operators, statement ends. */
function tokens(src: string): Token[] | string {
  const out: Token[] = [];
  const n = src.length;
  let i = 0;
  /** A `/` starts a regex after these (not after an operand). */
  const regexMayFollow = () => {
    const last = out[out.length - 1];
    return last === undefined || last.kind === 'end' || (last.kind === 'op' && last.text !== ')' && last.text !== ']' && last.text !== '$')
      || (last.kind === 'name' && BEFORE_REGEX.has(last.text));
  };
  while (i < n) {
    const c = src[i]!;
    if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '\\' && src[i + 1] === '\n') i += 2;
    else if (c === '#') while (i < n && src[i] !== '\n') i++;
    else if (c === '\n' || c === ';' || c === '{' || c === '}') {
      out.push(END);
      i++;
    } else if (c === '"') {
      let text = '';
      let exact = true;
      i++;
      while (i < n && src[i] !== '"') {
        if (src[i] === '\\' && i + 1 < n) {
          const e = src[i + 1]!;
          const simple = SIMPLE_ESCAPES[e];
          // Octal (`\073`) and hexadecimal (`\x3b`) escapes name any character.
          const octal = /^[0-7]{1,3}/.exec(src.slice(i + 1, i + 4))?.[0];
          const hex = e === 'x' ? /^[0-9A-Fa-f]{1,2}/.exec(src.slice(i + 2, i + 4))?.[0] : undefined;
          if (simple !== undefined) {
            text += simple;
            i += 2;
          } else if (octal !== undefined) {
            text += String.fromCharCode(parseInt(octal, 8));
            i += 1 + octal.length;
          } else if (hex !== undefined) {
            text += String.fromCharCode(parseInt(hex, 16));
            i += 2 + hex.length;
          } else {
            // (awks differ on the rest: the string is not known exactly.)
            exact = false;
            text += e;
            i += 2;
          }
        } else text += src[i++];
      }
      if (i >= n) return 'an awk string is not terminated';
      i++;
      out.push({ kind: 'string', text, exact });
    } else if (c === '/' && regexMayFollow()) {
      i++;
      while (i < n && src[i] !== '/') {
        if (src[i] === '\\') i++;
        else if (src[i] === '\n') return 'an awk regular expression is not terminated';
        i++;
      }
      if (i >= n) return 'an awk regular expression is not terminated';
      i++;
      out.push(REGEX);
    } else if (isNameStart(src.charCodeAt(i))) {
      const start = i;
      while (i < n && (isNameStart(src.charCodeAt(i)) || isDigit(src.charCodeAt(i)))) i++;
      out.push({ kind: 'name', text: src.slice(start, i) });
    } else if (isDigit(src.charCodeAt(i)) || c === '.') {
      while (i < n && (isDigit(src.charCodeAt(i)) || src[i] === '.' || src[i] === 'e' || src[i] === 'E')) i++;
      out.push(NUMBER);
    } else {
      const two = src.slice(i, i + 2);
      const op = TWO_CHARACTER_OPERATORS.get(two) ?? operator(c);
      out.push(op);
      i += op.text.length;
    }
  }
  return out;
}

/** A program this long is read once for its last use (awkProgram). */
const LONG_PROGRAM = 256;
let lastLong: { readonly src: string; readonly fx: AwkEffects } | undefined;

/**
 * The effects of an awk program, a long one's kept: the line's files and its written files
 * (script-written-files.ts) each read awk's words, and `awk 'a>b;a>b;…'` was tokenized twice.
 * (Its callers only read the effects.)
 */
export function awkProgram(src: string): AwkEffects {
  if (src.length < LONG_PROGRAM) return readAwkProgram(src);
  if (lastLong?.src !== src) lastLong = { src, fx: readAwkProgram(src) };
  return lastLong.fx;
}

/** awkProgram without the memo (exported for test/awk-program-memo.property.test.ts). */
export function readAwkProgram(src: string): AwkEffects {
  const fx: AwkEffects = { reads: [], writes: [], runs: [] };
  if (!EFFECT_MARKS.some((m) => src.includes(m))) return src.includes('"') ? { ...fx, ownText: true } : fx;
  const toks = tokens(src);
  if (typeof toks === 'string') return { ...fx, problem: toks, ownText: true };
  // (A string after `>`, `>>`, `<` or `|`, or before `|`, names a file or command.)
  const named = (k: number): boolean => ['>', '>>', '<', '|'].includes(toks[k - 1]?.text ?? '') || toks[k + 1]?.text === '|';
  fx.ownText = toks.some((t, k) => t.kind === 'string' && !named(k));
  const note = (p: string) => (fx.problem ??= p);
  /** The target after a redirection at k: a lone string literal (up to the statement's end or a `)` closing the statement), else undefined. */
  const literalAt = (k: number): string | undefined => {
    const t = toks[k];
    const after = toks[k + 1];
    return t?.kind === 'string' && t.exact === true && (after === undefined || after.kind === 'end' || after.text === ')') ? t.text : undefined;
  };
  let inPrint = false;
  let depth = 0;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.kind === 'end') {
      inPrint = false;
      depth = 0;
      continue;
    }
    if (t.kind === 'name') {
      if (t.text === 'print' || t.text === 'printf') {
        inPrint = true;
        depth = 0;
      } else if (t.text === 'system') {
        const open = toks[k + 1];
        const arg = toks[k + 2];
        if (open?.text === '(' && arg?.kind === 'string' && arg.exact === true && toks[k + 3]?.text === ')') fx.runs.push(arg.text);
        else note('awk system() runs a command line that is not a literal string');
      } else if (t.text === 'getline') {
        // `getline < FILE`, `getline var < FILE`, `getline $1 < FILE`, `getline a[i] < FILE`: the
        // first `<` after it, outside parentheses it opens, before the statement ends.
        let depth2 = 0;
        for (let j = k + 1; j < toks.length && toks[j]!.kind !== 'end'; j++) {
          const x = toks[j]!.text;
          if (x === '(' || x === '[') depth2++;
          else if (x === ')' || x === ']') {
            if (depth2 === 0) break;
            depth2--;
          } else if (x === '<' && depth2 === 0) {
            const file = toks[j + 1];
            if (file?.kind === 'string' && file.exact === true) fx.reads.push(file.text);
            else note('awk getline reads a file that is not named by a literal string');
            break;
          }
        }
      } else if (t.text === 'ARGV' || t.text === 'ARGC') {
        note('awk may change the files it reads (ARGV, ARGC)');
      }
      continue;
    }
    if (t.kind !== 'op') continue;
    if (t.text === '(') depth++;
    else if (t.text === ')') depth = Math.max(0, depth - 1);
    else if (t.text === '|&') note('a gawk coprocess (|&) runs a command');
    else if (t.text === '@') note('a gawk directive (@include, @load) reads code this analysis does not see');
    else if (t.text === '|') {
      if (toks[k + 1]?.kind === 'name' && toks[k + 1]!.text === 'getline') {
        // `CMD | getline`: the command is what comes before, a literal string alone.
        const prev = toks[k - 1];
        const before = toks[k - 2];
        if (prev?.kind === 'string' && prev.exact === true && (before === undefined || before.kind === 'end' || before.text === '(' || before.text === '=' || before.kind === 'op')) fx.runs.push(prev.text);
        else note('awk runs a command line that is not a literal string (| getline)');
      } else if (inPrint && depth === 0) {
        const cmd = literalAt(k + 1);
        if (cmd !== undefined) fx.runs.push(cmd);
        else note('awk prints to a command line that is not a literal string');
      }
    } else if ((t.text === '>' || t.text === '>>') && inPrint && depth === 0) {
      const file = literalAt(k + 1);
      if (file !== undefined) fx.writes.push(file);
      else note('awk prints to a file that is not named by a literal string');
    }
  }
  return fx;
}

/** gawk's and mawk's one-letter options with an argument (`-F fs`, `-v a=b`, `-f file`, `-W opt`). */
const ARG_LETTERS = 'FvfWeiEl';
/** The letters a cluster is read by (ARG_LETTERS and `dopDL`); awkTouches skips the others. */
const CLUSTER_LETTER = /[FvfWeiEldopDL]/g;

/** The index of a cluster's first letter awkTouches acts on, after its `-`; its length for none (exported for test/awk-cluster-letter.property.test.ts). */
export function firstClusterLetter(w: string): number {
  CLUSTER_LETTER.lastIndex = 1;
  const m = CLUSTER_LETTER.exec(w);
  return m === null ? w.length : m.index;
}
/** gawk's long options (a unique prefix names one), those with an argument first. */
const LONG_WITH_VALUE = ['--assign', '--field-separator', '--file', '--exec', '--include', '--load', '--source'];
const LONG_OPTIONS = [...LONG_WITH_VALUE, '--dump-variables', '--profile', '--pretty-print', '--debug', '--characters-as-bytes', '--traditional',
  '--copyright', '--gen-pot', '--help', '--lint', '--bignum', '--use-lc-numeric', '--non-decimal-data', '--optimize', '--no-optimize', '--posix',
  '--re-interval', '--sandbox', '--version', '--csv', '--lint-old', '--persist', '--trace'];

function longOption(given: string): string | undefined {
  if (LONG_OPTIONS.includes(given)) return given;
  const found = LONG_OPTIONS.filter((n) => n.startsWith(given));
  return found.length === 1 ? found[0] : undefined;
}

/** gawk's special file `/inet[46]/tcp|udp/LPORT/HOST/RPORT`: a connection to HOST (HOST `0` listens). */
const AWK_SOCKET = /^\/inet[46]?\/(tcp|udp)\/[^/]*\/([^/]+)\/([^/]+)$/;

/** A file awk opens: a path, and for gawk's network special files the host it connects to. */
function awkFile(t: FileTouches, op: 'read' | 'edit', file: string, dynamic = false): void {
  t.add(op, file, dynamic, 'none', false);
  const socket = dynamic ? null : AWK_SOCKET.exec(file);
  if (socket !== null && socket[2] !== '0') t.url(hostUrl(socket[1]!, `${socket[2]!.includes(':') ? `[${socket[2]!}]` : socket[2]!}:${socket[3]!}`), false, true);
}

/** `own`: set where the program may print text of its own: a string, the environment's or its arguments' values, a variable the line assigns (`-v`, `x=…`). */
export function awkTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, own?: { ownText: boolean }): void {
  const programs: { text: string; dynamic: boolean }[] = [];
  let programFile = false;
  /** What an option with an argument does with it (a name: `-f`, `--file`). */
  const given = (name: string, value: string | undefined, valueDynamic: boolean) => {
    if (own !== undefined && (name === '-v' || name === '--assign')) own.ownText = true;
    if (name === '-f' || name === '--file' || name === '-E' || name === '--exec') {
      programFile = true;
      if (value !== undefined) t.read(value, valueDynamic);
    } else if (name === '-e' || name === '--source') {
      if (value !== undefined) programs.push({ text: value, dynamic: valueDynamic });
    } else if (name === '-i' || name === '--include' || name === '-l' || name === '--load' || name === '-W' || name === '-D' || name === '--debug') {
      t.problem(`awk ${name} loads code or sets how it runs (gawk -i, -l, -D; mawk -W)`);
    }
  };
  let i = 1;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem('an expansion may be an option of awk that names its program (-f, -e)');
      break;
    }
    if (w === '--') {
      i++;
      break;
    }
    if (w[0] !== '-' || w.length < 2) break;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = longOption(eq < 0 ? w : w.slice(0, eq));
      const attached = eq < 0 ? undefined : w.slice(eq + 1);
      if (name === undefined) t.problem(`unknown option ${w} of awk`);
      else if (LONG_WITH_VALUE.includes(name)) {
        const value = attached ?? words[++i];
        given(name, value, attached === undefined && (dynamic[i] ?? false));
      } else if (attached !== undefined && (name === '--dump-variables' || name === '--profile' || name === '--pretty-print')) t.edit(attached);
      else given(name, undefined, false);
      continue;
    }
    // A cluster: flags, then one letter that takes the rest (or the next word).
    // (The rest is cut only where a letter takes it: a 10,000-character cluster cut it at each letter.
    // The loop starts at the first letter it acts on, found by a regex: `-a -a …` tested each of
    // 10,000 characters against two strings, three readings a line, 0.15 ms; session 44.)
    for (let k = firstClusterLetter(w); k < w.length; k++) {
      const l = w[k]!;
      if (!ARG_LETTERS.includes(l) && !'dopDL'.includes(l)) continue;
      const rest = k + 1 < w.length ? w.slice(k + 1) : undefined;
      if (ARG_LETTERS.includes(l)) {
        const value = rest ?? words[++i];
        given(`-${l}`, value, rest === undefined && (dynamic[i] ?? false));
        break;
      }
      // gawk's -d, -o, -p write the file attached to them (variables, program, profile).
      if ('dop'.includes(l)) {
        if (rest !== undefined) t.edit(rest);
        break;
      }
      if (l === 'D' || l === 'L') {
        given(`-${l}`, undefined, false);
        break;
      }
    }
  }
  if (programs.length === 0 && !programFile && i < words.length) {
    programs.push({ text: words[i]!, dynamic: dynamic[i] ?? false });
    i++;
  }
  if (programFile) t.problem('awk runs a program from a file, which is not analyzed (it may write files or run commands)');
  for (const p of programs) {
    if (p.dynamic) {
      t.problem('an awk program comes from an expansion (it may write files or run commands)');
      continue;
    }
    const fx = awkProgram(p.text);
    if (own !== undefined && (fx.ownText === true || /ENVIRON|ARGV|FILENAME/.test(p.text))) own.ownText = true;
    for (const f of fx.reads) awkFile(t, 'read', f);
    for (const f of fx.writes) awkFile(t, 'edit', f);
    for (const r of fx.runs) t.run(r, false);
    if (fx.problem !== undefined) t.problem(fx.problem);
  }
  // The operands are files, but for assignments (`var=value`).
  for (; i < words.length; i++) {
    if (!dynamic[i] && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!)) {
      if (own !== undefined) own.ownText = true;
      continue;
    }
    awkFile(t, 'read', words[i]!, dynamic[i] ?? false);
  }
}
