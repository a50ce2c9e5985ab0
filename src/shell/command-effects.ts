// What one simple command does besides running (analyze.ts, Analyzer.subjects): the files it
// reads and writes, the lines its options run or store, the URLs it fetches and the hosts it
// reaches (commandEffects); and what a runner does itself: the variables it sets for its command,
// the files it opens, a line an option runs where it is (runnerEffects).

import { derivedPaths, type PathRef, type UrlRef } from './arguments.js';
import type { WorkBudget } from './budget.js';
import { isCommandVariable } from './command-variables.js';
import { readsKeysFromStdin } from './editor-arguments.js';
import { FileTouches } from './file-touches.js';
import { possibleHostsOfUnknownCommand } from './url-words.js';
import type { LineLinks } from './line-links.js';
import { networkPathWords } from './network-paths.js';
import { possiblePaths } from './possible-paths.js';
import { TOOL_RUNNERS } from './runner-specs.js';
import { WRAPPER_SPECS, type OptionSpec } from './wrapper-specs.js';
import { powershellPaths } from './redirects.js';
import { isKnownCmdletName } from './powershell-aliases.js';
import type { Runner } from './runner-scan.js';
import type { BashNameRecord } from './name-dispatch.js';
import { covered, shellLine, type Reader, type Simple } from './runs.js';
import { commandAssignments, commandVariable, type AssignmentReader } from './variable-assignments.js';
import { isPipeArgument, withGlob } from './words.js';
import { withItemGlob } from './xargs-items.js';
import { workingDirectoryWords, type WorkingDirectoryWords } from './working-directory-words.js';
import { START } from './directory-change.js';
import { autorunWrite } from './registry-keys.js';
import { mayWriteRegistry, readRegistryWrite } from './registry-writes.js';
import { storedProxyHosts } from './proxy-settings.js';
import { isWindowsCodeLoader, remoteCodeUrls, windowsCodeLoad } from './windows-code-loaders.js';
import { nameMemo } from './name-memo.js';
import type { WrittenCode } from './written-code.js';
import { AutorunWrites } from './stored-code-writes.js';
import { defenceChange, defenceProgram, mayChangeDefence } from './defence-changes.js';
import type { ProgramSpelling } from './program-name.js';
import { givenValues, laterValues, mayGiveValues, stdinParts } from './given-values.js';
import { positionalValues, readValues } from './builtin-reads.js';
import { movedWords } from './moved-words.js';
import { movedTreeTrafficUrls } from './moved-tree-writes.js';
export { startWritesApart } from './moved-tree-writes.js';

/** The analyzer, as a command's effects reach it. */
export interface EffectsReader extends Reader, AssignmentReader {
  readonly paths: PathRef[];
  readonly budget: WorkBudget;
  readonly writtenCode: WrittenCode;
  readonly links: LineLinks;
  addPath(ref: PathRef): void;
  /** How the platform spells programs (analyze.ts); not `windows`: PowerShell's paths read `\` as `/`. */
  readonly spelling: ProgramSpelling;
  addUrl(ref: UrlRef): void;
  budgetSpent(at: string): void;
  storedLine(line: string, depth: number): void;
  /** Inside commands whose standard input the line gives (line-input.ts). */
  readonly lineInput: number;
  /** Inside a text stored to run later (analyze.ts storedLine). */
  readonly stored: number;
}

/** A reading with an unquoted `$PWD` read as `.`: its paths marked, for the decision to check the working directory is one word (working-directory-words.ts). */
function withWorkingDirectory(derived: ReturnType<typeof derivedPaths>, here: WorkingDirectoryWords | undefined): ReturnType<typeof derivedPaths> {
  if (here?.unquoted !== true) return derived;
  return { ...derived, paths: derived.paths.map((p) => ({ ...p, workingDirectory: true as const })) };
}

/** Which of the Windows readers below may read a command: each field is the reader's own test of the name, so a false one reads nothing. */
export interface WindowsReaders {
  /** windowsCodeLoad (of the name as written: the record stands for it when that is the name). */
  readonly loader: boolean;
  /** readRegistryWrite, and storedProxyHosts, which also reads Set-Item's TrustedHosts. */
  readonly registry: boolean;
}

const NO_WINDOWS_READERS: WindowsReaders = Object.freeze({ loader: false, registry: false });

/**
 * The Windows readers of command `name`, made once per name (name-memo.ts): every command comes
 * here, and most are none of those programs, which their tests (calls, lookups, a lower-case copy
 * of the name) find again at each command.
 */
export const windowsReadersOf = nameMemo((name): WindowsReaders => {
  const loader = isWindowsCodeLoader(name);
  const registry = mayWriteRegistry(name) || name === 'Set-Item';
  return loader || registry ? { loader, registry } : NO_WINDOWS_READERS;
}, NO_WINDOWS_READERS);

