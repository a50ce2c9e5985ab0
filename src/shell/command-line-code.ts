// Code given on the command line in languages, or dialects, the analysis does not read whole
// (GTFOBins, session 25 review C5): `ipython -c CODE` (magics and `!CMD` beside python), `jython
// -c CODE` (python with Java's classes), `exiftool -if EXPR` and `${TAG;EXPR}` (perl), `knife exec
// -E CODE` (ruby), `latexmk -e CODE` (perl), `gimp -b CMD`, `bpftrace -e PROG`, TeX code with
// shell escape on (`\write18{CMD}`) or to luatex (`\directlua`), Ghostscript with SAFER off (and
// its `%pipe%CMD` output), hg's `--config` aliases, hooks and programs. Each is a problem: never
// allowed; where a reader exists the code is read too (python, perl, ruby; `\write18`'s and hg's
// `!CMD` as lines), so deny rules see what it runs.

import type { FileTouches } from './file-touches.js';
import { inlineCodeTouches } from './inline-code.js';
import type { Language } from './inline-code-names.js';
import { mayBeOption } from './words.js';
import { hgCheckoutWrites } from './checkout-writes.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** An expansion where an option may stand: any of them, its value unknown. */
function expansionMayBeOption(tool: string, words: readonly string[], dynamic: readonly boolean[], options: string, t: FileTouches): boolean {
  const found = words.some((w, i) => i > 0 && dynamic[i] === true && mayBeOption(w));
  if (found) t.problem(`an expansion may be an option of ${tool} that runs code (${options})`);
  return found;
}

/** Code in `lang` given to `tool`: a problem, read as that language when it is literal. */
function foreignCode(tool: string, lang: Language | undefined, code: string, dynamic: boolean, t: FileTouches): void {
  t.problem(`${tool} runs code given on its command line, which the analysis does not read whole`);
  if (lang !== undefined && !dynamic) inlineCodeTouches(lang, code, t);
}

/** IPython's escapes at a line's start (`!CMD`, `%magic`, `/f x`, `,f a b`, `;f a`, `?x`) or its API: not python. */
const IPYTHON_SYNTAX = /(?:^|\n)[^\S\n]*[!%/,;?]|[!%]|get_ipython|__IPYTHON__/;
/** Java's packages, which jython imports as python modules (`from java.lang import ProcessBuilder`). */
const JAVA_PACKAGE = /\b(?:java|javax|sun|jdk|org|com)\b/;

/**
 * ipython and jython: `-c CODE` read as python (with a problem for IPython's own syntax or a Java
 * package); a script operand is read as python's is; no script reads statements from standard input.
 */
function pythonDialectTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const tool = words[0] ?? '';
  const ipython = tool.startsWith('ipython');
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem(`an argument of ${tool} comes from an expansion: it may be code`);
      return;
    }
    const code = w === '-c' ? words[i + 1] : /^-c.|^--c=/.test(w) ? w.slice(w.indexOf(w[1] === '-' ? '=' : 'c') + 1) : undefined;
    if (code !== undefined) {
      if (w === '-c' && dynamic[i + 1]) t.problem(`the code given to ${tool} comes from an expansion`);
      else if (ipython ? IPYTHON_SYNTAX.test(code) : JAVA_PACKAGE.test(code)) foreignCode(tool, 'python', code, false, t);
      else inlineCodeTouches('python', code, t);
      return;
    }
    // (IPython's configuration on the line, `--InteractiveShellApp.exec_lines=…`, `--ext`, may run code.)
    if (ipython && /^--(?:[A-Z]\w*\.|ext\b|profile-dir|config|init)/.test(w)) t.problem(`${tool} ${w.slice(0, 40)} may run code the analysis does not read`);
    if (w === '-m') return;
    if (w === '-') break;
    // (A script, read as python's; ipython's `--profile NAME` may take a word, so only a `.py` or `.ipy` is one.)
    if (!w.startsWith('-') && (!ipython || /\.i?py$/.test(w))) {
      t.read(w);
      return;
    }
  }
  t.problem(`${tool} reads statements from standard input or a terminal, which are not analyzed`);
}

