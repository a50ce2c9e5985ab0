// Code the line writes and then runs (hunt 5, F7 and F13): `tee s.sh <<< 'rm x'; bash s.sh`,
// `cp /bin/rm del; ./del x`, `printf … | tee Makefile; make`, `ln -sf /bin/rm ~/bin/ls; ls x`.
// The file's content came from the line (or is a denied program under a new name), but what
// runs it reads a file, which the analysis never opens: such a line is incomplete (it asks).
//
// Files are compared by their last segment, so that no spelling of the same file (`./s.sh`,
// `/w/repo/s.sh`, `d/../s.sh`, a path after `cd`, a directory reached through a link) can
// escape: a line that writes `a/s.sh` and runs `b/s.sh` asks too, which costs nothing usual.
// Cheap: two small sets per line, compared once after the walk.

import { implicitCode, type ImplicitCode } from './implicit-code-files.js';
import { runsElsewhere } from './powershell-native.js';
import type { PathRef } from './file-touches.js';
import { hasImplicitRuns, implicitWindowsRuns, mayRunWindowsCode } from './windows-code-hosts.js';
import {
  CODE_READER, CODE_READERS, COMPILER, COPIER, DIRECTORY_CHANGER, FILE_OPTION, LAUNCHCTL, LAUNCHCTL_LOAD_VALUES, LAUNCHCTL_LOADS, METADATA_WRITER, NAME_KINDS,
  POWERSHELL_CODE_READERS, POWERSHELL_HOSTS, POWERSHELL_LOCATION_CHANGERS, POWERSHELL_METADATA_WRITERS, readsMoreOf, SHELL, STARTUP_FILES,
} from './written-code-kinds.js';
import { windowsName } from './windows-names.js';
import { windowsSwitches } from './windows-launchers.js';
import { startsWindowsCode, windowsRunner } from './windows-runners.js';
import { importedModule, MODULE_WRITTEN, startedFiles, withoutWin32End, writesModule } from './powershell-code-runs.js';
import { isKnownCmdletName } from './powershell-aliases.js';
import { guessed, hasEdit, inSubdirectory, isSeparator, lastSegment, streamAliases, WINDOWS_RUN_EXTENSION } from './written-code-paths.js';
import { AutorunWrites, autorunWriteKind, metadataOnlyWriter, movedAutorunWrites, type StoredCodeReader } from './stored-code-writes.js';
import { autorunPlace } from './autorun-files.js';
import type { PipedText } from './piped-text.js';
import type { Incomplete } from './analysis.js';

export { inSubdirectory };

/** A runner's option that runs it in another directory (`git -C`, `npm --prefix`, `yarn --cwd`, `pnpm --dir`). */
const DIRECTORY_OPTION = /^(?:-C|--prefix|--cwd|--dir|--git-dir|--work-tree)/;