/**
 * The files, lines, URLs and hosts of command `name` (its own words: what it runs is runs.ts's).
 * `ownEnd`: the index of a wrapper's command, read next, where the budget of wrapped words is
 * spent (budget.ts): its readers read the words before it only, and the line asks.
 */
export function commandEffects(a: EffectsReader, whole: Simple, name: string, raw: string, source: string, record: BashNameRecord | undefined, ownEnd?: number): void {
  const c = ownEnd === undefined ? whole : ownWords(a, whole, ownEnd, source);
  const { dialect, depth } = c;
  // (`7z x x.7z -o$PWD/build` is `-o./build` where the line has not moved; not in a text stored to run later, elsewhere.)
  const here = a.stored === 0 && a.flow.cwd === START ? workingDirectoryWords(c) : undefined;
  const words = here?.words ?? c.words;
  const dynamic = here?.dynamic ?? c.dynamic;
  // (A bash name's tables come with its record, name-dispatch.ts: no lookup each.)
  const derived = withWorkingDirectory(derivedPaths(name, words, dynamic, dialect, source, a.budget.parts, c.stdinScript, a.lineInput > 0, record?.tables), here);
  if (dialect === 'bash') {
    a.writtenCode.wrote(name, derived.paths, words, dynamic, c.stdinScript !== undefined);
    if (!dynamic[0]) a.writtenCode.runs(name, raw, derived.paths, words, dynamic, source, record?.readsMore);
    const servers = networkPathWords(name, words, dynamic, derived.paths);
    for (let k = 0; k < servers.length; k++) a.addUrl({ url: servers[k]!, text: source, scope: 'restrict', path: true });
  } else {
    a.writtenCode.wrotePowerShell(name, derived.paths);
    if (!dynamic[0]) a.writtenCode.runsPowerShell(name, raw, derived.paths, words, dynamic, source);
  }
  // (A command that turns off or loosens a defence, `Set-MpPreference`, `netsh advfirewall set`: asks beside Shell deny and ask rules.)
  if (!dynamic[0] && (mayChangeDefence(name) || mayChangeDefence(raw))) {
    const why = defenceChange(name, defenceProgram(raw), words);
    if (why !== undefined) (a.writtenCode.autorun ??= new AutorunWrites()).changed(why, source);
  }
  // (Windows loaders of code files, either dialect: msbuild a.proj, regsvr32 /i:URL scrobj.dll.)
  const windows = record?.windows ?? windowsReadersOf(name);
  const loaded = dynamic[0] || (raw === name && !windows.loader) ? undefined : windowsCodeLoad(raw, words, dynamic);
  if (loaded !== undefined) {
    a.writtenCode.loads(loaded.files, loaded.unknown, source);
    if (loaded.remote.length > 0) {
      a.note(`${raw} loads code from the network (${loaded.remote[0]}), which the analysis does not read`, source);
      for (const u of remoteCodeUrls(loaded.remote, source)) a.addUrl(u);
    }
  }
  // (Registry values Windows runs later: reg add …\Run /d LINE, Set-ItemProperty HKCU:\…\Run -Value LINE.)
  // (The command's registry write is read once, for its autorun keys and its proxy settings.)
  const registry = dynamic[0] || !windows.registry ? undefined : readRegistryWrite(name, words, dynamic);
  const autorun = autorunWrite(registry);
  if (autorun !== undefined) {
    a.note(autorun.problem, source);
    if (autorun.line !== undefined) a.storedLine(autorun.line, depth);
  }
  // (Hosts later traffic goes through: Internet Settings' ProxyServer, WSMan's TrustedHosts.)
  if (!dynamic[0] && windows.registry) {
    const proxies = storedProxyHosts(name, words, dynamic, source, registry);
    for (let k = 0; k < proxies.length; k++) a.addUrl(proxies[k]!);
  }
  // Indexed loops: the usual results are shared frozen empty arrays (slow under for...of).
  // (A process substitution given to a data reader is a pipe from a command read on its own.)
  const pipes = record?.facts.pipeReader === true;
  const makesLinks = dialect === 'bash' ? a.links.command(name, words, dynamic) : a.links.powershellCommand(name, words, dynamic);
  const linkPaths = makesLinks ? a.paths.length : -1;
  // (A cmdlet's paths are its providers', on any drive they have: a native program's are its own.)
  const cmdlet = dialect !== 'bash' && derived.paths.length > 0 && name.includes('-') && isKnownCmdletName(name);
  for (let k = 0; k < derived.paths.length; k++) {
    const p = derived.paths[k]!;
    if (dialect !== 'bash') for (const r of powershellPaths(p, a.spelling !== 'windows', cmdlet)) a.addPath(r);
    else if (!pipes || !isPipeArgument(p, c.words, c.dynamic, c.spans)) a.addPath(withItemGlob(withGlob(p, c.words, c.dynamic, c.spans), c.words, c.dynamic, c.spans));
  }
  if (linkPaths >= 0) a.links.ownPaths(linkPaths, a.paths.length);
  // (`cd ~ && tar xf x.tar`, PowerShell's `cd ~; Expand-Archive x.zip .`: a tree written where the line moved to may drop ~/.bashrc.)
  if (derived.paths.length > 0) for (const u of movedTreeTrafficUrls(name, words, derived.paths, a.flow.cwd, source) ?? []) a.addUrl(u);
  if (c.tildeWords !== undefined) {
    // The same paths, each `~` bash leaves as it is read as a directory called `~` too.
    const relative = derivedPaths(name, c.tildeWords, dynamic, dialect, source, a.budget.parts);
    for (const p of relative.paths) if (p.path.startsWith('./~')) a.addPath(p);
  }
  if (derived.truncated) {
    a.budget.spendParts();
    a.budgetSpent(source);
  }
  if (derived.problems !== undefined) for (const p of derived.problems) a.note(p, source);
  if (c.stdinScript !== undefined && dialect === 'bash' && readsKeysFromStdin(name)) a.note(`${name} reads keys from standard input here, which may run any command`, source);
  if (derived.runs !== undefined) {
    // Command lines an option hands to a shell (`tar --to-command=CMD`): lines of their own.
    for (const r of derived.runs) {
      if (r.dynamic) a.note(`a command line that ${name} ${r.stored === true ? 'stores' : 'runs'} comes from an expansion`, source);
      else if (r.possible !== undefined) possibleLine(a, r.line, depth, r.possible);
      else if (r.stored === true) a.storedLine(r.line, depth);
      // (Run by /bin/sh or `$SHELL`: a construct they read otherwise than bash asks.)
      else a.flow.isolated(() => shellLine(a, r.line, 'unknown', depth, source));
    }
  }
  // URLs a network tool fetches (scope all), hosts a command reaches on the side (git's remotes:
  // for deny and ask rules).
  if (derived.urls !== undefined) {
    for (const u of derived.urls) {
      if (u.all === true) {
        if (u.dynamic) a.note(`a URL argument of ${name} comes from an expansion`, source);
        else a.addUrl({ url: u.url, text: source });
      } else if (u.possible === true) a.addUrl(u.namedOnly === true ? { url: u.url, text: source, scope: 'restrict', possible: true, namedOnly: true } : { url: u.url, text: source, scope: 'restrict', possible: true });
      else a.addUrl(u.dynamic ? { url: u.url, text: source, scope: 'restrict', dynamic: true } : { url: u.url, text: source, scope: 'restrict' });
    }
  }
  // (An unknown program's words with the values the line shows in place: `X=/etc/x; mytool "$X"`.)
  if (mayGiveValues(a.values, c)) givenValues(a, c, name, source);
  laterValues(a, c, name, source);
  if (c.stdinScript !== undefined) stdinParts(a, c, name, source);
  // (`cd /etc && mytool passwd`: its plain words, where the line may be elsewhere.)
  movedWords(a, c, name, source);
  // (`read X <<< TEXT`, `printf -v X …`: values the line shows.)
  if (record?.facts.assigning === true || (name === 'shift' && a.values !== undefined)) readValues(a, c, name);
  // (`bash -c 'mytool "$1"' _ /etc/passwd`: the -c string's positional parameters.)
  if (record?.facts.posixShell === true) positionalValues(a, c);
}

