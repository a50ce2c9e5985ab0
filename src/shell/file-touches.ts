// What one command reads, writes and runs through its arguments, as the readers of file
// arguments (file-arguments.ts, archive-arguments.ts, git-arguments.ts) find it.
import type { SubjectScope } from './subject.js';
import type { WorkingDirectory } from './directory-change.js';
/** How programs of another system read a path (PathRef.posixReading). */
export type PosixReading = 'msys' | 'wsl' | 'msys-or-wsl';

/** Both readings together: each is checked (`bash` in a wsl line is read by MSYS's too: stricter, not wrong). */
export function widerReading(a: PosixReading | undefined, b: PosixReading): PosixReading {
  return a === undefined || a === b ? b : 'msys-or-wsl';
}

export interface PathRef {
  readonly op: 'read' | 'edit';
  /** The path as the command wrote it (after quote removal; `~` and `.` stand for $HOME, $PWD). */
  readonly path: string;
  readonly scope: SubjectScope;
  readonly text: string;
  readonly partType: 'redirect' | 'argument';
  /**
   * The argument's value is unknown (a glob or an expansion: `cat .e*`, `rm $F`): it may name any
   * path, so no deny or ask rule of its kind can be ruled out (`path` is the word as read).
   */
  readonly dynamic: boolean;
  /**
   * The command also reads or edits everything below the path (`tree`), and follows the symbolic
   * links it finds there (`links`), or only the path itself (`none`).
   */
  readonly below: 'none' | 'tree' | 'links';
  /** The path is written only if an operand is a directory (`cp f dir` writes `dir/f`). */
  readonly possible: boolean;
  /** When a possible (or unknown) path is touched, for its reason; absent: `writes if its destination is a directory`. */
  readonly when?: string;
  /**
   * Set when the path is relative to a repository's top directory (`git show HEAD:src/a.ts`):
   * the directory (as written; '' for the working one) whose own or some parent directory is
   * the top. Each is checked: the directory itself as written, those above as possible paths.
   */
  readonly inRepository?: string;
  /**
   * A dynamic argument that is a glob word as written (`src/*.ts`): its path pattern, in the rule
   * grammar's syntax, relative to the working directory unless absolute or `~/` (words.ts).
   */
  readonly glob?: string;
  /**
   * `glob` is bash's own (an unquoted glob word), expanded with bash's default options: its
   * wildcard never takes a name's leading `.` (dotglob off), `**` is `*` (globstar off). Not for a
   * line that may change them (analyze.ts globbingMayChange), nor a pattern the program globs.
   */
  readonly shellExpanded?: boolean;
  /**
   * A file the command reads where it runs without naming it (`make`'s Makefile, npm's
   * package.json): checked where the line's directory is known; where the context gives no cwd,
   * met with the rules that match the name in every directory (decide/argument-paths.ts
   * checkUnplacedFile); unknown where the line moved to a directory the analysis cannot follow.
   */
  readonly implicit?: boolean;
  /**
   * Where the line may be when the command runs, when it may have changed directory
   * (directory-change.ts); absent: the context's cwd.
   */
  readonly cwd?: WorkingDirectory;
  /**
   * Read by programs of another system than the line's (analyze.ts; decide.ts applies it on
   * win32): `msys`, a bash-dialect command in a PowerShell line (MSYS/Cygwin programs read
   * POSIX-form paths their way, src/paths/msys-path.ts); `wsl`, a line wsl runs in a Linux
   * distribution (src/paths/wsl-path.ts); `msys-or-wsl`, `bash` from PowerShell, which may be
   * Git's or System32's WSL launcher, whichever PATH finds first.
   */
  readonly posixReading?: PosixReading;
  /**
   * The files of this shape below the directory `path` that the program lists itself and reads
   * (`*.go`, `**\/*.go`: `go build DIR` compiles DIR's `.go` files), in the rule grammar's syntax:
   * checked as a glob of that shape on every platform (no shell expands it: no 8.3 short name).
   */
  readonly listed?: string;
  /**
   * `path` is the literal tail of an unknown program's word after its last expansion, rooted at
   * `/` (`"$X/.env"`: `/.env`): wherever the expansion leads, a deny or ask rule that matches at
   * any depth (`Read(**\/.env)`) matches it, and only such a rule is checked (the expansion's
   * value is not followed: `"$D/x"` stays allowed beside `Read(//etc/**)`). `rooted`: an absolute
   * path the word may be whatever its expansions hold (possible-path-readings.ts), checked as any
   * path is; both are outside the part budget (bounded by the words).
   */
  readonly tail?: true | 'rooted';
  /**
   * A quoted wildcard of a bash line (`mytool "*.pem"`), which MSYS hands a native Windows program
   * bare (it quotes only a word with a blank or a `"`), which may expand it itself (MSVCRT's
   * setargv, matching 8.3 short names too): checked on win32 only, where it is unknown. Also a
   * word's best-fit ASCII reading an ANSI program gets (`a.ｐem` as `a.pem`, best-fit-words.ts).
   */
  readonly nativeExpansion?: true;
}