/** exiftool: `-if[N] EXPR` and `${TAG;EXPR}` in any word are perl; `-config`, `-@` read files of more; `-api Filter=EXPR` perl. */
function exiftoolTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  expansionMayBeOption('exiftool', words, dynamic, '-if EXPR', t);
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) continue;
    if (/^-if\d*$/i.test(w)) foreignCode('exiftool', 'perl', words[i + 1] ?? '', dynamic[++i] ?? false, t);
    else if (/^-(?:config|@)$/i.test(w) || (/^-api$/i.test(w) && /filter/i.test(words[i + 1] ?? ''))) t.problem(`exiftool ${w} reads code or more options the analysis does not read`);
    else if (/\$\{[^}]*;/.test(w)) foreignCode('exiftool', undefined, w, false, t);
  }
}

/** gimp's `-b CMD` (`--batch`; `-b -` from standard input): Script-Fu or python-fu commands. */
function gimpTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  expansionMayBeOption('gimp', words, dynamic, '-b CMD', t);
  if (words.some((w, i) => !dynamic[i] && /^(?:-[A-Za-z]*b[A-Za-z]*|--batch)(?:=.*)?$/.test(w))) t.problem('gimp runs batch commands given on its command line, which are not analyzed');
}

/** `knife exec -E CODE` (`--exec`) runs ruby; `knife exec` without a script reads it from standard input. */
function knifeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const operands = words.filter((w, i) => i > 0 && (dynamic[i] === true || !w.startsWith('-')));
  if (operands[0] !== 'exec') return;
  expansionMayBeOption('knife exec', words, dynamic, '-E CODE', t);
  const code = words.findIndex((w, i) => !dynamic[i] && (w === '-E' || w === '--exec'));
  if (code > 0) foreignCode('knife exec', 'ruby', words[code + 1] ?? '', dynamic[code + 1] ?? false, t);
  else if (operands.length < 2) t.problem('knife exec reads ruby from standard input, which is not analyzed');
}

/** Ruby consoles (`rails console`/`c`, `bundle console`, `pry`, `racksh`, `hanami console`) and `rails dbconsole`/`db` (a SQL client): they read statements from standard input. */
const RUBY_CONSOLES: ReadonlyMap<string, ReadonlySet<string> | undefined> = new Map([
  ['rails', new Set(['console', 'c', 'dbconsole', 'db'])], ['bundle', new Set(['console'])], ['bundler', new Set(['console'])],
  ['hanami', new Set(['console', 'c'])], ['pry', undefined], ['racksh', undefined],
]);

/** RubyGems' `_VERSION_` first word, which picks the gem's version (`rails _7.1.0_ new app`). */
const GEM_VERSION_SELECTOR = /^_\d[\w.-]*_$/;

/**
 * A ruby console reads statements from standard input (`echo 'system("rm x")' | rails c`, as irb
 * does): a problem. `rails runner CODE` (`r`) runs CODE, read as `ruby -e` code is (a `.rb` file is
 * a script, as ruby's); code from an expansion or standard input (`-`) is a problem.
 */
function rubyConsoleTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  // (PowerShell hands the word as written: `bin\\rails.bat`.)
  const written = words[0] ?? '';
  const name = written.slice(Math.max(written.lastIndexOf('/'), written.lastIndexOf('\\')) + 1).replace(/\.(?:exe|cmd|bat)$/i, '').toLowerCase();
  const subcommands = RUBY_CONSOLES.get(name);
  const reads = 'reads statements (ruby, or SQL for dbconsole) from standard input, which are not analyzed';
  if (subcommands === undefined) return t.problem(`${name} ${reads}`);
  // (The first operand, past a gem version selector (`rails _7.1.0_ c`), is the subcommand.)
  const at = words.findIndex((w, i) => i > 0 && (dynamic[i] === true || (!w.startsWith('-') && !GEM_VERSION_SELECTOR.test(w))));
  if (at < 0) return;
  if (dynamic[at]) return t.problem(`an expansion may be a subcommand of ${name} that reads ruby from standard input (console)`);
  const sub = words[at]!;
  if (subcommands.has(sub)) return t.problem(`${name} ${sub} ${reads}`);
  if (name !== 'rails' || (sub !== 'runner' && sub !== 'r')) return;
  // (`rails runner [-e ENV] CODE|FILE [ARGS]`.)
  let code = at + 1;
  while (code < words.length && !dynamic[code] && words[code]!.startsWith('-') && words[code] !== '-') code += /^(?:-e|--environment)$/.test(words[code]!) ? 2 : 1;
  if (code >= words.length || dynamic[code] || words[code] === '-') t.problem('rails runner runs ruby an expansion or standard input gives, which is not analyzed');
  else if (/\.rb$/.test(words[code]!)) t.read(words[code]!);
  else inlineCodeTouches('ruby', words[code]!, t);
}

/** `latexmk -e CODE` is perl; `-r FILE` a perl file of settings. */
function latexmkTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  expansionMayBeOption('latexmk', words, dynamic, '-e CODE', t);
  for (let i = 1; i < words.length; i++) {
    if (dynamic[i]) continue;
    if (/^--?e$/.test(words[i]!)) foreignCode('latexmk', 'perl', words[i + 1] ?? '', dynamic[++i] ?? false, t);
    else if (/^--?r$/.test(words[i]!)) t.problem(`latexmk -r runs the perl of ${words[i + 1] ?? 'a file'}`);
  }
}

/** `bpftrace -e PROG`: its own language (`system()` runs a command with --unsafe). */
function bpftraceTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  expansionMayBeOption('bpftrace', words, dynamic, '-e PROG', t);
  if (words.some((w, i) => !dynamic[i] && /^-e|^--expr/.test(w))) t.problem('bpftrace runs a program given on its command line, which is not analyzed');
}

const LUATEX = /^(?:lua|luahb|luajit|dvilua)(?:la)?tex$|^luahblatex$|^luajitlatex$/;
const TEX_NAMES = ['tex', 'etex', 'pdftex', 'xetex', 'latex', 'pdflatex', 'xelatex', 'platex', 'uplatex', 'ptex', 'uptex', 'eptex', 'euptex',
  'luatex', 'lualatex', 'luahbtex', 'luajittex', 'dviluatex', 'dvilualatex', 'luahblatex', 'luajitlatex'];

/** The text of each `\write18{…}` in TeX code (braces balanced): the command line it runs. */
function write18Lines(code: string): string[] {
  const lines: string[] = [];
  for (let at = code.indexOf('\\write18'); at >= 0; at = code.indexOf('\\write18', at + 1)) {
    let k = code.indexOf('{', at);
    if (k < 0) break;
    const start = ++k;
    for (let depth = 1; k < code.length && depth > 0; k++) depth += code[k] === '{' ? 1 : code[k] === '}' ? -1 : 0;
    lines.push(code.slice(start, k - 1));
  }
  return lines;
}

/**
 * TeX code on the command line (an operand with a `\`): with shell escape on (`-shell-escape`,
 * `-enable-write18`, `-cnf-line=shell_escape=t`) it may run any command (`\write18{CMD}`, read as
 * a line too); luatex's `\directlua` runs Lua, which opens files and runs commands, whatever the
 * escape. A `.tex` file's code is covered by the allow rule, as a script's.
 */
function texTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const tool = words[0] ?? '';
  const escape = words.some((w, i) => !dynamic[i] && /^--?(?:shell-escape|enable-write18)$|^--?cnf-line=.*shell_escape/.test(w));
  const code = words.filter((w, i) => i > 0 && (dynamic[i] === true || (!w.startsWith('-') && w.includes('\\'))));
  if (code.length === 0 || (!escape && !LUATEX.test(tool))) return;
  t.problem(`${tool} runs TeX code given on its command line${escape ? ' with shell escape on' : ''}, which may run any command`);
  if (escape) for (const c of code) for (const line of write18Lines(c)) t.run(line, false);
}

