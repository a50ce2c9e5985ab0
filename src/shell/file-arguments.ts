// The file arguments of commands whose meaning we know (reference E.11: tools reading or writing
// around a Read or Edit deny). They are checked against deny and ask rules only: the command's own
// allow rule covers what it touches.
//
// What a command touches, precisely enough never to miss a path (every doubt adds a path):
// - readers (`cat`, `head`, …) read each operand; writers (`rm`, `touch`, …) edit each operand;
// - searchers (`grep`, `rg`, `sed`, `awk`, `jq`) take a pattern or script as their first operand,
//   unless an option gives it (`-e`, `-f`, `--regexp=`, any prefix of those long names): then
//   every operand is a file (`grep -epassword .env` reads .env). A `-f` script file is read too;
// - `chmod`/`chown`/`chgrp` take a mode or owner first, unless an option gives it (`--reference`)
//   or the mode looks like an option (`chmod -w .env`): any unknown option word counts as that;
// - recursion (`grep -r`, `rg`, `rm -r`, `cp -r`, `chmod -R`, `mv`, `Remove-Item -Recurse`) reads
//   or edits everything below an operand (`below: 'tree'`), and `grep -R`, `rg -L`, `cp -L`, `scp -r`
//   follow symbolic links found there, which may lead anywhere (`below: 'links'`); `grep -r` and
//   `rg` without an operand search the working directory;
// - a copy, move or link into a directory writes `dir/name` for each source `name`: the
//   destination's such paths are `possible` writes (a deny or ask rule matching one asks).

import { BASH_LAUNCHERS } from './windows-launchers.js';
import { uvPipTouches } from './pip-arguments.js';
import { PARTLY_READ, literalPaths, possiblePaths, unmodelled } from './possible-paths.js';
import { bestFitTouches, hasNonAscii, isAnsiInterpreter } from './best-fit-words.js';
import { DOTFILES, programTrafficWrites, trafficRolesOfName } from './traffic-settings-files.js';
import { mayBeOption } from './words.js';
import { editorCode, isEditor, pagerStartCommand } from './editor-arguments.js';
import { FileTouches, type PathRef, type RunRef, type UrlTouch } from './file-touches.js';
import { HOST_READERS } from './remote-hosts.js';
import { possibleHostsOfUnknownCommand, urlsIn, urlsOfUnknownCommand } from './url-words.js';
import { CMDLET_FILES, commandRunningOptions, FILE_COMMANDS, type FileCommand } from './file-commands.js';
import { nameMemo } from './name-memo.js';
import { OWN_READERS, type Reader } from './own-readers.js';
import { bindCmdlet, cmdletExtras, CMDLET_PARAMETERS } from './cmdlet-parameters.js';
import { boundOptions, readOptions, type Operand } from './file-options.js';
import { cmdletHosts } from './powershell-hosts.js';
import { besides, compressedSiblings, zeroRenames } from './sibling-files.js';
import { gpgOutputs } from './gpg-outputs.js';
import { windowsToolReader } from './windows-copy-tools.js';
import { isWindowsExpand, windowsExpandTouches } from './windows-copiers.js';
import { composerArchiveTouches } from './tree-packers.js';
import { CREDENTIAL_PRINTERS } from './credential-printers.js';
import { SUBCOMMAND_RUNNERS, WRAPPER_SPECS } from './wrapper-specs.js';
import { findSubcommand } from './runner-subcommands.js';
import { COMMAND_LINE_READERS } from './option-command-lines.js';
import { BROWSER_NAMES, chromiumSwitchTouches, hasChromiumSwitch } from './browser-arguments.js';
import { hasJvmProxyProperty, jvmProxyTouches } from './jvm-proxy-properties.js';
import { ESCAPE_OPTION_COMMANDS, escapeOptionProblems } from './command-escapes.js';
import { loopbackOperand } from './loopback-paths.js';
import { WRITING_TOOL_NAMES, projectToolName, projectToolTouches } from './project-tool-writes.js';

export type { PathRef, RunRef } from './file-touches.js';

