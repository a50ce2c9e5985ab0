// Code given to an interpreter on its command line (`python3 -c CODE`, `node -e CODE`, `perl -e
// CODE`, `ruby -e CODE`, `php -r CODE`; reference E.3, copilot-cli#2309: deletions through
// `shutil.rmtree`). The interpreter's allow rule covers its code, as it covers a script file,
// except for what the code plainly runs: the string literals given to the calls that run a
// command line or a program (`os.system("rm x")`, `subprocess.run(["rm", "x"])`,
// `execSync("rm x")`, `system "rm x"`, backticks) become lines, which must be allowed as well (as
// in `bash -c`), and those given to the calls that open, write or remove a file
// (`open("/etc/shadow")`, `shutil.rmtree("x")`, `fs.rmSync("x")`) become Read and Edit parts for
// deny and ask rules. Such a call given
// anything but literals is a problem (the line never allows). Code that reaches these another
// way (an alias, getattr, eval) is not seen: a best effort for deny rules, never an allow.

import { quoted } from './tmux-arguments.js';
import type { FileTouches } from './file-touches.js';
import { urlsIn } from './package-hosts.js';

export type Language = 'python' | 'node' | 'perl' | 'ruby' | 'php';

type Effect = 'line' | 'argv' | 'read' | 'edit' | 'move' | 'open';

/** Calls by their full name as written (python: module.function, as imported plainly). */
const CALLS: Readonly<Record<Language, ReadonlyMap<string, Effect>>> = {
  python: new Map<string, Effect>([
    ['os.system', 'line'], ['os.popen', 'line'], ['subprocess.getoutput', 'line'], ['subprocess.getstatusoutput', 'line'],
    ['subprocess.run', 'argv'], ['subprocess.call', 'argv'], ['subprocess.check_call', 'argv'], ['subprocess.check_output', 'argv'],
    ['subprocess.Popen', 'argv'], ['os.execv', 'argv'], ['os.execvp', 'argv'], ['os.spawnlp', 'argv'],
    ['open', 'open'], ['io.open', 'open'], ['shutil.rmtree', 'edit'], ['os.remove', 'edit'], ['os.unlink', 'edit'], ['os.rmdir', 'edit'],
    ['os.rename', 'move'], ['os.replace', 'move'], ['shutil.move', 'move'], ['shutil.copy', 'read'], ['shutil.copyfile', 'read'],
    ['shutil.copy2', 'read'], ['shutil.copytree', 'read'], ['os.chmod', 'edit'], ['os.truncate', 'edit'],
    ['pty.spawn', 'argv'], ['os.posix_spawn', 'argv'], ['os.posix_spawnp', 'argv'], ['os.execl', 'argv'], ['os.execlp', 'argv'],
    ['os.execle', 'argv'], ['os.execlpe', 'argv'], ['os.execve', 'argv'], ['os.execvpe', 'argv'], ['os.spawnl', 'argv'], ['os.spawnle', 'argv'],
    ['os.spawnlpe', 'argv'], ['os.spawnv', 'argv'], ['os.spawnve', 'argv'], ['os.spawnvp', 'argv'], ['os.spawnvpe', 'argv'],
    ['asyncio.create_subprocess_shell', 'line'], ['asyncio.create_subprocess_exec', 'argv'], ['commands.getoutput', 'line'],
    // (A Path's methods read, write and remove it: an Edit part, which a Read deny also sees.)
    ['pathlib.Path', 'edit'], ['Path', 'edit'], ['pathlib.PurePath', 'edit'], ['os.open', 'edit'], ['os.mkfifo', 'edit'], ['os.symlink', 'move'],
    ['os.link', 'move'], ['shutil.copyfileobj', 'read'],
  ]),
  node: new Map<string, Effect>([
    ['execSync', 'line'], ['exec', 'line'], ['spawnSync', 'argv'], ['spawn', 'argv'], ['execFileSync', 'argv'], ['execFile', 'argv'],
    ['readFileSync', 'read'], ['readFile', 'read'], ['createReadStream', 'read'], ['writeFileSync', 'edit'], ['writeFile', 'edit'],
    ['appendFileSync', 'edit'], ['appendFile', 'edit'], ['createWriteStream', 'edit'], ['rmSync', 'edit'], ['rm', 'edit'], ['unlinkSync', 'edit'],
    ['unlink', 'edit'], ['rmdirSync', 'edit'], ['rmdir', 'edit'], ['renameSync', 'move'], ['rename', 'move'], ['chmodSync', 'edit'],
    ['truncateSync', 'edit'], ['copyFileSync', 'read'], ['cpSync', 'read'],
  ]),
  // (perl's open takes a filehandle first: never a literal, so a problem, read or written.)
  perl: new Map<string, Effect>([['system', 'argv'], ['exec', 'argv'], ['readpipe', 'line'], ['unlink', 'edit'], ['rmdir', 'edit'], ['open', 'open'],
    ['sysopen', 'open']]),
  ruby: new Map<string, Effect>([
    ['system', 'argv'], ['exec', 'argv'], ['spawn', 'argv'], ['IO.popen', 'line'], ['Open3.capture2', 'argv'], ['Open3.capture3', 'argv'],
    ['File.read', 'read'], ['File.readlines', 'read'], ['File.write', 'edit'], ['File.delete', 'edit'], ['FileUtils.rm_rf', 'edit'],
    ['FileUtils.rm', 'edit'], ['FileUtils.rm_r', 'edit'], ['File.open', 'open'],
  ]),
  php: new Map<string, Effect>([
    ['system', 'line'], ['exec', 'line'], ['shell_exec', 'line'], ['passthru', 'line'], ['popen', 'line'], ['proc_open', 'line'],
    ['file_get_contents', 'read'], ['file_put_contents', 'edit'], ['unlink', 'edit'], ['rmdir', 'edit'], ['fopen', 'open'],
    ['pcntl_exec', 'argv'], ['readfile', 'read'], ['file', 'read'], ['copy', 'read'], ['rename', 'move'],
  ]),
};