/**
 * `ref` where the line may be in `cwd`. Every field written out, so that every copy has one
 * shape: a spread of refs of many shapes is a slow generic copy on the shell hot path.
 */
export function pathRefIn(ref: PathRef, cwd: WorkingDirectory): PathRef {
  return {
    op: ref.op, path: ref.path, scope: ref.scope, text: ref.text, partType: ref.partType, dynamic: ref.dynamic, below: ref.below,
    possible: ref.possible, when: ref.when, inRepository: ref.inRepository, glob: ref.glob, implicit: ref.implicit, cwd, posixReading: ref.posixReading,
    listed: ref.listed, shellExpanded: ref.shellExpanded, tail: ref.tail, nativeExpansion: ref.nativeExpansion,
  };
}

/** Every field of PathRef is copied by pathRefIn (this fails to compile when one is added). */
const PATH_REF_FIELDS = {
  op: true, path: true, scope: true, text: true, partType: true, dynamic: true, below: true, possible: true, when: true, inRepository: true, glob: true,
  implicit: true, cwd: true, posixReading: true, listed: true, shellExpanded: true, tail: true, nativeExpansion: true,
} as const satisfies Record<keyof PathRef, true>;
void PATH_REF_FIELDS;

/** A command line an option hands to a shell (`tar --to-command=CMD`, `git -c core.pager=CMD`). */
export interface RunRef {
  readonly line: string;
  /** The line comes from an expansion: unknown. */
  readonly dynamic: boolean;
  /**
   * Stored for later (`git config core.sshCommand CMD`), not run now: deny and ask rules see its
   * commands and paths, and allowing the command that stores it does not need them allowed.
   */
  readonly stored?: boolean;
  /** Run only if (`make ARGS=CMD`: if a recipe runs the variable): deny and ask rules matching its commands and paths ask. */
  readonly possible?: string;
}

/**
 * A host a command connects to as part of its work (`git clone URL`, git's `host:path`): deny and
 * ask Domain rules see it; allowing the command covers it (as it covers the hosts of git's named
 * remotes, which the line does not show).
 */
export interface UrlTouch {
  /** A URL (`ssh://host/x` for git's `host:path`), or the word as written when dynamic. */
  readonly url: string;
  /** The word comes from an expansion: it may name any host. */
  readonly dynamic: boolean;
  /** A URL a network tool fetches (scope `all`: a Domain allow is needed too), not a host a tool reaches on the side. */
  readonly all?: boolean;
  /** A word that may name a host (UrlRef.possible). */
  readonly possible?: true;
  /** UrlRef.namedOnly. */
  readonly namedOnly?: true;
}

/** Why a word of a command no table knows is a possible path (possible-paths.ts): a guess, not a known write. */
export const UNKNOWN_COMMAND_WORD = 'may be a file it reads or writes (a command the analysis does not know)';
export const UNKNOWN_COMMAND_WORDS = 'stands for several words of a command the analysis does not know, which may be files it reads or writes';
export const UNKNOWN_COMMAND_DIRECTORY = 'starts a word of a command the analysis does not know whose rest is unknown (an expansion or a glob): it may read or write anything below';
export const UNKNOWN_COMMAND_TAIL = 'ends a word of a command the analysis does not know after an expansion, which may lead anywhere: it may read or write a file of that name';
/** Why a string in code given to an interpreter is a possible path (inline-code-paths.ts). */
export const INLINE_CODE_STRING = 'may be a file the code given to the interpreter reads or writes (a string in it that looks like a path)';
export const INLINE_CODE_STRINGS = 'stands for several strings in the code given to the interpreter, which may be files it reads or writes';
/** Why the file of a source's name below a copy's destination in inline code is a possible path. */
export const INLINE_CODE_COPY = 'writes if the destination of a copy in the code given to the interpreter is a directory';
/**
 * Why `make install`'s directory variables are written (make-writes.ts): only if the makefile uses them. Not
 * counted by written-code.ts: make also reads the value as a line a recipe may run (`make PREFIX=/usr/local`).
 */