export class WrittenCode {
  // (Fields are `declare`d and set in the constructor, as in analyze.ts's Analyzer: ES2022 class
  // fields are defined by a separate initializer function, a cost on every line analyzed.)
  /** Last segments of the files the line writes, and whether one was written in a directory (`~/bin/ls`). */
  declare private written: Map<string, boolean> | undefined;
  /** Last segments of directories a copier writes below. */
  declare private trees: Set<string> | undefined;
  /** The line writes a file it cannot name (an expansion, a glob). */
  declare private writtenUnknown: string | undefined;
  /** Files the line runs, by last segment, with the text that runs them. */
  declare private ran: Map<string, string> | undefined;
  /** Segments of the directories files are run from (`./b/rm`: `b`). */
  declare private ranBelow: Map<string, string> | undefined;
  /** Commands run by name (a PATH lookup), with the text that runs them: [name, text] pairs. */
  declare private ranByName: string[] | undefined;
  /** Last segments of the files written by other programs than those that read them implicitly (ranImplicitly). */
  declare private writtenByOthers: Set<string> | undefined;
  /** As writtenByOthers, the files written below a relative subdirectory other than a .git. */
  declare private writtenBelow: Set<string> | undefined;
  /** The line changes directory (cd, pushd, a runner's `--prefix DIR`): writtenBelow counts too. */
  declare private moved: boolean;
  /** Programs that read files as code implicitly (implicit-code-files.ts), with their words and the text that runs them. */
  declare private implicitRuns: { implicit: ImplicitCode; words: readonly string[]; source: string }[] | undefined;
  /** A file run named by an expansion. */
  declare private ranUnknown: string | undefined;
  /** Last segments of directories whose whole tree is compiled and run (`aspnet_compiler -p DIR`), with the text that runs them. */
  declare private ranTrees: Map<string, string> | undefined;
  /** The paths of the files written, for `ranTrees`. */
  declare private writtenPaths: string[] | undefined;
  /** A PowerShell command by a name no cmdlet has, which PowerShell may load from a module below a Modules directory. */
  declare private autoloaded: string | undefined;
  /** Writes of files that run later (a git hook, a startup file), made at the line's first such write. */
  declare autorun: AutorunWrites | undefined;
  /** The path parts' texts of programs that only remove files or change their metadata (movedAutorunWrites). */
  declare metadataOnly: Set<string> | undefined;

  constructor() {
    this.written = undefined;
    this.trees = undefined;
    this.writtenUnknown = undefined;
    this.ran = undefined;
    this.ranBelow = undefined;
    this.ranByName = undefined;
    this.writtenByOthers = undefined;
    this.writtenBelow = undefined;
    this.moved = false;
    this.implicitRuns = undefined;
    this.ranUnknown = undefined;
    this.ranTrees = undefined;
    this.writtenPaths = undefined;
    this.autoloaded = undefined;
    this.autorun = undefined;
    this.metadataOnly = undefined;
  }

  /** The parts of one command named `name`: its edit parts are files it writes. */
  wrote(name: string, paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[], stdinGiven: boolean): void {
    // (Only edit parts are written files: a command with none, as most are, needs no lookup of its name.)
    if (!hasEdit(paths)) return;
    // (Before the writers of metadata and compilers are left out: `truncate -s -1 ~/.bashrc`, `gcc -o .git/hooks/pre-commit x.c`.)
    for (let k = 0; k < paths.length; k++) if (paths[k]!.op === 'edit' && !guessed(paths[k]!)) this.autorunWrote(paths[k]!, name);
    if (metadataOnlyWriter(name)) for (const p of paths) (this.metadataOnly ??= new Set()).add(p.text);
    const kind = NAME_KINDS.get(name) ?? 0;
    if ((kind & METADATA_WRITER) !== 0) return;
    if ((kind & COMPILER) !== 0 && !stdinGiven && !this.compilesWritten(paths, words, dynamic)) return;
    const copier = (kind & COPIER) !== 0;
    // (npm's own package.json, `git config`'s .git/config: their readers read what they store.
    // Asked only of a command that writes: most write nothing.)
    let ownSettings: boolean | undefined;
    for (let k = 0; k < paths.length; k++) {
      const p = paths[k]!;
      if (p.op === 'edit' && !guessed(p)) this.wroteOne(p, copier, (ownSettings ??= implicitCode(name, words) !== undefined), true);
    }
  }

  /** The parts of one PowerShell command named `name` (a resolved cmdlet name, or a program's). */
  wrotePowerShell(name: string, paths: readonly PathRef[]): void {
    if (POWERSHELL_METADATA_WRITERS.has(name)) return;
    this.wrote(name, paths, [], [], false);
  }