/** What derivedPaths finds for one command. */
export interface DerivedPaths {
  readonly paths: readonly PathRef[];
  /** More paths than the limit: the rest were dropped (the caller reports its budget spent). */
  readonly truncated: boolean;
  readonly runs: readonly RunRef[] | undefined;
  /** Hosts the command connects to (git's remotes): for deny and ask rules. */
  readonly urls: readonly UrlTouch[] | undefined;
  readonly problems: readonly string[] | undefined;
}

const NOTHING: DerivedPaths = Object.freeze({ paths: Object.freeze([]), truncated: false, runs: undefined, urls: undefined, problems: undefined });

/** What the tables say of one command name, in one dialect (name-memo.ts): the lookups fileTouches and derivedPaths make. */
export interface NameTables {
  readonly own: Reader | undefined;
  readonly hosts: Reader | undefined;
  readonly credentials: Reader | undefined;
  readonly partlyRead: boolean;
  readonly fileCommand: FileCommand | undefined;
  readonly escapeOptions: boolean;
  readonly editor: boolean;
  readonly commandLines: Reader | undefined;
  /** Its roles for programTrafficWrites, by the name as written; whether projectToolWrites reads it. */
  readonly trafficRoles: number;
  readonly projectTool: boolean;
}

const NO_TABLES: NameTables = Object.freeze({
  own: undefined, hosts: undefined, credentials: undefined, partlyRead: false, fileCommand: undefined, escapeOptions: false, editor: false, commandLines: undefined,
  trafficRoles: 0, projectTool: false,
});

function nameTables(name: string, dialect: 'bash' | 'powershell'): NameTables {
  const folded = dialect === 'powershell' ? name.toLowerCase() : name;
  const own = OWN_READERS.get(name) ?? (dialect === 'powershell' ? OWN_READERS.get(folded) : undefined);
  const hosts = dialect === 'bash' ? HOST_READERS.get(name) : undefined;
  const credentials = CREDENTIAL_PRINTERS.get(name) ?? (dialect === 'powershell' ? CREDENTIAL_PRINTERS.get(folded) : undefined);
  const partlyRead = dialect === 'bash' && PARTLY_READ.has(name);
  const fileCommand = (dialect === 'powershell' ? CMDLET_FILES : FILE_COMMANDS).get(name);
  const escapeOptions = dialect === 'bash' && ESCAPE_OPTION_COMMANDS.has(name);
  const editor = dialect === 'bash' && isEditor(name);
  const commandLines = COMMAND_LINE_READERS.get(name) ?? (dialect === 'powershell' ? COMMAND_LINE_READERS.get(folded) : undefined);
  const trafficRoles = trafficRolesOfName(name);
  const projectTool = WRITING_TOOL_NAMES.has(projectToolName(name, dialect));
  // (A name no table knows makes no object: such names are looked up at every command.)
  const none = own === undefined && hosts === undefined && credentials === undefined && !partlyRead && fileCommand === undefined && !escapeOptions && !editor;
  if (none && commandLines === undefined && trafficRoles === 0 && !projectTool) return NO_TABLES;
  return { own, hosts, credentials, partlyRead, fileCommand, escapeOptions, editor, commandLines, trafficRoles, projectTool };
}

const bashTables = nameMemo((name) => nameTables(name, 'bash'), NO_TABLES);

/** The tables of a bash command name (name-dispatch.ts keeps them in its record). */
export function bashNameTables(name: string): NameTables {
  return bashTables(name);
}
const powershellTables = nameMemo((name) => nameTables(name, 'powershell'), NO_TABLES);

/**
 * Whether some table here reads the words of command `name` (unknown-programs.ts). Not a table
 * of a few options only (a command-line option, an escape, a partly read program's paths): such a
 * program may still run its other words (`ipython x.py 'rm x'`, `dotnet x.dll rm x`).
 */
export function readByTable(name: string, dialect: 'bash' | 'powershell'): boolean {
  const t = tablesOf(name, dialect);
  return t !== NO_TABLES && (t.own !== undefined || t.hosts !== undefined || t.credentials !== undefined || t.fileCommand !== undefined || t.editor);
}

export function tablesOf(name: string, dialect: 'bash' | 'powershell'): NameTables {
  return dialect === 'bash' ? bashTables(name) : powershellTables(name);
}

