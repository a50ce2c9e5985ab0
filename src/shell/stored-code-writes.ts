// Writes of places whose files run later (autorun-files.ts): git hooks, startup files, crontabs,
// systemd units, autostart entries (session 44). A literal text the line writes into one (`echo
// 'rm -rf x' > .git/hooks/pre-commit`, `printf … >> ~/.bashrc`, `cat > ~/.config/autostart/x.desktop
// <<E`, `… | tee -a ~/.profile`) is read as the commands it holds, checked as if the line ran them
// now: a deny or ask rule on them decides, and an allow needs them allowed. A write whose text the
// line does not show (`cp x .git/hooks/pre-commit`, `curl -o ~/.bashrc URL`, `sed -i … ~/.profile`,
// an expansion's text, a zsh or PowerShell file, any PowerShell write) stores code no rule can see:
// it asks where Shell deny or ask rules exist (decide.ts, ShellAnalysis.storedCode).
//
// Writes and texts are paired by the file's path as written (`./` dropped, as compound-walk.ts
// keeps texts): every write of a path needs a text of its own read (`echo ok > .git/hooks/pre-commit;
// cp x .git/hooks/pre-commit` asks), and a text not read makes the path unknown. Another spelling
// of the same file is another path, whose write needs its own text. What reading a stored text
// finds unreadable (`alias ls='rm -rf ~'`, `export PATH=…`, as they ask when run now) asks where
// the unknown write would: beside Shell deny or ask rules.

import type { Incomplete } from './analysis.js';
import type { WorkBudget } from './budget.js';
import { autorunPlace, storedCodeStart, treeHoldsAutorun, type AutorunKind, type StoredCodeStart } from './autorun-files.js';
import { changedTo, otherHomeFrom, unknownFrom, type WorkingDirectory } from './directory-change.js';
import type { PathRef } from './file-touches.js';
import type { PipedText } from './piped-text.js';
import { shellLine, type Reader } from './runs.js';
import { sameFile } from './given-files.js';
import { cronCommands, leavesHereDocumentOpen, shebangShell, unitCommands, type PartlyRead } from './stored-code-texts.js';
import { settingsCommands } from './stored-settings-texts.js';

/** Package managers whose writes of their own configuration (`npm config set`) are read by their own readers (tool-scripts.ts: script-shell, node-options). */
const PACKAGE_MANAGERS: ReadonlySet<string> = new Set(['npm', 'pnpm', 'yarn', 'bun', 'npx', 'corepack']);
/** Writers whose writes of these places are read otherwise: hook installers write a hook of their own (hook-installers.ts); git's configuration writes are read by git-config-keys.ts. */
const HOOK_INSTALLERS: ReadonlySet<string> = new Set(['pre-commit', 'husky', 'lefthook', 'simple-git-hooks', 'overcommit']);
/** Commands that change only a file's metadata, or remove it (not truncate or shred, which change its text). */
const METADATA_ONLY: ReadonlySet<string> = new Set(['chmod', 'chown', 'chgrp', 'touch', 'rm', 'rmdir', 'unlink', 'mkdir', 'chattr', 'setfacl', 'setfattr', 'chcon',
  'Set-ItemProperty', 'Set-Acl', 'Remove-Item', 'New-ItemProperty', 'Clear-ItemProperty', 'shred', 'format', 'Format-Volume', 'Remove-Partition', 'Clear-Disk']);
const HOME_VARIABLE = /^(?:\$HOME|\$\{HOME\})(?=[\\/])/;
/** Stored texts read within stored texts, at most (then unknown): `echo "echo '…' > .git/hooks/a" > .git/hooks/b`. */
const MAX_STORED_NESTING = 4;

/** One place written: its kind, how many writes, how many texts read, why its code is not known, the first write's text. */
interface PlaceWrites {
  kind: AutorunKind;
  writes: number;
  read: number;
  unknown: string | undefined;
  text: string;
  path: string;
  /** What reading its texts found unreadable. */
  notes: Incomplete[] | undefined;
}

/** Whether a program only removes files or changes their metadata: it stores no code (METADATA_ONLY). */
export function metadataOnlyWriter(name: string): boolean {
  return METADATA_ONLY.has(name);
}

/** The kind of place a write of `p` by `writer` (undefined: a redirect's) stores code in, or undefined: none, or one its writer's own reader reads. */
export function autorunWriteKind(p: PathRef, writer: string | undefined): AutorunKind | undefined {
  if (writer !== undefined && METADATA_ONLY.has(writer)) return undefined;
  const tree = p.below !== 'none';
  const kind = tree ? (treeHoldsAutorun(p.path, p.dynamic) ? 'unknown' : undefined) : autorunPlace(p.path);
  // (An .envrc runs only after a later `direnv allow`: its shown texts are read for deny and ask rules, wroteText, and a write of it stores no code by itself.)
  return kind === undefined || kind === 'direnv' || ownWrite(writer, p.path, tree) ? undefined : kind;
}