  /** What one PowerShell command runs: a script by its path (`./x.ps1`, `& .\\x.ps1`, `. ./x.ps1`), the code a cmdlet loads, pwsh's -File. */
  runsPowerShell(name: string, raw: string, paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[], source: string): void {
    // (By name: a program or script the line writes in a directory may be on PATH, a module below a Modules directory autoloaded. `C:x.ps1` is by path.)
    if (raw.includes('/') || raw.includes('\\') || raw.includes(':')) this.ranPath(raw, false, source);
    else {
      (this.ranByName ??= []).push(name, source);
      if (!isKnownCmdletName(name)) this.autoloaded ??= source;
    }
    // (git is read in PowerShell's dialect, npm as from bash: a PowerShell line's git reads the
    // .git/config and hooks Set-Content wrote as bash's git does.)
    if (POWERSHELL_LOCATION_CHANGERS.has(name)) this.moved = true;
    const implicit = implicitCode(name, words);
    if (implicit !== undefined) (this.implicitRuns ??= []).push({ implicit, words, source });
    if (POWERSHELL_CODE_READERS.has(name)) {
      for (let k = 0; k < paths.length; k++) {
        const p = paths[k]!;
        if (p.op !== 'read') continue;
        this.ranPath(p.path, p.dynamic, source);
        // (Import-Module's path or name also loads `NAME.psm1`…, a directory's `NAME\NAME.psd1`, a manifest's neighbours.)
        const module = name === 'Import-Module' && !p.dynamic ? importedModule(p.path) : undefined;
        if (module !== undefined) {
          for (const f of module.files) this.ranPath(f, false, source);
          (this.ranTrees ??= new Map()).set(module.tree, source);
        }
      }
      // (Invoke-Command's and Start-Job's -FilePath: read by powershell-starts.ts, not a part here.)
      const script = runsElsewhere(name, words, dynamic);
      if (script?.reads !== undefined) for (const f of script.reads) this.ranPath(f, false, source);
    } else if (CODE_READERS.has(name)) this.ranCode(paths, source);
    else if (POWERSHELL_HOSTS.has(name.toLowerCase())) {
      for (let k = 1; k < words.length; k++) {
        const script = FILE_OPTION.test(words[k - 1]!) || /\.ps1$/i.test(words[k]!);
        if (script) this.ranPath(words[k]!, dynamic[k] === true, source);
      }
    } else if (mayRunWindowsCode(name)) this.ranWindowsCode(name, words, dynamic, source);
    // (Start-Process finds a bare `b.cmd` or `b` in the working directory first: a file it may run.)
    if (name === 'Start-Process') {
      for (const f of startedFiles(words)) this.ranPath(f.path, dynamic[f.at] === true, source);
    }
  }

  /** A redirect's or runner's file. */
  wroteOne(p: PathRef, copier = false, ownSettings = false, autorunSeen = false): void {
    // (A redirect's or a runner's file: its writer is the command's output.)
    if (!autorunSeen) this.autorunWrote(p, undefined);
    // (An expansion or a glob may name the file run.)
    if (p.dynamic) {
      this.writtenUnknown ??= p.text;
      return;
    }
    const name = lastSegment(p.path);
    if (name === '') return;
    if (p.below !== 'none' && copier) (this.trees ??= new Set()).add(name);
    const written = (this.written ??= new Map());
    // (A PowerShell path keeps its backslashes: `bin\git.ps1` is in a directory.)
    const inDirectory = p.path.includes('/') || p.path.includes('\\');
    written.set(name, written.get(name) === true || inDirectory);
    if (name.includes(':')) for (const alias of streamAliases(name)) written.set(alias, written.get(alias) === true || inDirectory);
    // (A relative path below another directory, `dist/package.json`, is not the working directory's nor a repository's .git's: it counts only when the line moves.)
    if (!ownSettings) ((inSubdirectory(p.path) ? (this.writtenBelow ??= new Set()) : (this.writtenByOthers ??= new Set()))).add(name);
    const bare = name.replace(WINDOWS_RUN_EXTENSION, '');
    if (bare !== name && bare !== '') written.set(bare, written.get(bare) === true || inDirectory);
    (this.writtenPaths ??= []).push(p.path);
    if (writesModule(p.path)) written.set(MODULE_WRITTEN, true);
  }

  /** A write of `p` by `writer` (undefined: a redirect's), where it is a place whose files run later. */
  private autorunWrote(p: PathRef, writer: string | undefined): void {
    const kind = autorunWriteKind(p, writer);
    if (kind !== undefined) (this.autorun ??= new AutorunWrites()).wrote(p, kind);
  }