/**
 * Whether no table reads the command's words, so the safety net does (possible-paths.ts): a
 * command the analysis does not know, or a runner tool's subcommand that runs no command (`uv pip
 * install -r F`, `conda env create -f F`, `poetry export -o F`: only `uv run`, `conda run` do, and
 * their command is read as a command of its own).
 */
function readByNoTable(name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): boolean {
  if (unmodelled(name, dialect)) return true;
  return dialect === 'bash' && SUBCOMMAND_RUNNERS.has(name) && !WRAPPER_SPECS.has(name) && findSubcommand(name, words, dynamic) === undefined;
}

/**
 * The words an interpreter hands its script (`python3 x.py /etc/passwd`, `node x.js evil.com`):
 * the script is not read, so they may name files it reads or writes and hosts it reaches, as an
 * unknown program's words may (possible parts: a deny or ask rule matching one asks).
 */
function scriptArgumentTouches(args: FileTouches['scriptArguments'] & object, dialect: 'bash' | 'powershell', t: FileTouches): void {
  const words = [''];
  const dynamic = [false];
  for (const a of args) {
    words.push(a.word);
    dynamic.push(a.dynamic);
  }
  possiblePaths(words, dynamic, dialect, t);
  possibleHostsOfUnknownCommand(words, dynamic, t);
}

/** The last segment of an operand (`a/b/` gives `b`), or '' when it has none a copy would use. */
function baseNameOf(word: string): string {
  let end = word.length;
  while (end > 0 && word[end - 1] === '/') end--;
  const name = word.slice(word.lastIndexOf('/', end - 1) + 1, end);
  return name === '.' || name === '..' ? '' : name;
}

/** `.`, `..`, `~`, `dir/`, `a/.`: a destination that names an existing directory. */
function mustBeDirectory(word: string): boolean {
  return word === '~' || word.endsWith('/') || /(?:^|\/)\.\.?$/.test(word);
}

/**
 * The file arguments of a known reader or writer, as parts of `text` (the command's source), at
 * most `limit` of them: the caller's work budget (more is reported by `truncated`).
 */
export function derivedPaths(
  name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', text: string, limit = Infinity,
  stdin?: { readonly text: string; readonly literal: boolean }, lineInput = false, tables = tablesOf(name, dialect),
): DerivedPaths {
  let d = fileTouches(name, tables, words, dynamic, dialect, text, limit, stdin, lineInput);
  // (A known program's output file that routes traffic, `curl -o .npmrc URL`: traffic-settings-files.ts; its roles in the name's tables.)
  if (d instanceof FileTouches || (tables.trafficRoles & DOTFILES) !== 0) d = programTrafficWrites(name, d instanceof FileTouches ? d : new FileTouches(text, limit), words, tables.trafficRoles);
  // What its options or the code on its command line run (option-command-lines.ts), beside that.
  const lines = tables.commandLines;
  if (lines !== undefined) {
    const t = d instanceof FileTouches ? d : new FileTouches(text, limit);
    lines(namedWords(name, words, dialect), dynamic, t);
    d = t;
  }
  if (tables.projectTool) { // (What a build or project tool writes where it works: project-tool-writes.ts.)
    const t = d instanceof FileTouches ? d : new FileTouches(text, limit);
    projectToolTouches(projectToolName(name, dialect), words, dynamic, dialect, t);
    d = t;
  }
  // (Chromium's launcher and network switches on any other program: Electron apps take them, browser-arguments.ts.)
  if (hasChromiumSwitch(words, dynamic) && !BROWSER_NAMES.has(dialect === 'bash' ? name : name.toLowerCase())) {
    const t = d instanceof FileTouches ? d : new FileTouches(text, limit);
    chromiumSwitchTouches(words, dynamic, t);
    d = t;
  }
  // (The JVM's `-Dhttps.proxyHost=H` on any program: java, mvn, gradle pass it on, jvm-proxy-properties.ts.)
  if (hasJvmProxyProperty(words)) {
    const t = d instanceof FileTouches ? d : new FileTouches(text, limit);
    jvmProxyTouches(words, dynamic, t);
    d = t;
  }
  if (dialect === 'bash') return d;
  // The hosts a PowerShell cmdlet reaches (powershell-hosts.ts), beside its files.
  const t = d instanceof FileTouches ? d : new FileTouches(text, limit);
  cmdletHosts(name)(words, dynamic, t);
  return t;
}