export class AutorunWrites {
  declare private readonly places: Map<string, PlaceWrites>;
  declare private nesting: number;

  constructor() {
    this.places = new Map();
    this.nesting = 0;
  }

  /** A write of `p`, a place of `kind` (autorunWriteKind). */
  wrote(p: PathRef, kind: AutorunKind): void {
    const tree = p.below !== 'none';
    const place = this.place(p.path, kind, p.text);
    place.writes++;
    // (A tree: no text of the line is known to be its. A name with an expansion, `"$HOME/.bashrc"`,
    // ends as the place's: what it holds is the text written, where the line shows one.)
    if (tree) place.unknown ??= `the line writes a tree into ${p.path}, which may hold files that run later (a hook, a startup file)`;
  }

  /** A program no word of the line names (`npx github:x/y`): unknown code, kept apart from the places by a key no path has. */
  unnamed(reason: string, text: string): void {
    this.places.set(`\0${text}`, { kind: 'unknown', writes: 1, read: 0, unknown: reason, text, path: text, notes: undefined });
  }

  /** A command that changes what later runs or what is checked (defence-changes.ts), `text` its source: unknown stored code. */
  changed(reason: string, text: string): void {
    const place = this.place(`<${text}>`, 'unknown', text);
    place.writes++;
    place.unknown ??= reason;
  }

  /** A text the line writes to `file`, a place of `kind`: read as the commands it holds where the kind is read. */
  wroteText(a: StoredCodeReader, file: string, kind: AutorunKind, text: PipedText): void {
    if (kind === 'direnv') return direnvText(a, text);
    const place = this.place(file, kind, file);
    const read = readable(kind, text);
    if (typeof read === 'string' || this.nesting >= MAX_STORED_NESTING) {
      place.unknown ??= typeof read === 'string' ? `${read} (the line writes it to ${file}, which runs later)` : `the line writes a text to ${file}, which runs later, within ${MAX_STORED_NESTING} such texts`;
      return;
    }
    // (Partly read: what it shows meets the deny and ask rules, and the place's code is not known.)
    const lines = isPartlyRead(read) ? read.lines : read;
    if (isPartlyRead(read)) place.unknown ??= `${read.why} (the line writes it to ${file}, which runs later)`;
    // (A copy of a text the line wrote, a lister's names: read, for the deny and ask rules on what it may hold, but not known to be the file's.)
    if (text.exact === true) place.read++;
    else place.unknown ??= `a text that stands for what the line writes to ${file}, which runs later (a copy of a file it wrote, a listing), not the text itself`;
    const from = a.incomplete.length;
    this.nesting++;
    try {
      // (Read where the line is, and again where the place's commands start, with its user's home
      // (storedCodeStart): a repository's configuration may move its top level, a crontab's user may be the line's.)
      const start = storedCodeStart(kind, file);
      for (const line of lines) {
        a.flow.isolated(() => shellLine(a, line, 'unknown', this.nesting, line));
        if (start.directory === '' && !start.otherHome) continue;
        a.flow.isolated(() => {
          a.flow.cwd = startingDirectory(a.flow.cwd, start);
          shellLine(a, line, 'unknown', this.nesting, line);
        });
      }
    } finally {
      this.nesting--;
    }
    // (Its unreadable parts ask where an unknown text would; not where the work budget ran out, which is the line's.)
    if (a.incomplete.length > from && a.budget.exhausted === undefined) for (const n of a.incomplete.splice(from)) (place.notes ??= []).push(n);
  }

  /** The places whose stored code is not known: a write of each with no text read, a text not read, what a text read holds unreadable; each where `guessed` (WrittenCode.storedCode). */
  unknownStoredCode(guessed: boolean): Incomplete[] | undefined {
    let out: Incomplete[] | undefined;
    for (const [, p] of this.places) {
      if (p.writes === 0) continue;
      const reason = p.unknown ?? (guessed ? 'the line writes a file that runs later, and reads a file by a name it writes, or by an expansion: the text it stores may be another file\'s' : undefined) ?? (p.kind === 'unknown' ? 'the line writes a file that runs later (a startup file, a scheduled or login job, git\'s configuration), whose text is not read'
        : p.read < p.writes ? 'the line writes a file that runs later (a git hook, a startup file, a scheduled job) with a text it does not show' : undefined);
      if (reason !== undefined) (out ??= []).push({ reason, text: p.text });
      for (const n of p.notes ?? []) (out ??= []).push({ reason: `${n.reason}, in the text the line stores in ${p.path}, which runs later`, text: n.text });
    }
    return out;
  }

  private place(path: string, kind: AutorunKind, text: string): PlaceWrites {
    // (`"$HOME/.bashrc"` is `~/.bashrc`: the tilde follows HOME as the variable does.)
    const key = sameFile(path).replace(HOME_VARIABLE, '~');
    let p = this.places.get(key);
    if (p === undefined) this.places.set(key, (p = { kind, writes: 0, read: 0, unknown: undefined, text, path, notes: undefined }));
    return p;
  }
}