  /** A program the line runs that no word names (package-spec-names.ts namesNoProgram): asked of as stored code is, beside Shell deny or ask rules. */
  unnamedProgram(reason: string, text: string): void { (this.autorun ??= new AutorunWrites()).unnamed(reason, text); }

  /** A text the line writes to `file` (compound-walk.ts keepFileText): where the file runs later, read as the commands it holds. */
  keptText(a: StoredCodeReader, file: string, text: PipedText): void {
    const kind = autorunPlace(file);
    if (kind !== undefined) (this.autorun ??= new AutorunWrites()).wroteText(a, file, kind, text);
  }

  /**
   * The places whose stored code the line does not show (stored-code-writes.ts). A text kept for a
   * file the line reads may be another file's of the same last segment (written-file-names.ts
   * reads widely): where the line reads a name it writes, or a name from an expansion, no text it
   * keeps is known to be what a place holds.
   */
  storedCode(paths: readonly PathRef[]): Incomplete[] | undefined {
    if (this.autorun === undefined) return this.moved ? movedAutorunWrites(paths, this.metadataOnly) : undefined;
    const written = this.written;
    let guessed = false;
    for (let k = 0; k < paths.length && written !== undefined && !guessed; k++) {
      const p = paths[k]!;
      guessed = p.op === 'read' && (p.dynamic || written.has(lastSegment(p.path)));
    }
    const moved = this.moved ? movedAutorunWrites(paths, this.metadataOnly) : undefined;
    const own = this.autorun.unknownStoredCode(guessed);
    return moved === undefined ? own : [...(own ?? []), ...moved];
  }

  /** What one command runs: its own path, or the files a code reader reads. */
  runs(name: string, raw: string, paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[], source: string, readsMore = readsMoreOf(name)): void {
    if (raw.includes('/')) this.ranPath(raw, false, source);
    else (this.ranByName ??= []).push(name, source);
    // (Most commands are none of the programs below: one lookup instead of one per table, or none: name-dispatch.ts.)
    if (!readsMore) return;
    const kind = NAME_KINDS.get(name) ?? 0;
    if ((kind & CODE_READER) !== 0) this.ranCode(paths, source, name === 'rake');
    // (Bash on Windows runs them too, their `//x` switches as `/x`.)
    else if (mayRunWindowsCode(name)) this.ranWindowsCode(name, words, dynamic, source, true);
    if ((kind & SHELL) !== 0) for (const f of STARTUP_FILES) (this.ran ??= new Map()).set(f, source);
    if ((kind & DIRECTORY_CHANGER) !== 0) this.moved = true;
    // (Kept as given, read only by problem(): most lines write nothing, and git and npm are in most.)
    const implicit = implicitCode(name, words);
    if (implicit !== undefined) (this.implicitRuns ??= []).push({ implicit, words, source });
    if ((kind & LAUNCHCTL) !== 0 && LAUNCHCTL_LOADS.has(words[1] ?? '')) this.ranJobs(words, dynamic, source);
  }

  /** The job plists `launchctl load|bootstrap` loads (a directory: every plist below it). */
  private ranJobs(words: readonly string[], dynamic: readonly boolean[], source: string): void {
    // (bootstrap's first operand is the domain, `gui/501`.)
    let domain = words[1] === 'bootstrap';
    for (let k = 2; k < words.length; k++) {
      const w = words[k]!;
      if (!dynamic[k] && w.startsWith('-')) {
        if (LAUNCHCTL_LOAD_VALUES.has(w)) k++;
        continue;
      }
      if (domain) domain = false;
      else {
        this.ranPath(w, dynamic[k] === true, source);
        if (!dynamic[k] && !w.endsWith('.plist')) (this.ranTrees ??= new Map()).set(lastSegment(w), source);
      }
    }
  }