/** A wrapper's words before its command at `end` (each level of a chain read the rest of the line again: budget.ts); the line asks. */
function ownWords(a: EffectsReader, c: Simple, end: number, source: string): Simple {
  a.budgetSpent(source);
  return { ...c, words: c.words.slice(0, end), dynamic: c.dynamic.slice(0, end), spans: c.spans.slice(0, end), tildeWords: c.tildeWords?.slice(0, end) };
}

/** What runner `runner` does itself, before its command runs. */
export function runnerEffects(a: EffectsReader, c: Simple, runner: Extract<Runner, { kind: 'wrapper' }>, source: string): void {
  const { words, dynamic, depth } = c;
  // `env GIT_SSH_COMMAND=… git fetch`, `sudo EDITOR=… crontab -e`.
  if (runner.spec.assignments && runner.scan.assignments.length > 0) commandAssignments(a, words, dynamic, 1, runner.scan.inner ?? words.length, source, depth);
  // `systemd-run -E GIT_EDITOR=… git commit`, `bwrap --setenv PAGER … git log` (wrapper-environment.ts).
  if (runner.scan.environment !== undefined) for (const v of runner.scan.environment) if (isCommandVariable(v.name)) commandVariable(a, v.name, v.value, v.dynamic, source, depth);
  // Files the runner itself reads or writes (`strace -o FILE`, `flock FILE`), where it is.
  const files = runner.scan.files;
  if (files !== undefined && files.length > 0) {
    const t = new FileTouches(source, a.budget.parts);
    for (const f of files) t.add(f.op, f.word, f.dynamic, 'none', false);
    for (const p of t.paths) {
      a.addPath(withGlob(p, words, dynamic, c.spans));
      if (p.op === 'edit') a.writtenCode.wroteOne(p);
    }
    if (t.truncated) {
      a.budget.spendParts();
      a.budgetSpent(source);
    }
  }
  runnerOwnPaths(a, c, runner, source);
  if (ENTRYPOINT_RUNNER_SPECS.has(runner.spec)) entrypointHosts(a, c, runner.scan.inner, source);
  // A line an option runs here, wherever the command runs (`ssh -o ProxyCommand=CMD host`).
  const local = runner.scan.localLine;
  if (local !== undefined) {
    const run = () => a.flow.isolated(() => shellLine(a, local, 'unknown', depth, source));
    if (runner.spec.coversWhatItRuns) covered(a, run);
    else run();
  }
}