/**
 * The words with the name a bash command is read by first: readers tell programs apart by it
 * (`gh` and `glab`, `dump` and `restore`), also when written `/usr/bin/gh`, `GH` (darwin), `gh.exe`.
 */
function namedWords(name: string, words: readonly string[], dialect: 'bash' | 'powershell'): readonly string[] {
  return dialect === 'bash' && words[0] !== name ? [name, ...words.slice(1)] : words;
}

function fileTouches(
  name: string, tables: NameTables, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', text: string, limit: number,
  stdin: { readonly text: string; readonly literal: boolean } | undefined, lineInput: boolean,
): DerivedPaths {
  // (PowerShell runs `Git.exe` as git: folded only when the name as written is not found.)
  // (`expand` in PowerShell, `expand.exe`: Windows' expand, which writes its destination.)
  const own = isWindowsExpand(name, words[0] ?? '', dialect) ? windowsExpandTouches
    : tables.own;
  // The hosts it connects to (remote-hosts.ts), beside what it reads and writes.
  const hosts = tables.hosts;
  if (own !== undefined) {
    const t = new FileTouches(text, limit);
    t.stdin = stdin;
    t.lineInput = lineInput;
    const named = namedWords(name, words, dialect);
    own(named, dynamic, t);
    // (win32: an ANSI interpreter opens `a.ｐem` as a.pem, best-fit-words.ts.)
    if (isAnsiInterpreter(name, words[0] ?? '')) for (let i = 1; i < words.length; i++) if (!dynamic[i] && hasNonAscii(words[i]!)) bestFitTouches(words[i]!, t, (w) => literalPaths(w, dialect));
    // (The credentials it prints from the files it keeps them in: `aws configure get`, `gh auth token`.)
    tables.credentials?.(named, dynamic, t);
    hosts?.(named, dynamic, t);
    if (tables.partlyRead) possiblePaths(named, dynamic, dialect, t);
    if (t.scriptArguments !== undefined && t.scriptArguments.length > 0) scriptArgumentTouches(t.scriptArguments, dialect, t);
    return t;
  }
  const cmd = tables.fileCommand;
  if (!cmd) {
    if (hosts === undefined) {
      const urls = words.some((w) => w.includes(':'));
      const unknown = readByNoTable(name, words, dynamic, dialect);
      // (findstr, bitsadmin, esentutl…: their files, hosts and lines, beside the safety net.)
      const windows = windowsToolReader(name);
      if (!urls && !unknown && windows === undefined) return NOTHING;
      const t = new FileTouches(text, limit);
      windows?.(words, dynamic, t);
      if (urls) urlsOfUnknownCommand(name, words, dynamic, t);
      // (Its words that look like paths may be files it reads or writes, and those that look like
      // host names hosts it reaches: possible parts.)
      if (unknown) {
        possiblePaths(words, dynamic, dialect, t);
        possibleHostsOfUnknownCommand(words, dynamic, t, !BASH_LAUNCHERS.has(name));
      }
      // (Truncated with no path kept, at a spent budget's limit of 0: not NOTHING, which would drop them unseen.)
      return t.paths.length === 0 && t.urls === undefined && t.problems === undefined && !t.truncated ? NOTHING : t;
    }
    const t = new FileTouches(text, limit);
    t.stdin = stdin;
    t.lineInput = lineInput;
    hosts(namedWords(name, words, dialect), dynamic, t);
    // (`uv pip install -r F` reads F as `pip install -r F` does: a deny rule denies it.)
    if (name === 'uv') uvPipTouches(words, dynamic, t);
    if (name === 'composer') composerArchiveTouches(words, dynamic, t);
    // (Its words that look like paths may be files it reads or sends, as for any command not
    // modelled: `w3m /etc/passwd`, `oras push h/x /etc/passwd`, `gem build /etc/x.gemspec` were
    // allowed beside Read(//etc/**). socat's reader reads every address, files included.)
    if (name !== 'socat' && readByNoTable(name, words, dynamic, dialect)) possiblePaths(words, dynamic, dialect, t);
    return t;
  }
  const spec = dialect === 'powershell' ? CMDLET_PARAMETERS.get(name) : undefined;
  const bound = spec === undefined ? undefined : bindCmdlet(spec, words, dynamic, (k, value) => ({ word: value ?? words[k] ?? '', dynamic: dynamic[k] ?? false }));
  const o = bound === undefined ? readOptions(name, cmd, words, dynamic, dialect) : boundOptions(name, cmd, bound);
  const t = new FileTouches(text, limit);
  if (bound !== undefined) cmdletExtras(name, bound, t);
  if (tables.escapeOptions) escapeOptionProblems(name, words, dynamic, t);
  if (o.expansionMayBeOption) {
    const runs = commandRunningOptions(cmd);
    if (runs !== '') t.problem(`an expansion or glob may be an option of ${name} that runs a command (${runs})`);
  }
  // (m4's input on standard input, given by the line: syscmd and esyscmd run commands.)
  if (name === 'm4' && stdin !== undefined && (!stdin.literal || /syscmd/.test(stdin.text))) t.problem('m4 runs the commands its input names (syscmd, esyscmd)');
  // (Without a file, or with `-`, it reads standard input: from a pipe or a file, not known.)
  if (name === 'm4' && stdin === undefined && (o.operands.length === 0 || o.operands.some((a) => a.word === '-'))) t.problem('m4 reads its input from standard input (a pipe or a file), whose syscmd runs a command');
  if (tables.editor) editorCode(name, words, dynamic, t);
  const tree = o.follows ? 'links' : o.recursive ? 'tree' : 'none';
  const push = (op: 'read' | 'edit', a: Operand, below: PathRef['below'], possible = false): void => t.add(op, a.word, a.dynamic, below, possible);
  for (const f of o.optionFiles) push('read', f, cmd.readsDirectories === true ? 'tree' : 'none');
  for (const f of o.optionTrees) push('read', f, 'tree');
  for (const f of o.optionWrites) push('edit', f, 'none');
  for (const f of o.fileLists) {
    // (`-`: the list is standard input, no file.)
    const stdinList = !f.dynamic && f.word === '-';
    if (!stdinList) push('read', f, 'none');
    t.problem(`${name} reads the files a list names (${f.dynamic ? 'an expansion' : stdinList ? 'standard input' : f.word})`);
  }
  for (const r of o.runs) t.run(r.word, r.dynamic);
  for (const f of o.settings) {
    push('read', f, 'none');
    t.problem(`${name} reads settings from ${f.dynamic ? 'an expansion' : f.word}, which may name commands it runs`);
  }
  let operands = cmd.slashSwitches === true ? o.operands.filter((a) => a.dynamic || !/^\/[A-Za-z]+(?::.*)?$/s.test(a.word)) : o.operands;
  // (less `+CMD`: commands at start; `+!CMD` runs CMD by a shell, `+:e FILE` opens FILE.)
  if (cmd.plusCommands === true) {
    for (const a of operands) if (!a.dynamic && a.word.startsWith('+')) pagerStartCommand(name, a.word, t);
    // (`-p PATTERN` is `+/PATTERN`: after a newline in it, commands; one from an expansion may hold one.)
    for (const s of o.startSearches) {
      if (s.dynamic) t.problem(`${name} types at start a search an expansion gives, where a newline would start commands`);
      else pagerStartCommand(name, `+/${s.word}`, t);
    }
    operands = operands.filter((a) => a.dynamic || !a.word.startsWith('+'));
  }
  // A file cmdlet without a path takes its paths from the pipeline: unknown.
  if (bound?.pipeline ?? (dialect === 'powershell' && operands.length === 0)) operands = [...operands, { word: '', dynamic: true }];
  if (o.lists) t.problem(`${name} reads the files its list operands name`);
  if (cmd.responseFiles === true) {
    const files = operands.filter((a) => !a.dynamic && a.word.startsWith('@'));
    for (const a of files) push('read', { word: a.word.slice(1), dynamic: false }, 'none');
    if (files.length > 0) t.problem(`${name} reads more options and operands from ${files.map((a) => a.word).join(' ')}`);
    operands = operands.filter((a) => a.dynamic || !a.word.startsWith('@'));
  }
  if (cmd.fetchesUrls === true) for (const a of [...operands, ...o.optionFiles, ...o.settings]) if (!a.dynamic && a.word.includes(':')) urlsIn(a.word, t);
  if (cmd.compressed === true) {
    // (zgrep's first operand is its pattern, as grep's.)
    const files = cmd.use === 'search' && !o.givesFirst && operands[0]?.dynamic !== true ? operands.slice(1) : operands;
    for (const a of files) compressedSiblings(t, a.word, a.dynamic, cmd.use === 'edit' ? 'edit' : 'read');
  }
  if (cmd.zeroRenames === true) for (const a of operands) zeroRenames(t, a.word, a.dynamic);
  if (name === 'gpg' || name === 'gpg2') gpgOutputs(words, dynamic, operands, t);
  if (o.editsAll) {
    for (const a of operands) push('edit', a, 'none');
    hosts?.(words, dynamic, t);
    return t;
  }
  // (scp, rsync: a loopback host's path is this machine's.)
  if (name === 'scp' || name === 'rsync') operands = operands.map(loopbackOperand);
  switch (cmd.use) {
    case 'read':
    case 'edit':
      for (const a of operands) push(cmd.use, a, cmd.readsDirectories === true && tree === 'none' ? 'tree' : tree);
      break;
    case 'filter':
      operands.forEach((a, k) => push(k === 1 ? 'edit' : 'read', a, 'none'));
      break;
    case 'none':
      break;
    case 'search': {
      // (A skipped first operand from an expansion may be an option, `-r` included: kept, as unknown.)
      if (!o.givesFirst) operands = operands[0]?.dynamic === true ? operands : operands.slice(1);
      // A recursive search without an operand searches the working directory.
      if (operands.length === 0 && o.recursive) push('read', { word: '.', dynamic: false }, tree);
      for (const a of operands) push('read', a, tree);
      break;
    }
    case 'mode':
      // (A first operand from an expansion may be an option, `--reference=FILE`: kept, as unknown,
      // unless it cannot start with `-`: `chown $(whoami) x`. A split tail is a word of its own.)
      for (const a of o.givesFirst || (operands[0]?.dynamic === true && mayBeOption(operands[0].word)) ? operands : operands.slice(1)) push('edit', a, tree);
      break;
    case 'copy':
    case 'move': {
      const linking = name === 'ln' || name === 'link';
      let dest = o.target;
      if (dest === undefined && operands.length > 1) {
        dest = operands[operands.length - 1];
        operands = operands.slice(0, -1);
      } else if (dest === undefined && linking && operands.length === 1) {
        // (`ln dir/f`: the link is `./f`.)
        dest = { word: '.', dynamic: false };
      }
      const move = cmd.use === 'move';
      // A moved directory takes everything below it along; a link's target is not opened (but
      // checked as an edit, as before: doubt adds a path), and a hard link is a new name to
      // write the source through.
      for (const a of operands) push(move || linking || o.links ? 'edit' : 'read', a, move ? 'tree' : tree);
      if (dest === undefined) break;
      // What a moved or recursively copied directory brings lands below the destination.
      const landing = move || o.recursive || o.parents ? 'tree' : 'none';
      // (rsync copies a source written with a trailing slash as its contents: `rsync -a a/ .github/` writes .github/workflows.)
      const contents = name === 'rsync' && o.recursive;
      const unnamed = operands.some((a) => a.dynamic || baseNameOf(a.word) === '' || (contents && a.word.endsWith('/')));
      // A destination that must be an existing directory (`.`, `dir/`) only receives `dest/name`.
      push('edit', dest, unnamed || o.parents ? 'tree' : mustBeDirectory(dest.word) ? 'none' : landing);
      if (o.backup && !mustBeDirectory(dest.word)) besides(t, dest.word, dest.dynamic);
      if (dest.dynamic) break;
      for (const a of operands) {
        const base = a.dynamic ? '' : baseNameOf(a.word);
        if (base === '') continue;
        const landed = `${dest.word.replace(/(?<!\/)\/+$/, '')}/${base}`;
        push('edit', { word: landed, dynamic: false }, landing, true);
        if (o.backup) besides(t, landed, false);
      }
      break;
    }
  }
  hosts?.(words, dynamic, t);
  return t;
}