  /** The files a Windows code loader runs (windows-code-loaders.ts: msbuild's project, regsvr32's `/i:` scriptlet, setres's choice.cmd). */
  loads(files: readonly string[], unknown: string | undefined, source: string): void {
    // (A file named again runs from the same source: nothing more to note. `regsvr32 'a,a,…'` names 5,000.)
    const seen = files.length > 1 ? new Set<string>() : undefined;
    for (let k = 0; k < files.length; k++) {
      const f = files[k]!;
      if (seen !== undefined) {
        if (seen.has(f)) continue;
        seen.add(f);
      }
      this.ranPath(f, false, source);
    }
    if (unknown !== undefined) this.ranUnknown ??= source;
  }

  /** Why the line is incomplete: it runs a file it writes; undefined when it runs none. */
  problem(): string | undefined {
    // (Most lines write nothing: then nothing they run was written.)
    const written = this.written;
    if (written === undefined && this.trees === undefined && this.writtenUnknown === undefined) return undefined;
    if (this.ran !== undefined && written !== undefined) {
      for (const [name, text] of this.ran) {
        if (written.has(name)) return `the line runs ${JSON.stringify(text)}, a file (${name}) it also writes, whose content is not analyzed`;
      }
    }
    if (this.implicitRuns !== undefined) {
      const implicit = this.ranImplicitly(this.implicitRuns);
      if (implicit !== undefined) return implicit;
    }
    if (this.ranBelow !== undefined && this.trees !== undefined) {
      for (const [name, text] of this.ranBelow) {
        if (this.trees.has(name)) return `the line runs ${JSON.stringify(text)} from a directory (${name}) it copies or links programs into`;
      }
    }
    if (this.ranTrees !== undefined && this.writtenPaths !== undefined) {
      for (const [name, text] of this.ranTrees) {
        // (A tree named `.` or a drive's root holds every file written.)
        // (Written segments as Win32 opens them: `M.\\M.psm1` is below M.)
        if (name === '' || this.writtenPaths.some((p) => p.toLowerCase().split(/[/\\]/).some((s) => s === name || withoutWin32End(s) === name))) {
          return `the line runs ${JSON.stringify(text)}, which compiles and runs the code below a directory (${name || '.'}) it writes into`;
        }
      }
    }
    if (this.autoloaded !== undefined && written?.has(MODULE_WRITTEN) === true) return `the line runs ${JSON.stringify(this.autoloaded)}, a command PowerShell may load from a module it also writes below a Modules directory`;
    const byName = this.ranByName;
    if (byName !== undefined && written !== undefined) {
      for (let k = 0; k < byName.length; k += 2) {
        if (written.get(byName[k]!.toLowerCase()) === true) return `the line runs ${JSON.stringify(byName[k + 1])}, and writes a file named ${byName[k]} in a directory, which may be on PATH`;
      }
    }
    if (this.ran === undefined && this.ranUnknown === undefined && this.ranTrees === undefined) return undefined;
    if (this.writtenUnknown !== undefined) return `the line writes a file named by an expansion or glob (${JSON.stringify(this.writtenUnknown)}), and runs a file, which may be the one written`;
    if (this.ranUnknown !== undefined && (written !== undefined || this.trees !== undefined)) return `the line runs a file named by an expansion (${JSON.stringify(this.ranUnknown)}), which may be one it writes`;
    return undefined;
  }

  /** Why a program that reads files as code implicitly runs one the line writes (by another program), or undefined. */
  private ranImplicitly(runs: readonly { implicit: ImplicitCode; words: readonly string[]; source: string }[]): string | undefined {
    const others = this.writtenByOthers;
    const below = this.writtenBelow;
    if (others === undefined && below === undefined) return undefined;
    const moved = this.moved || runs.some((r) => r.words.some((w) => DIRECTORY_OPTION.test(w)));
    for (const { implicit, source } of runs) {
      for (const name of implicit.names) {
        if (others?.has(name) === true || (moved && below?.has(name) === true)) return `the line runs ${JSON.stringify(source)}, which reads a file (${name}) it also writes as code or settings, whose content is not analyzed`;
      }
      // (Code files count wherever they are: pytest collects tests/, a tool loads packages/*/x.config.js.)
      for (const suffix of implicit.suffixes) {
        for (const name of [...others ?? [], ...below ?? []]) if (name.endsWith(suffix)) return `the line runs ${JSON.stringify(source)}, which may run a file (${name}) it also writes, whose content is not analyzed`;
      }
    }
    return undefined;
  }