export const MAKE_INSTALL_DIRECTORY = 'is where make install writes, if the makefile uses the variable (DESTDIR=, PREFIX=, …)';
export const STARTED_FROM_DIRECTORY = 'may be a file in the working directory that Start-Process opens or runs (Windows looks there for a name the PATH does not have)';
export const HIVE_COPY = 'is the file of a registry hive whose values the command copies out or reads (reg save|export|copy, regedit /e; reg query, Get-ChildItem of HKLM\\SAM or HKLM\\SECURITY)';
/**
 * The reasons of possible parts that are guesses or reads (the two above: powershell-native.ts, registry-hive-files.ts), not known writes:
 * written-code.ts does not count them (an interpreter's reads are taken for code it runs: `shutil.copy("a", "b")` would run `b/a`).
 */
export const GUESSED_PATHS: ReadonlySet<string> = new Set([UNKNOWN_COMMAND_WORD, UNKNOWN_COMMAND_WORDS, UNKNOWN_COMMAND_DIRECTORY, UNKNOWN_COMMAND_TAIL, INLINE_CODE_STRING, INLINE_CODE_STRINGS, INLINE_CODE_COPY, MAKE_INSTALL_DIRECTORY, STARTED_FROM_DIRECTORY, HIVE_COPY]);

/** Problems one command's reader reports (the first ones; one keeps the line from allowing). */
const MAX_PROBLEMS = 8;

/** Command lines one command's options or script may name that are analyzed (awk's system() calls, sed's e). */
export const MAX_RUNS = 32;

/** The last possible host's URL (possibleHost): a run of one host makes its string once. */
let lastHost = '';
let lastHostUrl = 'https:///';

/** Collects one command's file arguments (at most `limit`), the lines it runs, and what it hides. */
export class FileTouches {
  // (Fields are `declare`d and set in the constructor, as in analyze.ts's Analyzer: ES2022 class
  // fields are defined by a separate initializer function, a cost on every command read.)
  declare readonly paths: PathRef[];
  declare truncated: boolean;
  declare runs: RunRef[] | undefined;
  declare urls: UrlTouch[] | undefined;
  /** More than MAX_RUNS lines were named (the problem is given once). */
  declare private runsCapped: boolean;
  /** What the reader could not follow (the analysis is then incomplete). */
  declare problems: string[] | undefined;

  /** The here-document or here-string the command reads as standard input, when the line gives it. */
  declare stdin: { readonly text: string; readonly literal: boolean } | undefined;
  /** Standard input comes from the line (a pipe, a redirect: line-input.ts), so a program read there may be the line's text. */
  declare lineInput: boolean;
  /** The words an interpreter hands the script it runs (`python3 x.py ARGS`): the script is not read, so they are read as an unknown program's are. */
  declare scriptArguments: readonly { readonly word: string; readonly dynamic: boolean }[] | undefined;

  declare readonly text: string;
  declare readonly limit: number;

  constructor(text: string, limit: number) {
    this.text = text;
    this.limit = limit;
    this.paths = [];
    this.truncated = false;
    this.runs = undefined;
    this.urls = undefined;
    this.runsCapped = false;
    this.problems = undefined;
    this.stdin = undefined;
    this.lineInput = false;
    this.scriptArguments = undefined;
  }

  /** A file the command reads where it runs, unnamed (`make` reads `Makefile`): see PathRef.implicit. */
  implicitRead(word: string, below: PathRef['below'] = 'none'): void {
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    this.paths.push({ op: 'read', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below, possible: false, implicit: true });
  }

