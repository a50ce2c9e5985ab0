// Commands that read or write files in ways no reader table describes (reference E.11): an
// interpreter reads the script it runs (and shows its text in errors: `bash /etc/shadow` prints
// the first line), perl and ruby with `-e` read (and with `-i` edit) their operands, `dd` reads
// `if=` and writes `of=`, `openssl` reads `-in FILE` and writes `-out FILE`, `sort -o` and
// `patch` write, `split` writes beside its prefix, `chattr` and `setfacl` change their operands.
// Every doubt adds a path, as in the other readers.

import { percentDecoded, type FileTouches } from './file-touches.js';
import { besides, inPlaceBackup } from './sibling-files.js';
import { urlsIn } from './package-hosts.js';
import { byLetter, grammar, letterGrammar, resolveLong, scan } from './long-options.js';
import { inlineCodeTouches, type Language } from './inline-code.js';

interface Interpreter {
  /** Options whose value is the next word (when not attached). */
  readonly valueOptions: ReadonlySet<string>;
  /** A word that runs code given on the command line, a module, or standard input: no script file. */
  readonly noScript: RegExp;
  /** The language of the code, and the options that give it (`-c CODE`, `-cCODE`, `--eval=CODE`). */
  readonly code?: { readonly language: Language; readonly option: RegExp };
}

const SHELL: Interpreter = { valueOptions: new Set(['-o', '+o', '-O', '+O']), noScript: /^-[a-zA-Z]*[cs][a-zA-Z]*$/ };
const PYTHON: Interpreter = {
  valueOptions: new Set(['-W', '-X', '-Q']), noScript: /^-(?:[a-zA-Z]*[cm].*|)$/, code: { language: 'python', option: /^-[a-zA-Z]*?c(.*)$/s },
};
const NODE: Interpreter = {
  valueOptions: new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '--input-type', '-C', '--conditions']),
  noScript: /^(?:-[ep]|--eval(?:=.*)?|--print(?:=.*)?|-)$/s, code: { language: 'node', option: /^(?:-[ep]|--eval|--print)(?:=(.*))?$/s },
};
const PERL: Interpreter = { valueOptions: new Set(['-x']), noScript: /^-(?:[a-zA-Z]*[eE].*|)$/s, code: { language: 'perl', option: /^-[a-zA-Z]*?[eE](.*)$/s } };
const RUBY: Interpreter = { valueOptions: new Set(['-I', '-r', '-C', '-E', '-F']), noScript: /^-(?:[a-zA-Z]*e.*|)$/s, code: { language: 'ruby', option: /^-[a-zA-Z]*?e(.*)$/s } };
const PHP: Interpreter = { valueOptions: new Set(['-c', '-d', '-z']), noScript: /^-(?:[a-zA-Z]*[rBRE].*|a|)$/s, code: { language: 'php', option: /^-[a-zA-Z]*?[rBRE](.*)$/s } };

export const INTERPRETERS: ReadonlyMap<string, Interpreter> = new Map([
  ...['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox-sh'].map((n): [string, Interpreter] => [n, SHELL]),
  ...['python', 'python2', 'python3', 'pypy', 'pypy3'].map((n): [string, Interpreter] => [n, PYTHON]),
  ['node', NODE], ['nodejs', NODE], ['perl', PERL], ['ruby', RUBY], ['php', PHP],
]);

/**
 * The script an interpreter runs (its first operand), read; none when code comes another way.
 * Code it reads from a here-document or here-string (`python3 - <<'EOF'`, no script, or
 * `/dev/stdin`) is on the line: read as `-c` code is.
 */