  /** The files a code reader (a script's interpreter, make) reads: the code it runs. */
  private ranCode(paths: readonly PathRef[], source: string, trees = false): void {
    for (let k = 0; k < paths.length; k++) {
      const p = paths[k]!;
      // (A file it also edits is its data, edited in place: `perl -pi -e CODE f`.)
      if (p.op !== 'read' || paths.some((e) => e.op === 'edit' && e.path === p.path)) continue;
      this.ranPath(p.path, p.dynamic, source);
      // (rake loads the `.rake` files of the directories it lists: rakelib, -R DIR.)
      if (trees && (p.below !== 'none' || p.listed !== undefined) && !p.dynamic) (this.ranTrees ??= new Map()).set(lastSegment(p.path), source);
    }
  }

  /**
   * What a Windows program runs as code (windows-code-hosts.ts): the files it is given (cscript's
   * script, cmstp's INF, `diskshadow /s`'s script, control's `.cpl`, InstallUtil's assembly), files of a
   * fixed name it finds (`fsutil trace decode` runs ./netsh.exe), and trees it compiles.
   */
  /** `msysSwitches`: a bash line's words, whose `//x` switches MSYS passes as `/x` (windows-launchers.ts). */
  private ranWindowsCode(name: string, given: readonly string[], dynamic: readonly boolean[], source: string, msysSwitches = false): void {
    const program = windowsName(name);
    const starts = startsWindowsCode(program, name);
    const implicitProgram = hasImplicitRuns(program);
    if (!starts && !implicitProgram) return;
    const words = msysSwitches ? windowsSwitches(program, given) : given;
    const read = starts ? windowsRunner(name, program, name, words, dynamic)?.reads : undefined;
    if (read !== undefined) for (const f of read) this.ranPath(f, false, source);
    const implicit = implicitProgram ? implicitWindowsRuns(program, words) : undefined;
    if (implicit === undefined) return;
    for (const f of implicit.files) this.ranPath(f, dynamic.some((d) => d), source);
    for (const t of implicit.trees) {
      if (dynamic.some((d) => d)) this.ranUnknown ??= source;
      else (this.ranTrees ??= new Map()).set(lastSegment(t), source);
    }
  }

  private ranPath(path: string, dynamic: boolean, source: string): void {
    if (dynamic) {
      this.ranUnknown ??= source;
      return;
    }
    const name = lastSegment(path);
    if (name !== '') (this.ran ??= new Map()).set(name, source);
    if (name.includes(':')) for (const alias of streamAliases(name)) this.ran!.set(alias, source);
    // (Each segment before the last: scanned, not split, as most paths run have no directory.)
    let start = 0;
    for (let k = 0; k < path.length; k++) {
      if (!isSeparator(path.charCodeAt(k))) continue;
      const segment = path.slice(start, k);
      start = k + 1;
      if (segment !== '' && segment !== '.' && segment !== '..') (this.ranBelow ??= new Map()).set(segment, source);
    }
  }

  /** A compiler reads a file the line wrote (earlier in the walk), or an unknown one. */
  private compilesWritten(paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[]): boolean {
    for (let k = 1; k < words.length; k++) {
      const w = words[k]!;
      if (dynamic[k] || w === '-' || w.startsWith('/dev/') || w.startsWith('/proc/')) return true;
    }
    for (let k = 0; k < paths.length; k++) {
      const p = paths[k]!;
      if (p.op === 'read' && (p.dynamic || this.written?.has(lastSegment(p.path)) === true)) return true;
    }
    return false;
  }
}