  /**
   * A file the command writes where it runs, unnamed (`npm install x` writes package.json), in
   * the directory or the first above it that holds the project: PathRef.implicit and inRepository.
   */
  implicitEdit(word: string, project = true): void {
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    // (`project`: the directory or the first above holding the project; else where the tool runs: `make`'s goals.)
    this.paths.push({ op: 'edit', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below: 'none', possible: false, inRepository: project ? '' : undefined, implicit: true });
  }

  read(word: string, dynamic = false, below: PathRef['below'] = 'none', possible = false, inRepository?: string): void {
    this.add('read', word, dynamic, below, possible, inRepository);
  }

  edit(word: string, dynamic = false, below: PathRef['below'] = 'none', possible = false, inRepository?: string): void {
    this.add('edit', word, dynamic, below, possible, inRepository);
  }

  add(op: 'read' | 'edit', word: string, dynamic: boolean, below: PathRef['below'], possible: boolean, inRepository?: string): void {
    // (`-` is standard input or output.)
    if (!dynamic && (word === '' || word === '-')) return;
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    // (A word that may split is read twice, analyze.ts: the same unknown path again adds nothing.)
    if (dynamic && this.paths.some((p) => p.dynamic && p.path === word && p.op === op && p.below === below && p.possible === possible && p.inRepository === inRepository)) return;
    const ref: PathRef = { op, path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic, below, possible };
    this.paths.push(inRepository === undefined ? ref : { ...ref, inRepository });
  }

  /**
   * An unknown path of a known shape (`wget` saving `b.txt.1` beside `b.txt`): `word` as shown,
   * `pattern` in the rule grammar's syntax, relative to the working directory unless absolute.
   */
  glob(op: 'read' | 'edit', word: string, pattern: string): void {
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    this.paths.push({ op, path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: true, below: 'none', possible: false, glob: pattern });
  }

  /**
   * The files of shape `names` in `directory` that the program lists and reads or writes itself
   * (PathRef.listed); `implicit`: a directory it looks in unnamed (rake's `rakelib`: PathRef.implicit).
   */
  listed(op: 'read' | 'edit', directory: string, names: string, implicit = false): void {
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    const ref: PathRef = { op, path: directory, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below: 'none', possible: false, listed: names };
    this.paths.push(implicit ? { ...ref, implicit } : ref);
  }

  /**
   * A word of a command the analysis does not know that may be a file it reads or writes
   * (possible-paths.ts), or one inline code may write (`when`: inline-code-paths.ts): a possible
   * Edit part, which Read rules cover too; `unknown` when it stands for more such words than are
   * checked.
   */
  possible(word: string, unknown: boolean, when = unknown ? UNKNOWN_COMMAND_WORDS : UNKNOWN_COMMAND_WORD, below: PathRef['below'] = 'none', nativeExpansion = false): void {
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    const ref: PathRef = { op: 'edit', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: unknown, below, possible: true, when };
    this.paths.push(nativeExpansion ? { ...ref, nativeExpansion } : ref);
  }

  /** The literal tail of an unknown program's word after an expansion, rooted at `/` (PathRef.tail; bounded by its caller). */
  tail(path: string): void {
    this.paths.push({ op: 'edit', path, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below: 'none', possible: true, when: UNKNOWN_COMMAND_TAIL, tail: true });
  }

  /**
   * An absolute path an unknown program's word may be whatever its expansions hold
   * (possible-path-readings.ts; a glob checked by its shape `pattern`): outside the part budget, as
   * a tail is (at most two a word, bounded by its caller).
   */
  rooted(path: string, pattern?: string): void {
    this.paths.push({ op: 'edit', path, scope: 'restrict', text: this.text, partType: 'argument', dynamic: pattern !== undefined, below: 'none', possible: pattern === undefined, when: UNKNOWN_COMMAND_WORD, glob: pattern, tail: 'rooted' });
  }

  /**
   * A glob word of a command the analysis does not know (possible-paths.ts): unknown, checked by
   * its shape `pattern` (a deny or ask rule its paths may meet asks).
   */
  guessedGlob(word: string, pattern: string, nativeExpansion = false): void {
    if (this.paths.length >= this.limit) {
      this.truncated = true;
      return;
    }
    if (this.paths.some((p) => p.dynamic && p.path === word && p.when === UNKNOWN_COMMAND_WORD)) return;
    const ref: PathRef = { op: 'edit', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: true, below: 'none', possible: false, when: UNKNOWN_COMMAND_WORD, glob: pattern };
    this.paths.push(nativeExpansion ? { ...ref, nativeExpansion } : ref);
  }