export function interpreterTouches(spec: Interpreter, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      // An expansion may be the script, or an option before it.
      t.read(w, true);
      return;
    }
    if (w === '--') {
      if (i + 1 < words.length) t.read(words[i + 1] ?? '', dynamic[i + 1] ?? false);
      if (words[i + 1] === '/dev/stdin' || i + 1 >= words.length) stdinCode(spec, t);
      return;
    }
    if (w === '-' || w === '/dev/stdin') {
      stdinCode(spec, t);
      return;
    }
    if (spec.noScript.test(w)) {
      if (spec.code !== undefined) inlineCode(spec.code, words, dynamic, i, t);
      if (spec === PERL || spec === RUBY) codeOperands(words, dynamic, i + 1, t);
      // (`python -m pip install URL`: a module's words may name hosts it fetches from.)
      if (spec === PYTHON && /^-[a-zA-Z]*m/.test(w)) for (let k = i + 1; k < words.length; k++) if (!dynamic[k] && words[k]!.includes('://')) urlsIn(words[k]!, t);
      // (`python -m http.server [-d DIR]` serves DIR, by default the working directory, to the network.)
      const module = /^-[a-zA-Z]*m(.*)$/s.exec(w);
      const moduleName = module === null ? undefined : module[1] !== '' ? module[1] : words[i + 1];
      if (spec === PYTHON && (moduleName === 'http.server' || moduleName === 'SimpleHTTPServer')) {
        const d = words.findIndex((x, k) => k > i && (x === '-d' || x === '--directory'));
        const dir = d > 0 ? words[d + 1] : undefined;
        t.read(dir ?? '.', d > 0 && (dynamic[d + 1] ?? false), 'tree');
      }
      return;
    }
    // (node -r FILE, --import FILE: a module file it loads and runs; a `data:` URL is code.)
    const preload = spec === NODE ? /^(?:-r|--require|--import|--loader|--experimental-loader)(?:=(.*))?$/s.exec(w) : null;
    if (preload !== null) {
      const value = preload[1] ?? words[++i] ?? '';
      if (/^data:/i.test(value)) dataUrlCode(value, t);
      else if (/^[./~]/.test(value) || (preload[1] === undefined && dynamic[i])) t.read(value, preload[1] === undefined && (dynamic[i] ?? false));
      continue;
    }
    // (node --env-file=FILE: its variables go into node's environment and its children's.)
    const envFile = spec === NODE ? /^--env-file(?:-if-exists)?(?:=(.*))?$/s.exec(w) : null;
    if (envFile !== null) {
      const value = envFile[1] ?? words[++i] ?? '';
      t.read(value, envFile[1] === undefined && (dynamic[i] ?? false));
      continue;
    }
    // (perl -MMODULE=ARGS is `use MODULE split(/,/, q{ARGS})`: anything else in it is code.)
    if (spec === PERL && /^-[mM]/.test(w) && !/^-[mM]-?[\w:]*(?:=[^{}]*)?$/.test(w)) {
      t.problem(`perl ${w.slice(0, 2)} is given code, not a module name (${JSON.stringify(w)})`);
      continue;
    }
    if (spec.valueOptions.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith('-') || w.startsWith('+')) {
      // (php -f FILE names the script.)
      if (spec === PHP && w === '-f' && i + 1 < words.length) {
        t.read(words[i + 1] ?? '', dynamic[i + 1] ?? false);
        return;
      }
      continue;
    }
    t.read(w);
    return;
  }
  stdinCode(spec, t);
}

/** `data:text/javascript,CODE` (percent-encoded, or `;base64,`): node code given on the line. */
function dataUrlCode(url: string, t: FileTouches): void {
  const comma = url.indexOf(',');
  const body = comma < 0 ? '' : url.slice(comma + 1);
  const code = /;base64$/i.test(url.slice(0, Math.max(comma, 0))) ? Buffer.from(body, 'base64').toString('utf8') : percentDecoded(body);
  if (code === undefined) t.problem('node loads a data: URL the analysis cannot decode');
  else inlineCodeTouches('node', code, t);
}

/** The code on standard input, when the line gives it (a shell's is read by runs.ts). */
function stdinCode(spec: Interpreter, t: FileTouches): void {
  if (t.stdin === undefined || spec.code === undefined) return;
  if (!t.stdin.literal) t.problem('the code given to the interpreter on standard input has expansions');
  else inlineCodeTouches(spec.code.language, t.stdin.text, t);
}

/**
 * The code words from word `from` on (`-c CODE`, `-cCODE`; perl and ruby take several `-e`),
 * read for what they run and touch (inline-code.ts). Code from an expansion is a problem.
 */
function inlineCode(code: NonNullable<Interpreter['code']>, words: readonly string[], dynamic: readonly boolean[], from: number, t: FileTouches): void {
  for (let i = from; i < words.length; i++) {
    const w = words[i] ?? '';
    const m = dynamic[i] ? null : code.option.exec(w);
    if (m === null) {
      // (Only perl and ruby read more than one code option.)
      if (code.language === 'perl' || code.language === 'ruby') continue;
      return;
    }
    const attached = m[1] ?? '';
    const at = attached === '' ? i + 1 : i;
    if (at >= words.length) return;
    if (dynamic[at]) t.problem('the code given to the interpreter comes from an expansion');
    else inlineCodeTouches(code.language, attached === '' ? words[at]! : attached, t);
    if (code.language !== 'perl' && code.language !== 'ruby') return;
    i = at;
  }
}