/**
 * An .envrc's text (session 45): direnv loads a changed one only after `direnv allow` (session 41
 * kept its writes allowed), so its commands are a stored line's, for deny and ask rules only
 * (`echo 'rm -rf ~' > .envrc` denies beside Shell(rm *)), and what its reading cannot decide
 * (direnv's `PATH_add`, `export PATH=…`) is not a problem of this line.
 */
function direnvText(a: StoredCodeReader, text: PipedText): void {
  if (!text.literal) return;
  const from = a.incomplete.length;
  a.storedLine(text.text, 0);
  if (a.budget.exhausted === undefined) a.incomplete.splice(from);
}

/** Where a stored text's commands start, from where the line is. */
function startingDirectory(from: WorkingDirectory, start: StoredCodeStart): WorkingDirectory {
  const at = start.directory === undefined ? unknownFrom(from) : start.directory === '' ? from : changedTo(from, start.directory, false);
  return start.otherHome ? otherHomeFrom(at) : at;
}

/** The analyzer, as a stored text reaches it. */
export interface StoredCodeReader extends Pick<Reader, 'note' | 'line'> {
  storedLine(line: string, depth: number): void;
  readonly flow: { isolated(walk: () => void): void; cwd: WorkingDirectory };
  readonly incomplete: Incomplete[];
  readonly budget: WorkBudget;
}

/** A write a tool's own reader reads: a hook installer's of its hooks, git's of its own configuration and trees. */
function ownWrite(writer: string | undefined, path: string, tree: boolean): boolean {
  if (writer === undefined) return false;
  if (HOOK_INSTALLERS.has(writer)) return /(?:^|[\\/])(?:\.git|\.husky|hooks)(?:[\\/]|$)/i.test(path);
  if (PACKAGE_MANAGERS.has(writer)) return !tree && /(?:^|[\\/])(?:[._]?npmrc|\.yarnrc(?:\.yml)?|rc)$/i.test(path);
  return writer === 'git' && (tree ? /(?:^|[\\/])\.git(?:[\\/]|$)/.test(path) : /(?:^|[\\/])(?:[._]gitconfig|\.?git[\\/]config|config)$/i.test(path));
}

function isPartlyRead(read: readonly string[] | PartlyRead): read is PartlyRead {
  return !Array.isArray(read);
}

/** The command lines a text of a place of `kind` holds, or why it is not read. */
function readable(kind: AutorunKind, text: PipedText): readonly string[] | PartlyRead | string {
  if (!text.literal || text.computed === true) return 'a text computed or expanded where it is written';
  // (Joined to what the file holds next: `printf r >> ~/.bashrc; printf 'm -rf ~' >> ~/.bashrc`.)
  if (text.open === true) return 'a text that may end without a newline';
  switch (kind) {
    case 'shell':
      if (!shebangShell(text.text)) return 'a script whose #! line names another interpreter than a POSIX shell';
      return leavesHereDocumentOpen(text.text) ? { lines: [text.text], why: 'a script that leaves a here-document open, whose body the next text written to it would be' } : [text.text];
    case 'crontab': return cronCommands(text.text, 5);
    case 'system-crontab': return cronCommands(text.text, 6);
    case 'systemd': return unitCommands(text.text, 'systemd');
    case 'desktop': return unitCommands(text.text, 'desktop');
    case 'unknown': return 'a text in a language the analysis does not read';
    default: return settingsCommands(kind, text.text);
  }
}


/**
 * A relative write after the line changed directory (`cd ~/.config/autostart && cp x y.desktop`,
 * `cd /etc/cron.d && echo … > x`, `cd ~ && tar xf x.tar`): where it lands in one of the
 * directories the line may be in (not the context's own, '') is a place, or a tree that may hold
 * one, its stored code is not known (the texts the line keeps are by the name as written).
 */
export function movedAutorunWrites(paths: readonly PathRef[], metadataOnly?: ReadonlySet<string>): Incomplete[] | undefined {
  let out: Incomplete[] | undefined;
  for (const p of paths) {
    // (`cd /d && rm -rf Windows`: a remover's or a mode changer's stores no code, as autorunWriteKind reads it.)
    if (p.op !== 'edit' || metadataOnly?.has(p.text) === true || p.cwd === undefined || p.dynamic || /^(?:[\\/~$]|[A-Za-z]:)/.test(p.path) || autorunPlace(p.path) !== undefined) continue;
    for (const d of p.cwd.dirs) {
      if (d === '') continue;
      const at = `${d}/${p.path}`;
      if (p.below !== 'none' ? treeHoldsAutorun(at, /^[$`]/.test(d)) : autorunPlace(at) !== undefined) {
        (out ??= []).push({ reason: `the line writes ${at} after it changed directory, a file or tree that runs later, whose text is not read`, text: p.text });
        break;
      }
    }
  }
  return out;
}