/** Languages whose double-quoted strings interpolate (`"$x"`, `"#{x}"`): such a string is not a literal. */
const INTERPOLATES: Readonly<Record<Language, RegExp | undefined>> = {
  python: undefined, node: undefined, perl: /[$@]/, ruby: /#\{/, php: /\$/,
};

/** A dotted name, and an argument word (read where they start: sticky). */
const NAME = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/y;
const WORD = /[A-Za-z_$][A-Za-z0-9_$.]*/y;

/** Calls read per code word (a work bound; more is a problem). */
const MAX_CALLS = 8;

interface Literal { readonly text: string; readonly end: number }

/** A string literal at `i` (quote at code[i]), or undefined when it interpolates or is not closed. */
function literal(code: string, i: number, lang: Language, prefix: string): Literal | undefined | 'dynamic' {
  const q = code.charCodeAt(i);
  if (prefix !== '' && lang === 'python' && /[fF]/.test(prefix)) return 'dynamic';
  const raw = prefix !== '' && lang === 'python' && /[rR]/.test(prefix);
  // (Runs without an escape are sliced, not built a character at a time.)
  let text = '';
  let from = i + 1;
  for (let k = i + 1; k < code.length; k++) {
    const c = code.charCodeAt(k);
    if (c === q) {
      text += code.slice(from, k);
      const interpolates = q === 96 ? lang === 'node' && text.includes('${') : q === 34 && INTERPOLATES[lang]?.test(text) === true;
      return interpolates ? 'dynamic' : { text, end: k + 1 };
    }
    if (c === 92 && !raw && k + 1 < code.length) {
      text += code.slice(from, k);
      const n = code[++k]!;
      text += n === 'n' ? '\n' : n === 't' ? '\t' : n;
      from = k + 1;
    }
  }
  return undefined;
}