/**
 * perl and ruby with code on the command line (`-e`): their other operands are the files `-n`,
 * `-p` and `<>` read, and `-i` edits in place. (The option `-e` takes the next word as its code.)
 */
function codeOperands(words: readonly string[], dynamic: readonly boolean[], from: number, t: FileTouches): void {
  const inPlace = words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*i/.test(w));
  // (`-i.bak`, `-pi.orig`: the rest of the cluster is the backup's suffix.)
  const suffixes = words.flatMap((w, k) => (k > 0 && !dynamic[k] ? /^-[a-zA-Z]*?i(.*)$/s.exec(w)?.[1] ?? [] : []));
  let codeNext = /^-[a-zA-Z]*[eE]$/.test(words[from - 1] ?? '');
  for (let i = from; i < words.length; i++) {
    const w = words[i] ?? '';
    if (codeNext) {
      codeNext = false;
      continue;
    }
    if (!dynamic[i] && w.startsWith('-')) {
      codeNext = /^-[a-zA-Z]*[eE]$/.test(w);
      continue;
    }
    t.read(w, dynamic[i] ?? false);
    if (!inPlace) continue;
    t.edit(w, dynamic[i] ?? false);
    for (const suffix of suffixes) inPlaceBackup(t, w, dynamic[i] ?? false, suffix);
  }
}

export function ddTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      // An expansion may be `if=` or `of=` anything.
      t.read(w, true);
      t.edit(w, true);
    } else if (w.startsWith('if=')) t.read(w.slice(3));
    else if (w.startsWith('of=')) t.edit(w.slice(3));
  }
}

/** openssl options (any subcommand) whose value is a file it reads, or writes. */
const OPENSSL_READS = new Set(['-in', '-inkey', '-key', '-cert', '-certfile', '-CAfile', '-CAkey', '-config', '-signkey', '-kfile',
  '-peerkey', '-sigfile', '-signature', '-verify', '-prverify', '-untrusted', '-trusted', '-chain', '-extfile', '-paramfile',
  '-passin', '-pass', '-rand', '-content']);
const OPENSSL_WRITES = new Set(['-out', '-keyout', '-sigout', '-writerand', '-passout']);

/**
 * openssl SUBCOMMAND: the values of the options above, and every other word that is not an
 * option (`openssl dgst -sha256 FILE`; an option's non-file value read too is harmless). An
 * option above followed by another option is taken as a flag (`req -verify -in x`).
 */
export function opensslTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  if (dynamic[1]) t.read(words[1] ?? '', true);
  // (`openssl engine ID`: an ID may be a library's path, loaded as the engine.)
  if (words[1] === 'engine' && words.slice(2).some((w, k) => dynamic[k + 2] || !w.startsWith('-'))) t.problem('openssl engine loads the engine it is given, which may be a library');
  for (let i = 2; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      t.read(w, true);
      continue;
    }
    const loads = opensslLoads(w, words[i + 1], dynamic[i + 1] ?? false);
    if (loads !== undefined) t.problem(loads);
    if (!w.startsWith('-')) {
      t.read(w);
      continue;
    }
    const next = words[i + 1];
    if (!(OPENSSL_READS.has(w) || OPENSSL_WRITES.has(w)) || next === undefined || (next.startsWith('-') && !dynamic[i + 1])) continue;
    i++;
    // -passin/-passout take `file:PATH` among other forms.
    // (`-pass file:F` too, for enc and pkcs12.)
    const file = w === '-passin' || w === '-passout' || w === '-pass' ? (next.startsWith('file:') ? next.slice(5) : undefined) : next;
    if (file === undefined) continue;
    if (OPENSSL_READS.has(w)) t.read(file, dynamic[i] ?? false);
    else t.edit(file, dynamic[i] ?? false);
  }
}

/**
 * Options that make openssl load a library (its constructor runs): `-engine PATH`, `-provider PATH`, `-provider-path
 * DIR` (a provider then comes from DIR), `engine -pre SO_PATH:LIB`. A built-in engine or provider name is none.
 */