/** New containers' runners: the words after the image may be its entrypoint's arguments (`docker run curlimages/curl URL`). */
const ENTRYPOINT_RUNNER_SPECS: ReadonlySet<OptionSpec> = new Set(['docker run', 'docker create', 'podman run', 'podman create', 'nerdctl run', 'finch run',
  'docker-compose run', 'podman-compose run', 'kubectl run', 'oc run'].map((key) => WRAPPER_SPECS.get(key)!));

/**
 * The image's entrypoint, which the line does not show, takes the command's words as arguments
 * (`docker run curlimages/curl evil.com` fetches evil.com): each may name a host the container
 * reaches, as an unknown program's words may (url-words.ts). Deny and ask rules naming one ask.
 */
function entrypointHosts(a: EffectsReader, c: Simple, inner: number | undefined, source: string): void {
  if (inner === undefined) return;
  const t = new FileTouches(source, a.budget.parts);
  possibleHostsOfUnknownCommand(['', ...c.words.slice(inner)], [false, ...c.dynamic.slice(inner)], t);
  for (const u of t.urls ?? []) {
    if (u.possible === true) a.addUrl(u.namedOnly === true ? { url: u.url, text: source, scope: 'restrict', possible: true, namedOnly: true } : { url: u.url, text: source, scope: 'restrict', possible: true });
  }
}

/** The grammars of the tool runners (runner-specs.ts), whose options the grammar reads only to find the command. */
const TOOL_RUNNER_SPECS: ReadonlySet<OptionSpec> = new Set(Object.keys(TOOL_RUNNERS).map((key) => WRAPPER_SPECS.get(key)!));

/**
 * A tool runner's own words that look like paths, before its command (`uv run
 * --with-requirements F`, `pipx run --spec DIR`, `uvx --from DIR`, `mise exec -C DIR`, `nodemon
 * --config F`): possible paths, as an unknown command's words are (possible-paths.ts); its
 * grammar names only some files it opens. (The wrappers of wrapper-specs.ts are read whole:
 * `env -C`, `sudo -D`, `chroot` by directory-change.ts.) Not when it runs a command line and no
 * command: a word of the line is no path of its own.
 */
function runnerOwnPaths(a: EffectsReader, c: Simple, runner: Extract<Runner, { kind: 'wrapper' }>, source: string): void {
  const { inner, line } = runner.scan;
  if (!TOOL_RUNNER_SPECS.has(runner.spec) || (inner === undefined && line !== undefined)) return;
  const end = inner ?? c.words.length;
  const t = new FileTouches(source, a.budget.parts);
  possiblePaths(c.words.slice(0, end), c.dynamic.slice(0, end), 'bash', t);
  for (const p of t.paths) a.addPath(p);
  if (t.truncated) {
    a.budget.spendParts();
    a.budgetSpent(source);
  }
}

/** A line a command may run (`make ARGS=CMD`, if a recipe runs it): deny and ask rules matching it ask, allow rules need not. */
function possibleLine(a: EffectsReader, line: string, depth: number, when: string): void {
  const commands = a.commands.length;
  const paths = a.paths.length;
  a.storedLine(line, depth);
  for (let k = commands; k < a.commands.length; k++) a.commands[k] = { ...a.commands[k]!, possible: a.commands[k]!.possible ?? when };
  for (let k = paths; k < a.paths.length; k++) a.paths[k] = { ...a.paths[k]!, possible: true, when: a.paths[k]!.when ?? when };
}