/** The arguments of a call whose `(` is at `open`: its string literals, or 'dynamic' when some argument is not one. */
function callArguments(code: string, open: number, lang: Language): { args: string[]; end: number } | 'dynamic' {
  const args: string[] = [];
  let depth = 0;
  for (let k = open; k < code.length; k++) {
    const c = code[k]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (--depth === 0) return { args, end: k + 1 };
    } else if (c === '"' || c === "'" || c === '`') {
      const l = literal(code, k, lang, '');
      if (l === undefined || l === 'dynamic') return 'dynamic';
      args.push(l.text);
      k = l.end - 1;
    } else if (/[A-Za-z_$]/.test(c)) {
      // A name: a keyword argument's name (`shell=True`, `mode="w"`, `check=True`) or a value.
      WORD.lastIndex = k;
      const m = WORD.exec(code)![0];
      let a = k + m.length;
      while (code[a] === ' ') a++;
      // (`name=value` in python, `name: value` in a JavaScript object or a ruby hash.)
      const keyword = (code[a] === '=' && code[a + 1] !== '=') || code[a] === ':';
      if (!keyword && !/^(?:True|False|None|true|false|null|undefined)$/.test(m)) return 'dynamic';
      k += m.length - 1;
    }
  }
  return 'dynamic';
}

/** Whether a node call by this name is the child_process or fs function (the module is named in the code). */
function nodeModuleNamed(code: string, effect: Effect): boolean {
  return effect === 'line' || effect === 'argv' ? code.includes('child_process') : /\bfs\b|node:fs|fs\/promises/.test(code);
}