function opensslLoads(w: string, next: string | undefined, nextDynamic: boolean): string | undefined {
  const m = /^--?(engine|provider|provider-path|ssl_client_engine|pre|post)(?:=(.*))?$/s.exec(w);
  if (m === null) return undefined;
  const value = m[2] ?? next ?? '';
  const dynamicValue = m[2] === undefined && nextDynamic;
  const library = dynamicValue || /[/\\]|\.(?:so|dll|dylib)$/i.test(value);
  if (m[1] === 'provider-path' || m[1] === 'pre' || m[1] === 'post' || library) return `openssl ${m[2] === undefined ? `${w} ${value}` : w} loads a library, whose code runs`;
  return undefined;
}

/** sort's long options whose value is the next word when not given with `=`. */
const SORT_VALUE_LONG = new Set(['--key', '--field-separator', '--buffer-size', '--parallel', '--batch-size', '--output',
  '--temporary-directory', '--files0-from', '--random-source', '--compress-program']);

/** sort's long options, for their unique prefixes. */
const SORT_LONG = grammar([...SORT_VALUE_LONG].map((o) => o.slice(2)).join(' ') + ' sort',
  'ignore-leading-blanks dictionary-order ignore-case general-numeric-sort ignore-nonprinting month-sort human-numeric-sort numeric-sort '
  + 'random-sort reverse version-sort check merge stable unique zero-terminated debug help version', {});

/** sort: its operands are read; `-o FILE` is written; `--compress-program` runs a program. */
export function sortTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const value = (name: string, v: string, dyn: boolean): void => {
    if (name === 'o' || name === '--output') t.edit(v, dyn);
    else if (name === 'T' || name === '--temporary-directory') t.edit(v, dyn, 'tree');
    else if (name === '--random-source') t.read(v, dyn);
    else if (name === '--files0-from') {
      t.read(v, dyn);
      t.read('', true);
    } else if (name === '--compress-program') t.run(v, dyn);
  };
  let operandsOnly = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      // An expansion may be `-o FILE`.
      t.read(w, true);
      t.edit(w, true);
    } else if (operandsOnly || w === '-' || !w.startsWith('-')) t.read(w);
    else if (w === '--') operandsOnly = true;
    else if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      // (getopt_long: `--outp` stands for --output, `--files0` for --files0-from.)
      const resolved = resolveLong(SORT_LONG, eq > 0 ? w.slice(2, eq) : w.slice(2));
      const name = resolved === undefined || resolved === 'ambiguous' ? (eq > 0 ? w.slice(0, eq) : w) : `--${resolved}`;
      if (eq > 0) value(name, w.slice(eq + 1), false);
      else if (SORT_VALUE_LONG.has(name) && i + 1 < words.length) {
        i++;
        value(name, words[i] ?? '', dynamic[i] ?? false);
      }
    } else {
      for (let k = 1; k < w.length; k++) {
        const letter = w[k]!;
        if (!'ktSTo'.includes(letter)) continue;
        if (k + 1 < w.length) value(letter, w.slice(k + 1), false);
        else if (i + 1 < words.length) {
          i++;
          value(letter, words[i] ?? '', dynamic[i] ?? false);
        }
        break;
      }
    }
  }
}

/**
 * patch: writes its first operand, or the files the diff names (unknown) when none is given;
 * reads the patch (second operand, `-i FILE`); `-o FILE` writes there instead.
 */
export function patchTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const s = scan('patch', words, dynamic, PATCH.grammar, PATCH.flags, t);
  let output = false;
  /** `-Y PREFIX`: the backup is PREFIX + the file's name, in its directory. */
  const prefixes: string[] = [];
  for (const { name, value } of s.options) {
    if (value === undefined) continue;
    if (name === '-Y' || name === 'basename-prefix') {
      if (value.dynamic) t.edit(value.word, true);
      else prefixes.push(value.word);
    }
    if (name === '-i' || name === 'input') t.read(value.word, value.dynamic);
    else if (name === '-o' || name === 'output') {
      // (Its rejects go beside it: `out.rej`.)
      t.edit(value.word, value.dynamic);
      besides(t, value.word, value.dynamic);
      output = true;
    } else if (name === '-d' || name === 'directory' || name === '-r' || name === 'reject-file') t.edit(value.word, value.dynamic, 'tree');
    else if (name === '-B' || name === 'prefix') {
      // (A prefix, `bak/` or `pre_`: the backups land below its directory.)
      const slash = value.word.lastIndexOf('/');
      t.edit(slash < 0 ? '.' : value.word.slice(0, slash) || '/', value.dynamic, 'tree');
    }
  }
  const [file, patchFile] = s.operands;
  if (patchFile !== undefined) t.read(patchFile.word, patchFile.dynamic);
  if (file !== undefined) {
    if (output) t.read(file.word, file.dynamic);
    else {
      // Beside the file it changes: `.orig` and `.rej`, a backup of any suffix (-z, -V numbered).
      t.edit(file.word, file.dynamic);
      besides(t, file.word, file.dynamic);
      // (`-Y PREFIX`: PREFIX before the file's name, in its directory; with -z, a suffix after.)
      for (const prefix of prefixes) if (!file.dynamic) besides(t, file.word.replace(/[^/]*$/, (base) => prefix + base), false);
    }
  } else if (!output) t.edit('', true);
  // (The file the patch names is read, and the output written.)
  else t.read('', true);
}