/**
 * Ghostscript with SAFER off (`-dNOSAFER`, `-dDELAYSAFER`, `-dSAFER=false`, `--permit-file-*`):
 * its PostScript (`-c CODE`, files, standard input) may run commands (`%pipe%CMD`) and write any
 * file. Its output file `%pipe%CMD` or `|CMD` (`-sOutputFile=`, `-o`) is a line, SAFER or not.
 */
function ghostscriptTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const tool = words[0] ?? '';
  expansionMayBeOption(tool, words, dynamic, '-dNOSAFER, -sOutputFile=%pipe%CMD', t);
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) continue;
    if (/^-[dD](?:NOSAFER|DELAYSAFER|NOSAFETY|SAFER=(?:false|0))$|^--permit-file-(?:write|control|all)=/.test(w)) {
      t.problem(`${tool} ${w} lets its PostScript run commands and write any file`);
    }
    const output = /^-sOutputFile=/i.test(w) ? w.slice(w.indexOf('=') + 1) : w === '-o' ? words[i + 1] ?? '' : w.startsWith('-o') ? w.slice(2) : undefined;
    const pipe = output === undefined ? null : /^(?:%pipe%|\|)/.exec(output);
    if (output !== undefined && pipe !== null) t.run(output.slice(pipe[0].length), w === '-o' && dynamic[i + 1] === true);
  }
}

/** hg `--config` keys whose value is a command line (ui.editor, hooks…); hooks and aliases are read below. */
const HG_LINE_KEY = /^(?:ui\.(?:editor|ssh|merge)|pager\.pager|merge-tools\..*\.executable|extdiff\..+|diff-tools\..+\.executable|hooks\..+)$/i;

/**
 * hg `--config KEY=VALUE` (exact: hg refuses an abbreviation of it): an alias `!CMD` and the
 * command keys' values are lines (a `python:` hook, an extension given by path: problems).
 */
function hgTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  hgCheckoutWrites(words, dynamic, t);
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      if (mayBeOption(w)) t.problem('an expansion may be an option of hg that runs a command (--config hooks.X=CMD)');
      continue;
    }
    if (w === '--config-file' || w.startsWith('--config-file=')) t.problem('hg reads settings from a file, which may name commands it runs');
    if (w !== '--config' && !w.startsWith('--config=')) continue;
    const setting = w === '--config' ? words[i + 1] ?? '' : w.slice(9);
    if (w === '--config' && dynamic[++i]) {
      t.problem('hg --config sets a setting an expansion names, which may be a command it runs');
      continue;
    }
    const eq = setting.indexOf('=');
    const key = setting.slice(0, Math.max(eq, 0)).trim();
    const value = setting.slice(eq + 1).trim();
    if (/^alias\./i.test(key) && value.startsWith('!')) t.run(value.slice(1), false);
    else if (/^hooks\./i.test(key) && /^python:/i.test(value)) t.problem(`hg --config ${key} runs python the analysis does not read`);
    else if (HG_LINE_KEY.test(key) && value !== '') t.run(value, false);
    else if (/^extensions\./i.test(key) && value !== '' && !value.startsWith('!')) t.problem(`hg --config ${key} loads python from ${value}`);
  }
}

export const CODE_ON_COMMAND_LINE: readonly (readonly [string, Reader])[] = [
  ...['ipython', 'ipython3', 'jython'].map((n) => [n, pythonDialectTouches] as const),
  ['exiftool', exiftoolTouches], ['gimp', gimpTouches], ['gimp-console', gimpTouches], ['knife', knifeTouches], ['latexmk', latexmkTouches],
  ['bpftrace', bpftraceTouches], ['hg', hgTouches],
  ...[...RUBY_CONSOLES.keys()].map((n) => [n, rubyConsoleTouches] as const),
  ...['gs', 'ghostscript', 'gsc', 'gswin64c', 'gswin32c'].map((n) => [n, ghostscriptTouches] as const),
  ...TEX_NAMES.map((n) => [n, texTouches] as const),
];