/** Reads one code word: lines and paths into `t`. */
export function inlineCodeTouches(lang: Language, code: string, t: FileTouches): void {
  const calls = CALLS[lang];
  // A URL written in the code is a host it may reach (`urlopen("https://h")`, `fetch("https://h")`).
  if (code.includes(':')) urlsIn(code, t);
  let seen = 0;
  for (let k = 0; k < code.length; k++) {
    const c = code[k]!;
    if (c === '"' || c === "'" || (c === '`' && lang === 'node')) {
      // (Names inside a string are not calls.)
      const l = literal(code, k, lang, '');
      if (l === undefined) return;
      k = l === 'dynamic' ? skipString(code, k) : l.end - 1;
      continue;
    }
    if (c === '`') {
      // Backticks run a line in perl, ruby and php.
      const l = literal(code, k, lang, '');
      if (l === undefined || l === 'dynamic' || /[$@]|#\{/.test(l.text)) {
        t.problem('a backtick command in the code given to the interpreter is not a literal');
        return;
      }
      if (++seen > MAX_CALLS) {
        t.problem(`the code given to the interpreter runs more than ${MAX_CALLS} commands or touches more than that many files: the rest are not read`);
        return;
      }
      t.run(l.text, false);
      k = l.end - 1;
      continue;
    }
    const cc = code.charCodeAt(k);
    if (!((cc >= 65 && cc <= 90) || (cc >= 97 && cc <= 122) || cc === 95)) continue;
    NAME.lastIndex = k;
    const full = NAME.exec(code)![0];
    const prefix = full;
    const next = k + full.length;
    k = next - 1;
    // A python string prefix (`f"…"`, `r'…'`): the string is read with it.
    if (lang === 'python' && /^[rRbBuUfF]{1,2}$/.test(prefix) && (code[next] === '"' || code[next] === "'")) {
      const l = literal(code, next, lang, prefix);
      if (l === undefined) return;
      k = l === 'dynamic' ? skipString(code, next) : l.end - 1;
      continue;
    }
    // perl's `qx{CMD}` (any delimiter) and ruby's `%x(CMD)` run a line, as backticks do.
    // (perl allows blanks before the delimiter, `qx (CMD)`, but then not `#`.)
    let quoteLike = lang === 'perl' && full === 'qx' ? next : lang === 'ruby' && full === 'x' && code[k - full.length] === '%' ? next : -1;
    if (lang === 'perl' && quoteLike >= 0) while (quoteLike < code.length && /\s/.test(code[quoteLike]!)) quoteLike++;
    if (quoteLike >= 0 && quoteLike < code.length && /[^\w\s]/.test(code[quoteLike]!) && !(quoteLike > next && code[quoteLike] === '#')) {
      const end = closingDelimiter(code, quoteLike);
      const line = code.slice(quoteLike + 1, end);
      if (/[$@]|#\{/.test(line) || end >= code.length) t.problem(`a ${lang === 'perl' ? 'qx' : '%x'} command in the code given to the interpreter is not a literal`);
      else t.run(line, false);
      k = end;
      continue;
    }
    const last = full.slice(full.lastIndexOf('.') + 1);
    const effect = lang === 'node' ? calls.get(last) : calls.get(full);
    if (effect === undefined || (lang === 'node' && !nodeModuleNamed(code, effect))) continue;
    let at = next;
    while (code[at] === ' ') at++;
    // perl and ruby call without parentheses (`system "rm x"`); perl's `open FH, …` is not read.
    let args: { args: string[]; end: number } | 'dynamic';
    if (code[at] === '(') args = callArguments(code, at, lang);
    else if ((lang === 'perl' || lang === 'ruby') && (code[at] === '"' || code[at] === "'")) {
      const l = literal(code, at, lang, '');
      args = l === undefined || l === 'dynamic' ? 'dynamic' : { args: [l.text], end: l.end };
    } else if (lang === 'perl' && effect === 'open') args = 'dynamic';
    else continue;
    if (++seen > MAX_CALLS) {
      t.problem(`the code given to the interpreter makes more than ${MAX_CALLS} calls that run commands or touch files: the rest are not read`);
      return;
    }
    if (args === 'dynamic' || args.args.length === 0) {
      t.problem(`${full}() in the code given to the interpreter is given something other than literals, which may name any command or file`);
      continue;
    }
    apply(effect, args.args, t);
    k = args.end - 1;
  }
}

/** The index of the delimiter closing the one at `i` (`{` by `}`, `/` by `/`), or the code's length. */
function closingDelimiter(code: string, i: number): number {
  const open = code[i]!;
  const close = ({ '(': ')', '[': ']', '{': '}', '<': '>' } as Record<string, string>)[open] ?? open;
  let depth = 0;
  for (let k = i + 1; k < code.length; k++) {
    if (code[k] === '\\') k++;
    else if (code[k] === close && depth === 0) return k;
    else if (close !== open && code[k] === open) depth++;
    else if (close !== open && code[k] === close) depth--;
  }
  return code.length;
}

/** The index of the closing quote of the string at `i` (or the end of the code). */
function skipString(code: string, i: number): number {
  const q = code[i]!;
  for (let k = i + 1; k < code.length; k++) {
    if (code[k] === '\\') k++;
    else if (code[k] === q) return k;
  }
  return code.length;
}

function apply(effect: Effect, args: readonly string[], t: FileTouches): void {
  switch (effect) {
    case 'line':
      t.run(args[0]!, false);
      return;
    case 'argv':
      // One string is a line (`shell=True`, perl's one-argument system); several are the words.
      t.run(args.length === 1 ? args[0]! : args.map(quoted).join(' '), false);
      return;
    case 'read':
      t.read(args[0]!);
      return;
    case 'edit':
      t.edit(args[0]!);
      return;
    case 'move':
      for (const a of args.slice(0, 2)) t.edit(a);
      return;
    case 'open': {
      // open(path, mode) / fopen(path, mode) / perl open(FH, '>', path) or open(FH, '>path').
      const mode = args.length > 1 ? args[1]! : '';
      const path = args.length > 2 ? args[2]! : args[0]!;
      const m = path.match(/^\s*(\+?[<>]{1,2}|\|)?\s*(.*)$/s)!;
      if (m[1] === '|' || path.trimEnd().endsWith('|')) t.problem('open() in the code given to the interpreter runs a command');
      else if (/[wax+]/.test(mode) || (m[1] !== undefined && m[1].includes('>'))) t.edit(m[2]!);
      else t.read(m[2]!);
    }
  }
}