/** patch (getopt_long): the options that take a value. */
const PATCH = letterGrammar('BdDFgioprVYz', ['prefix', 'directory', 'ifdef', 'fuzz', 'get', 'input', 'output', 'strip', 'reject-file',
  'version-control', 'basename-prefix', 'suffix', 'quoting-style', 'reject-format']);

/** split (getopt_long): its whole grammar, so an abbreviation (`--addi .t`) takes its value. */
const SPLIT = grammar('bytes line-bytes lines number additional-suffix filter separator suffix-length',
  'numeric-suffixes hex-suffixes elide-empty-files unbuffered verbose help version',
  { b: 'bytes', C: 'line-bytes', l: 'lines', n: 'number', a: 'suffix-length', t: 'separator' });
const SPLIT_FLAGS = byLetter({ d: 'numeric-suffixes', x: 'hex-suffixes', e: 'elide-empty-files', u: 'unbuffered' });

/** split: reads its input, writes files named PREFIX + suffix (below PREFIX's directory); `--filter` runs a line. */
export function splitTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const s = scan('split', words, dynamic, SPLIT, SPLIT_FLAGS, t);
  for (const { name, value } of s.options) if (name === 'filter' && value !== undefined) t.run(value.word, value.dynamic);
  const [input, prefix] = s.operands;
  if (input !== undefined) t.read(input.word, input.dynamic);
  const p = prefix ?? { word: 'x', dynamic: false };
  const slash = p.word.lastIndexOf('/');
  t.edit(slash < 0 ? '.' : p.word.slice(0, slash) || '/', p.dynamic, 'tree');
}

/** chattr and setfacl: their file operands are written (attributes, ACLs); `-R` with all below. */
export function attributeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const setfacl = words[0]?.endsWith('setfacl') === true;
  const files: { word: string; dynamic: boolean }[] = [];
  let recursive = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) files.push({ word: w, dynamic: true });
    else if (setfacl && /^(?:-[mMxX]|--modify|--remove|--set|--modify-file|--remove-file|--set-file)$/.test(w)) {
      if (/^(?:-[MX]|--(?:modify|remove|set)-file)$/.test(w)) t.read(words[i + 1] ?? '', dynamic[i + 1] ?? false);
      i++;
    } else if (setfacl && /^--(?:modify|remove|set)-file=/.test(w)) t.read(w.slice(w.indexOf('=') + 1));
    else if (setfacl && w.startsWith('-')) recursive ||= /^-[a-zA-Z]*R|^--recursive$/.test(w);
    else if (!setfacl && (w === '-v' || w === '-p')) i++;
    else if (!setfacl && /^-[RVf]+$/.test(w)) recursive ||= w.includes('R');
    else if (!setfacl && /^[-+=][a-zA-Z]+$/.test(w)) continue;
    else files.push({ word: w, dynamic: false });
  }
  for (const f of files) t.edit(f.word, f.dynamic, recursive ? 'tree' : 'none');
}

/** xxd's options that take the next word (its options are whole words: `-ps` is one, not `-p -s`). */
const XXD_VALUES = new Set(['-c', '-cols', '-g', '-groupsize', '-l', '-len', '-o', '-s', '-seek', '-n', '-name']);

/** `xxd [options] [INFILE [OUTFILE]]`. */
export function xxdTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let operand = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (Options end at the first operand: `xxd in -i` writes a file named `-i`.)
    if (operand === 0 && !dynamic[i] && XXD_VALUES.has(w)) i++;
    else if (operand > 0 || dynamic[i] || w === '-' || !w.startsWith('-')) t.add(operand++ === 1 ? 'edit' : 'read', w, dynamic[i]!, 'none', false);
  }
}