  run(line: string, dynamic: boolean, stored = false, possible?: string): void {
    const runs = (this.runs ??= []);
    // (A word read twice, analyze.ts: the same unknown line again adds nothing.)
    if (dynamic && runs.some((r) => r.dynamic && r.line === line)) return;
    // (A work bound: each line is analyzed in full. Beyond it, the command is never allowed.)
    if (runs.length < MAX_RUNS) runs.push(possible !== undefined ? { line, dynamic, stored: true, possible } : stored ? { line, dynamic, stored } : { line, dynamic });
    else if (!this.runsCapped) {
      this.runsCapped = true;
      this.problem(`more than ${MAX_RUNS} command lines in one command: the rest are not analyzed`);
    }
  }

  url(url: string, dynamic: boolean, all = false): void {
    // (A `file:` URL is a path the tool reads: `curl file:///etc/shadow`.)
    if (!dynamic && /^file:/i.test(url)) {
      const path = fileUrlPath(url);
      if (path === undefined) this.problem(`a file: URL the analysis cannot read (${url.slice(0, 80)})`);
      else this.read(path);
    }
    const urls = (this.urls ??= []);
    if (dynamic && urls.some((u) => u.dynamic && u.url === url && (u.all === true) === all)) return;
    if (urls.length < this.limit) urls.push(all ? { url, dynamic, all } : { url, dynamic });
    else this.truncated = true;
  }

  /** A word that may name a host the command reaches, `https://HOST/` (UrlRef.possible). */
  possibleHost(host: string, namedOnly: boolean): void {
    const urls = (this.urls ??= []);
    // (The last host's URL is the same string: the engine compares each URL with the one before, `'a.com a.com …'` 1,664 new ones.)
    const url = host === lastHost ? lastHostUrl : (lastHostUrl = `https://${(lastHost = host)}/`);
    // (UrlRef.namedOnly is not charged: few policies have a rule naming one, and a long list of files is no reason to ask. The word budget bounds them.)
    if (namedOnly) urls.push({ url, dynamic: false, possible: true, namedOnly });
    else if (urls.length < this.limit) urls.push({ url, dynamic: false, possible: true });
    else this.truncated = true;
  }

  problem(reason: string): void {
    // (One is enough to keep the line from allowing: a few are shown, not one per word.)
    const problems = (this.problems ??= []);
    if (problems.length < MAX_PROBLEMS && !problems.includes(reason)) problems.push(reason);
  }
}

/** The path of a `file:` URL (`file:///x`, `file://localhost/x`, `file:/x`; `file://host/x` is `//host/x`), percent-decoded. */
export function fileUrlPath(url: string): string | undefined {
  const m = /^file:(?:\/\/([^/]*))?(\/.*)?$/is.exec(url.replace(/[?#].*$/s, ''));
  if (m === null) return undefined;
  const host = (m[1] ?? '').toLowerCase();
  const rest = m[2] ?? '/';
  const path = percentDecoded(rest);
  if (path === undefined) return undefined;
  return host === '' || host === 'localhost' ? path : `//${host}${path}`;
}

/** The paths a `file:` URL may name: a Windows drive's `/C:/x` is `C:/x` there (both are given), or undefined: not readable. */
export function fileUrlPaths(url: string): string[] | undefined {
  const path = fileUrlPath(url);
  if (path === undefined) return undefined;
  return /^\/[A-Za-z]:(?:[\\/]|$)/.test(path) ? [path, path.slice(1)] : [path];
}

/** Percent-decoded text, or undefined when it is not valid percent-encoded UTF-8 (`%zz`, `%C3%28`). */
export function percentDecoded(text: string): string | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return undefined;
  try {
    return decodeURIComponent(text);
  } catch (error) {
    // (A URIError: the bytes are no UTF-8. The caller reports the text as unreadable.)
    if (error instanceof URIError) return undefined;
    throw error;
  }
}
